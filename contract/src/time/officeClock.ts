// The office's clock (America/Chicago) through @date-fns/tz: which instant a wall time of a
// day is, which day an instant falls on, and how both read in words. No offset is written
// by hand anywhere: the time-zone database decides, daylight-saving changes included. The
// worker computes the free times with it; the booking's pages and the office's write days
// and times in the same words.
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { BOOKING_TIME_ZONE, BOOKING_ZONE_NAME } from 'contract/schemas/booking';

/** A day on the office's calendar: YYYY-MM-DD. */
export type LocalDate = string;

const [YEAR, MONTH, DAY] = [0, 1, 2];

function parts(date: LocalDate): [number, number, number] {
  const numbers = date.split('-').map(Number);
  return [numbers[YEAR]!, numbers[MONTH]!, numbers[DAY]!];
}

const zoned = (instant: Date | number) => new TZDate(typeof instant === 'number' ? instant : instant.getTime(), BOOKING_TIME_ZONE);

/** The day `instant` falls on in Chicago. */
export const localDateOf = (instant: Date | number): LocalDate => format(zoned(instant), 'yyyy-MM-dd');

/** The day `days` after `date` (before, for a negative count). */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = parts(date);
  // Noon is on every day, whatever the clocks do at night.
  return format(addDays(new TZDate(year, month - 1, day, 12, 0, BOOKING_TIME_ZONE), days), 'yyyy-MM-dd');
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(date: LocalDate): number {
  const [year, month, day] = parts(date);
  return new TZDate(year, month - 1, day, 12, 0, BOOKING_TIME_ZONE).getDay();
}

/** Whether `date` is a day of the calendar written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(date: LocalDate): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [year, month, day] = parts(date);
  const noon = new TZDate(year, month - 1, day, 12, 0, BOOKING_TIME_ZONE);
  return noon.getFullYear() === year && noon.getMonth() === month - 1 && noon.getDate() === day;
}

/**
 * The instant the clocks in Chicago read `minutes` past midnight on `date`, or null where
 * they never read it (the hour skipped when daylight time begins). Where they read it twice
 * (the hour repeated when it ends), the first.
 */
export function instantAt(date: LocalDate, minutes: number): Date | null {
  const wall = wallClock(date, minutes);
  const readsAsAsked = wall.getDate() === parts(date)[DAY] && wall.getHours() * 60 + wall.getMinutes() === minutes;
  return readsAsAsked ? new Date(wall.getTime()) : null;
}

/** As instantAt, but a time the clocks skip is taken as the instant they jump to (for a closing time). */
export const instantAtOrAfter = (date: LocalDate, minutes: number): Date => new Date(wallClock(date, minutes).getTime());

function wallClock(date: LocalDate, minutes: number): TZDate {
  const [year, month, day] = parts(date);
  return new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, BOOKING_TIME_ZONE);
}

/** '09:00' as minutes past midnight. */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** '10:00 AM'. */
export const clockTime = (instant: Date | number) => format(zoned(instant), 'h:mm a');

/** 'Tuesday, December 8'. */
export function dayLabel(date: LocalDate): string {
  const [year, month, day] = parts(date);
  return format(new TZDate(year, month - 1, day, 12, 0, BOOKING_TIME_ZONE), 'EEEE, MMMM d');
}

/** 'Friday, December 25, 2026'; the text as given where it is no day of the calendar. */
export function dayWords(date: LocalDate): string {
  if (!isCalendarDate(date)) return date;
  const [year, month, day] = parts(date);
  return format(new TZDate(year, month - 1, day, 12, 0, BOOKING_TIME_ZONE), 'EEEE, MMMM d, yyyy');
}

/** 'Tuesday, December 8, 2026, 10:00 AM Central Time'. */
export const spokenTime = (instant: Date | number) => `${format(zoned(instant), 'EEEE, MMMM d, yyyy, h:mm a')} ${BOOKING_ZONE_NAME}`;
