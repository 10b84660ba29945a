// One booked visit in its day's table: when, what kind (its case id linking to its
// follow-up), who with their contact, where, what the project is, how its emails went,
// and Move and Cancel visit, each opening its panel in a row of its own beneath.
import { Link } from 'react-router-dom';
import type { OfficeBooking } from 'contract/schemas/bookingOffice';
import { Button } from 'shared-ui/kit/Button';
import { followUpPath } from '../../paths';
import { officeTime } from '../../office/officeTime';
import { emailFailed, emailOutcomeText, kindText, slotWords } from './bookingTexts';
import { CancelPanel } from './CancelPanel';
import { MovePanel } from './MovePanel';
import styles from './OfficeBooking.module.css';

export type BookingAction = 'move' | 'cancel';

/** The columns of a day's table, for the panel's row to span. */
export const BOOKING_COLUMNS = ['Time', 'Consultation', 'Customer', 'Where', 'Project', 'Emails', 'Status'] as const;

function EmailOutcome({ label, outcome }: { label: string; outcome: string | null }) {
  const failed = emailFailed(outcome);
  return (
    <p className={styles.email}>
      {label}: {failed && <span aria-hidden="true">⚠ </span>}
      {failed ? <strong>{emailOutcomeText(outcome)}</strong> : emailOutcomeText(outcome)}
    </p>
  );
}

export interface BookingRowProps {
  booking: OfficeBooking;
  dayLabel: string;
  /** The panel open on this visit, if any. */
  open: BookingAction | null;
  onOpen: (action: BookingAction | null) => void;
  /** A visit was moved or cancelled: what to tell the office. */
  onDone: (message: string) => void;
}

export function BookingRow({ booking, dayLabel, open, onOpen, onDone }: BookingRowProps) {
  const buttonId = (action: BookingAction) => `${action}-button-${booking.bookingId}`;
  // Back to the button that opened the panel, which stays where it was.
  const close = (action: BookingAction) => () => {
    onOpen(null);
    document.getElementById(buttonId(action))?.focus();
  };
  const toggle = (action: BookingAction) => () => (open === action ? close(action)() : onOpen(action));
  const when = slotWords(dayLabel, booking.time);

  return (
    <>
      <tr className={emailFailed(booking.confirmation) ? styles.failed : undefined}>
        <th scope="row">{booking.time}</th>
        <td>
          {kindText(booking)}
          <br />
          <Link to={followUpPath('booking', booking.bookingId)}>{booking.bookingId}</Link>
        </td>
        <td>
          {booking.name}
          <br />
          <a href={`mailto:${booking.email}`}>{booking.email}</a>
          <br />
          <a href={`tel:${booking.phone}`}>{booking.phone}</a>
        </td>
        <td>
          {booking.address || '—'}
          <br />
          ZIP {booking.zip}
        </td>
        <td>
          {booking.interest || 'Not given'}
          {booking.notes && <p className={styles.notes}>{booking.notes}</p>}
        </td>
        <td>
          <EmailOutcome label="Confirmation" outcome={booking.confirmation} />
          <EmailOutcome label="Reminder" outcome={booking.reminder} />
        </td>
        <td>
          {booking.status === 'booked' ? 'Booked' : 'Cancelled'}
          {booking.movedAt && <p className={styles.email}>Moved {officeTime(booking.movedAt)}</p>}
          {booking.status === 'booked' && (
            <div className={styles.actions}>
              <Button id={buttonId('move')} onClick={toggle('move')} aria-expanded={open === 'move'}>
                Move
              </Button>
              <Button id={buttonId('cancel')} onClick={toggle('cancel')} aria-expanded={open === 'cancel'}>
                Cancel visit
              </Button>
            </div>
          )}
        </td>
      </tr>
      {open && (
        <tr className={styles.panelRow}>
          <td colSpan={BOOKING_COLUMNS.length}>
            {open === 'move' ? (
              <MovePanel booking={booking} onMoved={onDone} onClose={close('move')} />
            ) : (
              <CancelPanel booking={booking} when={when} onCancelled={onDone} onClose={close('cancel')} />
            )}
          </td>
        </tr>
      )}
    </>
  );
}
