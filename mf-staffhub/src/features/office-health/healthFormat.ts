// How the health page writes times, durations and numbers. Times are UTC, as the release
// history and the judge write them, and say so.
import type { HealthRange } from './officeHealthApi';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const COUNT = new Intl.NumberFormat('en-US');

/** A bucket's start where the column says UTC: 'Nov 27, 14:00'. */
export const bucketTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** A moment, saying it is UTC: 'Nov 27, 14:00 UTC'. */
export const utcTime = (iso: string) => `${bucketTime(iso)} UTC`;

export const count = (value: number) => COUNT.format(value);

/** A p75 in milliseconds, or that there were no values. */
export const milliseconds = (value: number | null) => (value === null ? 'no data' : `${COUNT.format(Math.round(value))} ms`);

export const RANGE_WORDS: Readonly<Record<HealthRange, { label: string; per: string; bucket: string; none: string }>> = {
  day: { label: 'Last day, by the hour', per: 'per hour', bucket: 'Hour starting', none: 'in the last day' },
  week: { label: 'Last week, by 6 hours', per: 'per 6 hours', bucket: '6 hours starting', none: 'in the last week' },
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long until `deadline`: '2 days 5 hours left', '3 hours 10 minutes left', '12 minutes left', or 'past its deadline'. */
export function timeLeft(deadline: string, now: Date): string {
  const minutes = Math.floor((Date.parse(deadline) - now.getTime()) / 60_000);
  if (minutes <= 0) return 'past its deadline';
  const [days, hours, rest] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
  if (days > 0) return `${plural(days, 'day')}${hours > 0 ? ` ${plural(hours, 'hour')}` : ''} left`;
  if (hours > 0) return `${plural(hours, 'hour')}${rest > 0 ? ` ${plural(rest, 'minute')}` : ''} left`;
  return `${plural(rest, 'minute')} left`;
}
