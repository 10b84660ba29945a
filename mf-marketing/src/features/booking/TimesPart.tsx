// The part of a form where a time is chosen, as step two and the move form draw it: its
// heading, the zone the times are in, the next free times after a time was just taken,
// the times themselves, and the field's message. A group named by its heading, focused by
// the error summary's link to `start`.
import type { ReactElement, ReactNode } from 'react';
import type { NextSlot } from 'contract/schemas/booking';
import { errorId, fieldStyles } from 'shared-ui/kit/Field';
import { TimeGroup, type RadioProps } from './SlotChoices';
import styles from './Booking.module.css';

export const TIMES_TEXTS = {
  zone: 'All times are Central Time (America/Chicago).',
  nextSlots: 'The next free times',
} as const;

interface TimesPartProps {
  /** The part's heading, with `headingId` as its id. */
  heading: ReactElement;
  headingId: string;
  nextSlots: readonly NextSlot[];
  /** What each of the next free times' radios needs. */
  nextRadio: (start: string) => RadioProps;
  error: string | undefined;
  /** The times, and what follows them. */
  children: ReactNode;
}

export function TimesPart({ heading, headingId, nextSlots, nextRadio, error, children }: TimesPartProps) {
  return (
    <div id="start" role="group" aria-labelledby={headingId} aria-describedby={error ? errorId('start') : undefined} tabIndex={-1} className={styles.timesPart}>
      {heading}
      <p className={styles.note}>{TIMES_TEXTS.zone}</p>
      {nextSlots.length > 0 && (
        <TimeGroup legend={TIMES_TEXTS.nextSlots} times={nextSlots.map((slot) => ({ start: slot.start, label: slot.when }))} idPrefix="next" radio={nextRadio} />
      )}
      {children}
      {error && (
        <p id={errorId('start')} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
