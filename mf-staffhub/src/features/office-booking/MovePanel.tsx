// Moves one visit: the free times the worker offers the office (any time from now on,
// fourteen days at a time) as a list of choices grouped by day, then the move, which
// emails the customer. A time taken meanwhile is said in the worker's words, and the
// free times are asked again.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { OfficeBooking } from 'contract/schemas/bookingOffice';
import { Button } from 'shared-ui/kit/Button';
import { describedBy, FieldFrame, fieldStyles } from 'shared-ui/kit/Field';
import { ResourceStatus } from '../../office/ResourceStatus';
import { useOfficeSession } from '../../office/officeSessionStore';
import { useOfficeResource } from '../../office/useOfficeResource';
import { actionProblem } from './actionProblems';
import { loadMoveSlots, moveBooking } from './bookingApi';
import { kindText, movedText, slotWords } from './bookingTexts';
import { addLocalDays, dayWords } from 'contract/time/officeClock';
import styles from './OfficeBooking.module.css';

/** How many days the worker answers at a time (its default). */
const PERIOD_DAYS = 14;

const laterOf = (a: string, b: string) => (a > b ? a : b);

export interface MovePanelProps {
  booking: OfficeBooking;
  onMoved: (message: string) => void;
  onClose: () => void;
}

export function MovePanel({ booking, onMoved, onClose }: MovePanelProps) {
  const refused = useOfficeSession((state) => state.refused);
  const [from, setFrom] = useState<string | undefined>(undefined);
  const load = useCallback((signal: AbortSignal) => loadMoveSlots(from, signal), [from]);
  const [slots, retrySlots] = useOfficeResource(load);
  const [start, setStart] = useState('');
  const [unchosen, setUnchosen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const moving = useRef(false);
  // The first day the worker offered (today): no earlier period is asked for.
  const [firstDay, setFirstDay] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = `move-${booking.bookingId}`;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (slots.status === 'ready' && firstDay === null) setFirstDay(slots.data.from);
  }, [slots, firstDay]);

  const period = slots.status === 'ready' ? slots.data : null;
  const words = new Map(period?.days.flatMap((day) => day.slots.map((slot) => [slot.start, slotWords(day.label, slot.time)])) ?? []);

  function show(day: string) {
    setFrom(day);
    setStart('');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (moving.current) return;
    const when = words.get(start);
    setUnchosen(!when);
    if (!when) return;
    moving.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const moved = await moveBooking(booking.bookingId, start);
      onMoved(movedText(booking, when, moved.emailSent));
    } catch (error) {
      setProblem(actionProblem(error, 'Not moved', refused));
      setStart('');
      retrySlots();
    } finally {
      moving.current = false;
      setBusy(false);
    }
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        Move the {kindText(booking).toLowerCase()} with {booking.name}
      </h3>
      <ResourceStatus resource={slots} retry={retrySlots} what="free times" />
      {period && (
        <>
          <p>
            Free times from {dayWords(period.from)} to {dayWords(period.to)}, in Central Time. The customer is emailed the new time.
          </p>
          {period.days.length === 0 ? (
            <p>No free times in these days.</p>
          ) : (
            <FieldFrame id={id} label="New time" error={unchosen ? 'Choose one of the free times.' : undefined}>
              <select
                id={id}
                name="start"
                className={fieldStyles.control}
                value={start}
                onChange={(event) => setStart(event.target.value)}
                aria-invalid={unchosen || undefined}
                aria-describedby={describedBy(id, undefined, unchosen)}
              >
                <option value="">Choose a time</option>
                {period.days.map((day) => (
                  <optgroup key={day.date} label={day.label}>
                    {day.slots.map((slot) => (
                      <option key={slot.start} value={slot.start}>
                        {slotWords(day.label, slot.time)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </FieldFrame>
          )}
          <div className={styles.actions}>
            {firstDay !== null && period.from > firstDay && (
              <Button onClick={() => show(laterOf(addLocalDays(period.from, -PERIOD_DAYS), firstDay))}>Earlier times</Button>
            )}
            {period.to < period.lastBookableDate && <Button onClick={() => show(addLocalDays(period.to, 1))}>Later times</Button>}
          </div>
        </>
      )}
      {problem && <p role="alert">{problem}</p>}
      <div className={styles.actions}>
        <Button type="submit" aria-busy={busy || undefined} disabled={!period || period.days.length === 0}>
          {busy ? 'Moving…' : 'Move to this time'}
        </Button>
        <Button onClick={onClose}>Keep the present time</Button>
      </div>
    </form>
  );
}
