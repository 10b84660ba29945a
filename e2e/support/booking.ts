// Booking a consultation (#46) as the suite reads it: the emails the worker sent about a
// visit (the sandbox's EmailJS outbox), the calendar invitation one carries, parsed as a
// calendar program would (ical.js), and the visit as the worker's database holds it.
import ICAL from 'ical.js';
import { expect } from '@playwright/test';
import { sentEmails, type SentEmail } from './sandbox';
import { readRows } from './readSqlite';
import { journalPath } from './site';

export const BOOKING_TEMPLATES = {
  confirmation: 'template_booking_confirmation',
  moved: 'template_booking_moved',
  cancelled: 'template_booking_cancelled',
} as const;

/** The one email of `template` sent to `email`, once it has gone. */
export async function bookingEmail(template: keyof typeof BOOKING_TEMPLATES, email: string): Promise<SentEmail> {
  const to = async () => (await sentEmails(BOOKING_TEMPLATES[template])).filter(({ params }) => params.to_email === email);
  await expect.poll(async () => (await to()).length).toBe(1);
  return (await to())[0]!;
}

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
}

/** The one event of the email's calendar invitation (its `invitation` data URL). */
export function invitationEvent(email: SentEmail): CalendarEvent {
  const url = String(email.params.invitation);
  expect(url).toMatch(/^data:text\/calendar;base64,/);
  const ics = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]!);
  return { uid: event.uid, start: event.startDate.toJSDate(), end: event.endDate.toJSDate(), summary: event.summary, location: event.location };
}

/** The path of one of the email's links (its move_url or cancel_url), on the suite's site. */
export const linkPath = (email: SentEmail, link: 'move_url' | 'cancel_url') => {
  const url = new URL(String(email.params[link]));
  return `${url.pathname}${url.search}`;
};

export interface BookingRow {
  id: string;
  kind: string;
  starts_at: string;
  status: string;
  email: string;
}

/** The visits booked with `email`, as the worker's database holds them. */
export const bookingsOf = (email: string) => readRows<BookingRow>(journalPath, 'SELECT id, kind, starts_at, status, email FROM bookings WHERE email = ? ORDER BY created_at', email);
