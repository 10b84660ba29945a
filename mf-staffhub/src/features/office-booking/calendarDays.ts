// Days on the office's calendar as the worker writes them (YYYY-MM-DD, in Chicago): the day
// so many days on, and the day in words. A date alone names no instant, so it is read and
// written at noon UTC, where no time zone can turn it into another day.
const WORDS = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

export const isCalendarDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && noonOf(date).toISOString().slice(0, 10) === date;

/** The day `days` days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const at = noonOf(date);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** 'Friday, December 25, 2026'; the text as given when it is no date. */
export const dayWords = (date: string) => (isCalendarDate(date) ? WORDS.format(noonOf(date)) : date);
