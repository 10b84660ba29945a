// Cancels one visit, once the office confirms it: the worker frees its time at once and
// emails the customer. The note is the office's own, kept in its audit, never sent.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BOOKING_SETTINGS_MESSAGES, officeCancelBodySchema, type OfficeBooking } from 'contract/schemas/bookingOffice';
import { Button } from 'shared-ui/kit/Button';
import { TextField } from 'shared-ui/kit/TextField';
import { useOfficeSession } from '../../office/officeSessionStore';
import { actionProblem } from './actionProblems';
import { cancelBooking } from './bookingApi';
import { cancelledText, kindText } from './bookingTexts';
import styles from './OfficeBooking.module.css';

export interface CancelPanelProps {
  booking: OfficeBooking;
  /** When the visit is, in words: 'Tuesday, December 8 at 10:00 AM'. */
  when: string;
  onCancelled: (message: string) => void;
  onClose: () => void;
}

export function CancelPanel({ booking, when, onCancelled, onClose }: CancelPanelProps) {
  const refused = useOfficeSession((state) => state.refused);
  const [note, setNote] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cancelling = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = `cancel-${booking.bookingId}`;

  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (cancelling.current) return;
    const body = officeCancelBodySchema.safeParse({ note });
    setTooLong(!body.success);
    if (!body.success) return;
    cancelling.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const cancelled = await cancelBooking(booking.bookingId, body.data.note);
      onCancelled(cancelledText(booking, when, cancelled.emailSent));
    } catch (error) {
      setProblem(actionProblem(error, 'Not cancelled', refused));
    } finally {
      cancelling.current = false;
      setBusy(false);
    }
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        Cancel the {kindText(booking).toLowerCase()} with {booking.name}?
      </h3>
      <p>
        On {when}. The customer is emailed that it is cancelled, and the time is free for someone else at once.
      </p>
      <TextField
        multiline
        rows={2}
        name={`${id}-note`}
        label="Note for the office (optional)"
        hint="Kept with the office's records, not sent to the customer."
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={tooLong ? BOOKING_SETTINGS_MESSAGES.cancelNote : undefined}
      />
      {problem && <p role="alert">{problem}</p>}
      <div className={styles.actions}>
        <Button type="submit" aria-busy={busy || undefined}>
          {busy ? 'Cancelling…' : 'Yes, cancel the visit'}
        </Button>
        <Button onClick={onClose}>Keep the visit</Button>
      </div>
    </form>
  );
}
