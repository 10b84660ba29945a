// The day-before reminders: on the day before a visit (in Chicago), from 8:00 in the
// morning, each visit still booked for the next day gets one email. Each is claimed by
// inserting its row of booking_reminders (unique per visit and start) before it is sent, so
// runs that overlap, repeat or are retried send it once; its outcome is recorded on that
// row. A cancelled visit gets none; a visit moved to another time gets one for that time
// (another row). A reminder that failed is not sent again (the office sees its outcome).
// Run by the housekeeping (src/housekeeping.ts): every hour on Node, with each cron run on
// Workers.
import { TZDate } from '@date-fns/tz';
import { BOOKING_TIME_ZONE } from 'contract/schemas/booking';
import type { WorkerDeps } from '../deps';
import { sendBookingEmail } from './bookingEmails';
import type { BookingRow } from './bookingStore';
import { addLocalDays, localDateOf } from 'contract/time/officeClock';

/** Reminders go from this hour of the day before, not at midnight. */
export const REMINDER_HOUR = 8;

export interface RemindersRun {
  sent: number;
  failed: number;
  /** Why none was looked for: too early in the day, or emails or links off. */
  skipped?: string;
}

type ReminderDeps = Pick<WorkerDeps, 'db' | 'env' | 'fetch' | 'now'>;

/** Claims the reminder of the visit at its present start; false when another run did (or it was cancelled or moved meanwhile). */
async function claim(deps: ReminderDeps, booking: BookingRow, at: Date): Promise<boolean> {
  const { changes } = await deps.db.run(
    `INSERT INTO booking_reminders (booking_id, starts_at, claimed_at)
     SELECT id, starts_at, ? FROM bookings WHERE id = ? AND starts_at = ? AND status = 'booked'
     ON CONFLICT (booking_id, starts_at) DO NOTHING`,
    [at.toISOString(), booking.id, booking.starts_at],
  );
  return changes === 1;
}

/** Sends the reminders due now. */
export async function sendDueReminders(deps: ReminderDeps): Promise<RemindersRun> {
  const now = deps.now();
  if (new TZDate(now.getTime(), BOOKING_TIME_ZONE).getHours() < REMINDER_HOUR) return { sent: 0, failed: 0, skipped: 'before 8:00' };
  if (!deps.env.receipts.privateKey) return { sent: 0, failed: 0, skipped: 'EMAILJS_PRIVATE_KEY is not set' };
  if (!deps.env.booking.linkKey) return { sent: 0, failed: 0, skipped: 'BOOKING_LINK_KEY is not set' };
  const tomorrow = addLocalDays(localDateOf(now), 1);
  const due = await deps.db.all<BookingRow>(
    `SELECT * FROM bookings AS b WHERE b.status = 'booked' AND b.local_day = ?
       AND NOT EXISTS (SELECT 1 FROM booking_reminders AS r WHERE r.booking_id = b.id AND r.starts_at = b.starts_at)
     ORDER BY b.starts_at`,
    [tomorrow],
  );
  const run: RemindersRun = { sent: 0, failed: 0 };
  for (const booking of due) {
    if (!(await claim(deps, booking, now))) continue;
    const outcome = await sendBookingEmail(deps, 'reminder', booking);
    await deps.db.run('UPDATE booking_reminders SET outcome = ? WHERE booking_id = ? AND starts_at = ?', [outcome, booking.id, booking.starts_at]);
    if (outcome === 'sent') run.sent++;
    else run.failed++;
  }
  return run;
}
