// How the booking's pages write an instant: on the office's clock (America/Chicago), in
// the words the worker's emails use ('Tuesday, December 8, 2026, 10:00 AM Central Time').
import { BOOKING_TIME_ZONE, BOOKING_ZONE_NAME } from 'contract/schemas/booking';

const day = new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const clock = new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

// Newer time-zone data puts a narrow no-break space before AM and PM.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** 'Tuesday, December 8, 2026, 10:00 AM Central Time'. */
export function whenInWords(instant: string): string {
  const at = new Date(instant);
  return plainSpaces(`${day.format(at)}, ${clock.format(at)} ${BOOKING_ZONE_NAME}`);
}
