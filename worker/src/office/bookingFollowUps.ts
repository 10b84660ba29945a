// Each booking is a follow-up too, listed and handled like the journal's submissions: its
// row read from bookings as the journal's are read from submissions (the booking id as the
// case id, its time of booking as received, the confirmation email's outcome as the
// delivery), and its fields in the office's words, the time on the office's clock.
import { BOOKING_KIND_LABELS, type BookingKind } from 'contract/schemas/booking';
import { spokenTime } from 'contract/time/officeClock';

/** The bookings as rows of the journal's shape (case_id, form, payload, received_at, delivery). */
export const BOOKING_FOLLOW_UP_ROWS = `SELECT b.id AS case_id, 'booking' AS form,
  json_object('kind', b.kind, 'start', b.starts_at, 'status', b.status, 'zip', b.zip, 'name', b.name, 'email', b.email,
    'phone', b.phone, 'address', b.address, 'interest', b.interest, 'notes', b.notes) AS payload,
  b.created_at AS received_at,
  COALESCE((SELECT CASE e.outcome WHEN 'sent' THEN 'delivered' ELSE 'failed' END FROM booking_emails AS e
    WHERE e.booking_id = b.id AND e.email = 'confirmation' ORDER BY e.id DESC LIMIT 1), 'pending') AS delivery
  FROM bookings AS b`;

/** A booking's fields in the order the office reads them. */
export const BOOKING_FOLLOW_UP_LABELS: Record<string, string> = {
  kind: 'Consultation',
  when: 'Time',
  status: 'Status',
  zip: 'ZIP code',
  name: 'Name',
  email: 'Email',
  phone: 'Phone number',
  address: 'Address',
  interest: 'Interest',
  notes: 'Notes',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored values in the office's words: the kind's label, the time spoken, the status as a word. */
export function bookingFollowUpValues(values: Record<string, unknown>): Record<string, unknown> {
  const { kind, start, status, ...rest } = values;
  const label = BOOKING_KIND_LABELS[text(kind) as BookingKind] ?? text(kind);
  const startsAt = new Date(text(start));
  return {
    kind: label,
    when: Number.isNaN(startsAt.getTime()) ? text(start) : spokenTime(startsAt),
    status: status === 'cancelled' ? 'Cancelled' : 'Booked',
    ...rest,
  };
}
