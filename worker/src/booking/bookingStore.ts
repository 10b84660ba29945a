// The bookings' SQL. Taking a time is one statement: the INSERT (or, for a move, the
// UPDATE) happens only where no booked visit meets the new one with the buffers on either
// side and its day is under the maximum, both read inside that statement, so bookings sent
// together cannot both pass (SQLite runs one writing statement at a time, D1 too), and the
// unique index on the start of booked visits refuses two at one start whatever else
// happens. A move is the same one statement, so the old time is free the moment the new one
// is taken; a cancel frees it the same way.
import type { BookingKind } from 'contract/schemas/booking';
import type { Database } from '../db/database';
import type { LocalDate } from 'contract/time/officeClock';
import type { BookedVisit, TimeSpan } from './slots';

const MINUTE_MS = 60_000;
/**
 * How far before a new visit a booked one may start and still meet it: the longest visit the
 * settings allow (8 hours) and the longest buffer (4), rounded up to a day. It bounds the
 * index's range, so the check reads only the visits near the new one.
 */
const REACH_MS = 24 * 60 * MINUTE_MS;

export type BookingStatus = 'booked' | 'cancelled';

export interface BookingRow {
  id: string;
  kind: BookingKind;
  zip: string;
  starts_at: string;
  ends_at: string;
  local_day: LocalDate;
  status: BookingStatus;
  name: string;
  email: string;
  phone: string;
  address: string;
  interest: string;
  notes: string;
  created_at: string;
  moved_at: string | null;
  cancelled_at: string | null;
  cancelled_by: 'customer' | 'office' | null;
  sequence: number;
}

export interface NewBooking {
  id: string;
  kind: BookingKind;
  zip: string;
  slot: TimeSpan;
  localDay: LocalDate;
  name: string;
  email: string;
  phone: string;
  address: string;
  interest: string;
  notes: string;
  createdAt: Date;
}

/** What the statement needs to keep visits apart: the buffer and the day's maximum in force. */
export interface Spacing {
  bufferMinutes: number;
  dailyMax: number;
}

/** The conditions of a free time, after `WHERE` (`other` is every other booked visit). */
const FREE_TIME = `NOT EXISTS (
    SELECT 1 FROM bookings AS other
    WHERE other.status = 'booked' AND other.id <> ? AND other.starts_at < ? AND other.starts_at > ? AND other.ends_at > ?
  )
  AND (SELECT COUNT(*) FROM bookings AS other WHERE other.status = 'booked' AND other.id <> ? AND other.local_day = ?) < ?`;

function freeTimeParams(id: string, slot: TimeSpan, localDay: LocalDate, spacing: Spacing) {
  const bufferMs = spacing.bufferMinutes * MINUTE_MS;
  const startWithBuffer = new Date(slot.start.getTime() - bufferMs);
  return [
    id,
    new Date(slot.end.getTime() + bufferMs).toISOString(),
    new Date(startWithBuffer.getTime() - REACH_MS).toISOString(),
    startWithBuffer.toISOString(),
    id,
    localDay,
    spacing.dailyMax,
  ];
}

const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message);

/** Books the visit if its time is free: 'booked', else 'taken' (nothing is written). */
export async function bookSlot(db: Database, booking: NewBooking, spacing: Spacing): Promise<'booked' | 'taken'> {
  try {
    const { changes } = await db.run(
      `INSERT INTO bookings (id, kind, zip, starts_at, ends_at, local_day, name, email, phone, address, interest, notes, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
       WHERE ${FREE_TIME}`,
      [
        booking.id,
        booking.kind,
        booking.zip,
        booking.slot.start.toISOString(),
        booking.slot.end.toISOString(),
        booking.localDay,
        booking.name,
        booking.email,
        booking.phone,
        booking.address,
        booking.interest,
        booking.notes,
        booking.createdAt.toISOString(),
        ...freeTimeParams(booking.id, booking.slot, booking.localDay, spacing),
      ],
    );
    return changes === 1 ? 'booked' : 'taken';
  } catch (error) {
    // The index's word on two visits at one start; an id drawn twice (50 random bits) would land here too.
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** Moves a booked visit to `slot` if it is free: 'moved', 'taken', or 'not booked' (cancelled, or no such visit). */
export async function moveBooking(
  db: Database,
  move: { id: string; slot: TimeSpan; localDay: LocalDate; at: Date },
  spacing: Spacing,
): Promise<'moved' | 'taken' | 'not booked'> {
  try {
    const { changes } = await db.run(
      `UPDATE bookings SET starts_at = ?, ends_at = ?, local_day = ?, moved_at = ?, sequence = sequence + 1
       WHERE id = ? AND status = 'booked' AND ${FREE_TIME}`,
      [
        move.slot.start.toISOString(),
        move.slot.end.toISOString(),
        move.localDay,
        move.at.toISOString(),
        move.id,
        ...freeTimeParams(move.id, move.slot, move.localDay, spacing),
      ],
    );
    if (changes === 1) return 'moved';
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return (await findBooking(db, move.id))?.status === 'booked' ? 'taken' : 'not booked';
}

/** Cancels a booked visit; false when it was not booked (already cancelled, or no such visit). */
export async function cancelBooking(db: Database, cancel: { id: string; at: Date; by: 'customer' | 'office' }): Promise<boolean> {
  const { changes } = await db.run(
    `UPDATE bookings SET status = 'cancelled', cancelled_at = ?, cancelled_by = ?, sequence = sequence + 1 WHERE id = ? AND status = 'booked'`,
    [cancel.at.toISOString(), cancel.by, cancel.id],
  );
  return changes === 1;
}

export function findBooking(db: Database, id: string): Promise<BookingRow | null> {
  return db.first<BookingRow>('SELECT * FROM bookings WHERE id = ?', [id]);
}

/** The booked visits on the days from `from` to `to` (both included), by start. */
export async function bookedVisits(db: Database, from: LocalDate, to: LocalDate): Promise<BookedVisit[]> {
  const rows = await db.all<Pick<BookingRow, 'starts_at' | 'ends_at' | 'local_day'>>(
    `SELECT starts_at, ends_at, local_day FROM bookings WHERE status = 'booked' AND local_day >= ? AND local_day <= ? ORDER BY starts_at`,
    [from, to],
  );
  return rows.map((row) => ({ start: new Date(row.starts_at), end: new Date(row.ends_at), localDay: row.local_day }));
}

export async function countBookedOn(db: Database, date: LocalDate): Promise<number> {
  const row = await db.first<{ count: number }>(`SELECT COUNT(*) AS count FROM bookings WHERE status = 'booked' AND local_day = ?`, [date]);
  return row?.count ?? 0;
}
