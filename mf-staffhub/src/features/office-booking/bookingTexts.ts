// How the office's booking pages word a visit: its kind, its emails' outcomes, and what
// the page says once a visit is moved or cancelled.
import { BOOKING_KIND_LABELS } from 'contract/schemas/booking';
import type { OfficeBooking } from 'contract/schemas/bookingOffice';

export const kindText = (booking: Pick<OfficeBooking, 'kind'>) => BOOKING_KIND_LABELS[booking.kind];

/** An email's outcome as the worker records it ('sent', 'failed: …', 'off: …', 'sending'; null: none yet). */
export function emailOutcomeText(outcome: string | null): string {
  if (outcome === null) return 'Not sent yet';
  if (outcome === 'sent') return 'Sent';
  if (outcome === 'sending') return 'Sending';
  const [state, ...rest] = outcome.split(':');
  const why = rest.join(':').trim();
  if (state === 'failed') return why ? `Failed (${why})` : 'Failed';
  if (state === 'off') return why ? `Not sent (${why})` : 'Not sent';
  return outcome;
}

export const emailFailed = (outcome: string | null) => outcome?.startsWith('failed') === true;

/** 'the in-home visit with Robin Fields' */
const visitWords = (booking: Pick<OfficeBooking, 'kind' | 'name'>) => `the ${kindText(booking).toLowerCase()} with ${booking.name}`;

/** Said when the worker tells the customer's email did not go; without a word from it, it went. */
const emailWords = (booking: Pick<OfficeBooking, 'phone'>, emailSent: boolean, sent: string) =>
  emailSent === false ? `The email to the customer could not be sent: please call them at ${booking.phone}.` : sent;

export const movedText = (booking: Pick<OfficeBooking, 'kind' | 'name' | 'phone'>, when: string, emailSent: boolean) =>
  `Moved ${visitWords(booking)} to ${when}. ${emailWords(booking, emailSent, 'The customer was emailed the new time.')}`;

export const cancelledText = (booking: Pick<OfficeBooking, 'kind' | 'name' | 'phone'>, when: string, emailSent: boolean) =>
  `Cancelled ${visitWords(booking)} on ${when}. ${emailWords(booking, emailSent, 'The customer was emailed that it is cancelled.')}`;

/** 'Tuesday, December 8 at 10:00 AM' */
export const slotWords = (dayLabel: string, time: string) => `${dayLabel} at ${time}`;
