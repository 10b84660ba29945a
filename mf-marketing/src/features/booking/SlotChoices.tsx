// The free times as lists of choices, one group per day (its legend the day in words) of
// radios named `start`: how the booking's step two and the move form offer them without
// scripts. `radio` gives each time's input what its form needs (a registered field, or a
// plain name); the time chosen before is checked again.
import type { InputHTMLAttributes, Ref } from 'react';
import type { Slot, SlotDay } from 'contract/schemas/booking';
import styles from './Booking.module.css';

export type RadioProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export interface TimeChoice {
  start: string;
  label: string;
}

/** One group of times: its legend, and a radio per time. */
export function TimeGroup({ legend, times, idPrefix, radio }: { legend: string; times: readonly TimeChoice[]; idPrefix: string; radio: (start: string) => RadioProps }) {
  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayLabel}>{legend}</legend>
      <div className={styles.times}>
        {times.map(({ start, label }) => (
          <label key={start} className={styles.time} htmlFor={`${idPrefix}-${start}`}>
            <input type="radio" id={`${idPrefix}-${start}`} value={start} {...radio(start)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const slotTimes = (slots: readonly Slot[]): TimeChoice[] => slots.map((slot) => ({ start: slot.start, label: slot.time }));

export function SlotChoices({ days, radio }: { days: readonly SlotDay[]; radio: (start: string) => RadioProps }) {
  return (
    <div className={styles.days}>
      {days.map((day) => (
        <TimeGroup key={day.date} legend={day.label} times={slotTimes(day.slots)} idPrefix={`start-${day.date}`} radio={radio} />
      ))}
    </div>
  );
}
