// The emails the worker sends about a visit, itself, through EmailJS's REST API with the
// private key: they carry the links to move and cancel it, signed with a key no browser may
// hold. Each is sent after the visit is stored, and its outcome is recorded
// (booking_emails; the reminders' in booking_reminders). Nothing personal is logged: a
// failure names the booking id and the outcome only.
import { company } from 'contract/company/company';
import { BOOKING_KIND_LABELS, BOOKING_PREPARATION } from 'contract/schemas/booking';
import type { TemplateParams } from 'contract/emails/outgoingEmail';
import { interestLabel } from 'contract/schemas/lead';
import type { WorkerDeps } from '../deps';
import { sendThroughEmailjs } from '../email/emailjsRest';
import type { BookingEmail } from './bookingEnv';
import { calendarDataUrl, calendarInvitation, visitLocation } from './bookingCalendar';
import { manageUrl, signBookingLink } from './bookingLinks';
import type { BookingRow } from './bookingStore';
import { spokenTime } from 'contract/time/officeClock';

type EmailDeps = Pick<WorkerDeps, 'db' | 'env' | 'fetch' | 'now'>;

/** Where the office's emails send a visitor who cancelled, to book again. */
const bookAgainUrl = (siteOrigin: string) => `${siteOrigin}/book`;

/** The site the links open: the first of SITE_ORIGINS (list the canonical origin first). */
const siteOriginOf = (deps: Pick<WorkerDeps, 'env'>) => deps.env.siteOrigins[0]!;

/** The move and cancel links, each valid until the visit starts. */
async function links(deps: Pick<WorkerDeps, 'env'>, booking: BookingRow): Promise<{ move_url: string; cancel_url: string }> {
  const key = deps.env.booking.linkKey;
  if (!key) throw new Error('booking links need BOOKING_LINK_KEY');
  const expiresAt = new Date(booking.starts_at);
  const [move, cancel] = await Promise.all([
    signBookingLink({ purpose: 'move', bookingId: booking.id, expiresAt }, key),
    signBookingLink({ purpose: 'cancel', bookingId: booking.id, expiresAt }, key),
  ]);
  return { move_url: manageUrl(siteOriginOf(deps), move), cancel_url: manageUrl(siteOriginOf(deps), cancel) };
}

/** What every email about the visit says. */
function visitParams(booking: BookingRow, now: Date): TemplateParams {
  return {
    to_email: booking.email,
    to_name: booking.name,
    booking_id: booking.id,
    kind: BOOKING_KIND_LABELS[booking.kind],
    when: spokenTime(new Date(booking.starts_at)),
    location: visitLocation(booking) ?? '',
    interest: interestLabel(booking.interest),
    company_phone: company.phone.display,
    // The .ics as an EmailJS variable attachment (docs/booking.md).
    invitation: calendarDataUrl(calendarInvitation(booking, now)),
  };
}

/** The parameters of each email: a visit's time, what to have ready and its links; a cancellation's note. */
export async function bookingEmailParams(deps: Pick<WorkerDeps, 'env'>, email: BookingEmail, booking: BookingRow, now: Date): Promise<TemplateParams> {
  const visit = visitParams(booking, now);
  if (email === 'cancelled') {
    const cancelNote =
      booking.cancelled_by === 'office'
        ? `We had to cancel this visit, and we are sorry. We will call you to find another time, or call us at ${company.phone.display}.`
        : 'You cancelled this visit. The time is free for someone else now.';
    return { ...visit, cancel_note: cancelNote, book_url: bookAgainUrl(siteOriginOf(deps)) };
  }
  return { ...visit, prepare: BOOKING_PREPARATION[booking.kind].map((line) => `- ${line}`).join('\n'), ...(await links(deps, booking)) };
}

/** Sends one email about the visit as it stands now; never throws. Answers the outcome ('sent', 'failed: …', 'off: …'). */
export async function sendBookingEmail(deps: EmailDeps, email: BookingEmail, booking: BookingRow): Promise<string> {
  let outcome: string;
  try {
    const params = await bookingEmailParams(deps, email, booking, deps.now());
    outcome = await sendThroughEmailjs(deps, deps.env.booking.templates[email], params);
  } catch (error) {
    outcome = `failed: ${(error as Error).message}`;
  }
  if (outcome !== 'sent') console.error(`worker: the ${email} email of ${booking.id} was not sent: ${outcome}`);
  return outcome;
}

/** Sends the confirmation, moved or cancelled email and records its outcome; never throws. Answers whether it went. */
export async function sendAndRecord(deps: EmailDeps, email: Exclude<BookingEmail, 'reminder'>, booking: BookingRow): Promise<boolean> {
  const outcome = await sendBookingEmail(deps, email, booking);
  try {
    await deps.db.run('INSERT INTO booking_emails (booking_id, email, at, outcome) VALUES (?, ?, ?, ?)', [booking.id, email, deps.now().toISOString(), outcome]);
  } catch (error) {
    console.error(`worker: the ${email} email's outcome of ${booking.id} could not be recorded`, error);
  }
  return outcome === 'sent';
}
