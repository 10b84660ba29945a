// Booking's test steps: a worker app on a fixed clock that emails through the sandbox's
// EmailJS stand-in, a visitor's booking body, and the requests the /book pages send.
import { TZDate } from '@date-fns/tz';
import { BOOKING_TIME_ZONE } from 'contract/schemas/booking';
import type { BookingSettings } from 'contract/schemas/bookingOffice';
import type { SentEmail } from 'sandbox/src/emailjs/outbox';
import type { Database } from '../src/db/database';
import { fakeProviders } from './fakeProviders';
import { createTestApp, postJson, SITE_ORIGIN, TEST_CLIENT_HEADER } from './testApp';

/** Tuesday, December 1, 2026, 9:00 in Chicago. */
const WEEKDAY = { opens: '09:00', closes: '17:00' };

/** The settings migration 0012 seeds, as the office reads them. */
export const MIGRATION_SETTINGS: BookingSettings = {
  weeklyHours: { sunday: null, monday: WEEKDAY, tuesday: WEEKDAY, wednesday: WEEKDAY, thursday: WEEKDAY, friday: WEEKDAY, saturday: null },
  visitMinutes: 90,
  bufferMinutes: 30,
  dailyMax: 4,
  noticeHours: 24,
  horizonDays: 30,
  zips: ['53545', '53546', '53548', '53511', '53563', '53534', '53536', '53575', '53589', '53558', '53593', '53562', '53590', '53703', '53704', '53705', '53711', '53713', '53714', '53716', '53717', '53719'],
};

export const NOW = new Date('2026-12-01T15:00:00.000Z');

/** The instant the clocks in Chicago read this wall time, as the time-zone library says. */
export const chicago = (year: number, month: number, day: number, hours: number, minutes = 0) =>
  new Date(new TZDate(year, month - 1, day, hours, minutes, BOOKING_TIME_ZONE).getTime()).toISOString();

/** Tuesday, December 8, 2026, 10:00 in Chicago: a week ahead, on a weekday's hours. */
export const SLOT = chicago(2026, 12, 8, 10);

export const BOOKING_BODY = {
  kind: 'in-home',
  zip: '53545',
  start: SLOT,
  name: 'Lee Chen',
  email: 'lee@example.com',
  phone: '608-555-0123',
  address: '12 Lake Street, Janesville',
  interest: 'home-theater',
  notes: 'Living room and basement.',
  website: '',
  filledInMs: 45_000,
};

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

export const SITE = { Origin: SITE_ORIGIN };

export const postBooking = (app: App, body: Record<string, unknown> = BOOKING_BODY, client = '198.51.100.7') =>
  postJson(app, '/booking', body, { ...SITE, [TEST_CLIENT_HEADER]: client });

export const postFromSite = (app: App, path: string, body: unknown, client = '198.51.100.7') =>
  postJson(app, path, body, { ...SITE, [TEST_CLIENT_HEADER]: client });

/** A worker on a clock the test moves, emailing through the sandbox. */
export async function createBookingApp(options: { env?: Record<string, string>; db?: Database; now?: Date } = {}) {
  const providers = fakeProviders();
  let now = options.now ?? NOW;
  const context = await createTestApp({ env: options.env, db: options.db, now: () => now, fetch: providers.fetch });
  const bookings = () => context.db.all<Record<string, unknown>>('SELECT * FROM bookings ORDER BY starts_at, id');
  const emailsTo = async (templateId: string) => (await providers.emails()).filter((email: SentEmail) => email.templateId === templateId);
  return {
    ...context,
    providers,
    bookings,
    emailsTo,
    setNow: (at: Date) => (now = at),
  };
}

/** The token of a link in an email: its move_url or cancel_url. */
export const tokenOf = (url: unknown) => new URL(String(url)).searchParams.get('token') ?? '';
