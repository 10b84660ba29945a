// A booked visit in a few lines: its kind, its time in words and its booking number.
import { BOOKING_KIND_LABELS, type BookingKind } from 'contract/schemas/booking';
import styles from './Booking.module.css';

export function VisitSummary({ kind, when, bookingId }: { kind: BookingKind; when: string; bookingId: string }) {
  return (
    <dl className={styles.visit}>
      <dt>Consultation</dt>
      <dd>{BOOKING_KIND_LABELS[kind]}</dd>
      <dt>When</dt>
      <dd>{when}</dd>
      <dt>Booking number</dt>
      <dd>{bookingId}</dd>
    </dl>
  );
}
