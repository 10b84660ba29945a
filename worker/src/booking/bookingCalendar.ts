// The calendar invitation a booking's emails carry (.ics, made with the `ics` package): one
// event whose UID is the booking id, so a calendar that took the confirmation updates the
// same event when the visit moves (a higher SEQUENCE) and drops it when it is cancelled
// (METHOD:CANCEL). Times are written in UTC; the links to move or cancel stay out of it (a
// calendar may be shared), they are in the email only.
import { createEvent, type EventAttributes } from 'ics';
import { company } from 'contract/company/company';
import { BOOKING_KIND_LABELS, BOOKING_PREPARATION } from 'contract/schemas/booking';
import type { BookingRow } from './bookingStore';

type CalendarBooking = Pick<BookingRow, 'id' | 'kind' | 'zip' | 'starts_at' | 'ends_at' | 'address' | 'status' | 'sequence'>;

/** The event's title: 'In-home visit with Rock River Audio Video'. */
export const calendarTitle = (booking: Pick<BookingRow, 'kind'>) => `${BOOKING_KIND_LABELS[booking.kind]} with ${company.name}`;

/** Where an in-home visit is: the address and ZIP code the visitor gave. Calls have no place. */
export const visitLocation = (booking: Pick<BookingRow, 'kind' | 'address' | 'zip'>) =>
  booking.kind === 'in-home' ? `${booking.address}, ${booking.zip}` : undefined;

function description(booking: CalendarBooking): string {
  const ready = BOOKING_PREPARATION[booking.kind].map((line) => `- ${line}`).join('\n');
  return `Your free consultation with ${company.name} (${booking.id}).\n\nWhat to have ready:\n${ready}\n\nQuestions? Call us at ${company.phone.display}.`;
}

/** The .ics text of the booking as it stands: cancelled, it cancels the event. */
export function calendarInvitation(booking: CalendarBooking, now: Date): string {
  const cancelled = booking.status === 'cancelled';
  const location = visitLocation(booking);
  const event: EventAttributes & { timestamp: number } = {
    uid: booking.id,
    productId: `-//${company.name}//Booking//EN`,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: booking.sequence,
    title: calendarTitle(booking),
    description: description(booking),
    ...(location ? { location } : {}),
    start: new Date(booking.starts_at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(booking.ends_at).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    organizer: { name: company.name, email: company.email.display },
    timestamp: now.getTime(),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(`no calendar invitation for ${booking.id}: ${error?.message ?? 'empty'}`);
  return value;
}

/** The .ics as EmailJS takes a variable attachment: a data URL in a template parameter. */
export function calendarDataUrl(ics: string): string {
  const bytes = new TextEncoder().encode(ics);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:text/calendar;base64,${btoa(binary)}`;
}
