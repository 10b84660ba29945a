// The consultations as the office reads them: each booked visit with its contact, its
// confirmation email's outcome and its reminder's, grouped by day on the office's clock.
import type { OfficeBooking, OfficeBookingList } from 'contract/schemas/bookingOffice';
import { interestLabel } from 'contract/schemas/lead';
import type { Database } from '../db/database';
import type { BookingRow } from '../booking/bookingStore';
import { clockTime, dayLabel, type LocalDate } from 'contract/time/officeClock';

type OfficeBookingRow = BookingRow & { confirmation: string | null; reminder: string | null };

/** The booking's row and the outcomes of its latest confirmation and of the reminder for its present time. */
const SELECT = `SELECT b.*,
  (SELECT e.outcome FROM booking_emails AS e WHERE e.booking_id = b.id AND e.email = 'confirmation' ORDER BY e.id DESC LIMIT 1) AS confirmation,
  (SELECT COALESCE(r.outcome, 'sending') FROM booking_reminders AS r WHERE r.booking_id = b.id AND r.starts_at = b.starts_at) AS reminder
  FROM bookings AS b`;

export const officeBookingOf = (row: OfficeBookingRow): OfficeBooking => ({
  bookingId: row.id,
  kind: row.kind,
  start: row.starts_at,
  end: row.ends_at,
  time: clockTime(new Date(row.starts_at)),
  status: row.status,
  zip: row.zip,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  interest: interestLabel(row.interest),
  notes: row.notes,
  createdAt: row.created_at,
  movedAt: row.moved_at,
  cancelledAt: row.cancelled_at,
  confirmation: row.confirmation,
  reminder: row.reminder,
});

export async function findOfficeBooking(db: Database, id: string): Promise<OfficeBooking | null> {
  const row = await db.first<OfficeBookingRow>(`${SELECT} WHERE b.id = ?`, [id]);
  return row ? officeBookingOf(row) : null;
}

/** The booked visits from `from` to `to` (days on the office's calendar, both included), by day, days without one left out. */
export async function listOfficeBookings(db: Database, from: LocalDate, to: LocalDate): Promise<OfficeBookingList> {
  const rows = await db.all<OfficeBookingRow>(
    `${SELECT} WHERE b.status = 'booked' AND b.local_day >= ? AND b.local_day <= ? ORDER BY b.starts_at`,
    [from, to],
  );
  const days: OfficeBookingList['days'] = [];
  for (const row of rows) {
    const last = days.at(-1);
    if (last?.date === row.local_day) last.bookings.push(officeBookingOf(row));
    else days.push({ date: row.local_day, label: dayLabel(row.local_day), bookings: [officeBookingOf(row)] });
  }
  return { from, to, days };
}
