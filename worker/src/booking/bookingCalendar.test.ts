// The calendar invitation of a booking's emails, read back from the sandbox's EmailJS as a
// calendar program would read it (ical.js parses it).
import ICAL from 'ical.js';
import { bookingConfirmationSchema } from 'contract/schemas/booking';
import { BOOKING_BODY, chicago, createBookingApp, postBooking, postFromSite, SLOT, tokenOf } from '../../test/booking';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/** The event of an email's `invitation` parameter (a data URL), with its calendar's METHOD. */
function invitationOf(params: Record<string, unknown>) {
  const dataUrl = String(params.invitation);
  const prefix = 'data:text/calendar;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  const text = new TextDecoder().decode(Uint8Array.from(atob(dataUrl.slice(prefix.length)), (char) => char.charCodeAt(0)));
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { text, method: calendar.getFirstPropertyValue('method'), vevent, event: new ICAL.Event(vevent) };
}

it('is an event with the booking id as UID, its times in UTC, a summary and, for a visit, the address', async () => {
  const { app, emailsTo } = await createBookingApp();
  const { bookingId } = bookingConfirmationSchema.parse(await (await postBooking(app)).json());
  const [email] = await emailsTo('template_booking_confirmation');
  const { method, vevent, event, text } = invitationOf(email!.params);

  expect(method).toBe('REQUEST');
  expect(event.uid).toBe(bookingId);
  expect(event.startDate.zone).toBe(ICAL.Timezone.utcTimezone);
  expect(event.startDate.toJSDate().toISOString()).toBe(SLOT);
  expect(event.endDate.toJSDate().toISOString()).toBe(chicago(2026, 12, 8, 11, 30));
  expect(event.summary).toBe('In-home visit with Rock River Audio Video');
  expect(event.location).toBe('12 Lake Street, Janesville, 53545');
  expect(event.sequence).toBe(0);
  expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  expect(event.description).toContain('What to have ready:');
  // 10:00 in Chicago on December 8 (CST) is 16:00 UTC, written with its Z.
  expect(text).toContain('DTSTART:20261208T160000Z');
  // The links stay in the email: a calendar may be shared.
  expect(text).not.toContain('token');
});

it('has no place for a call', async () => {
  const { app, emailsTo } = await createBookingApp();
  await postBooking(app, { ...BOOKING_BODY, kind: 'video' });
  const [email] = await emailsTo('template_booking_confirmation');
  const { event } = invitationOf(email!.params);
  expect(event.summary).toBe('Video call with Rock River Audio Video');
  expect(event.location).toBeNull();
});

it('updates the same event when the visit moves, and cancels it when it is cancelled', async () => {
  const { app, emailsTo } = await createBookingApp();
  const { bookingId } = bookingConfirmationSchema.parse(await (await postBooking(app)).json());
  const [confirmation] = await emailsTo('template_booking_confirmation');
  const later = chicago(2026, 12, 9, 13);
  expect((await postFromSite(app, '/booking/move', { token: tokenOf(confirmation!.params.move_url), start: later })).status).toBe(200);
  const [moved] = await emailsTo('template_booking_moved');
  const afterMove = invitationOf(moved!.params);
  expect(afterMove.event.uid).toBe(bookingId);
  expect(afterMove.event.sequence).toBe(1);
  expect(afterMove.event.startDate.toJSDate().toISOString()).toBe(later);

  expect((await postFromSite(app, '/booking/cancel', { token: tokenOf(moved!.params.cancel_url) })).status).toBe(200);
  const [cancelled] = await emailsTo('template_booking_cancelled');
  const afterCancel = invitationOf(cancelled!.params);
  expect(afterCancel.method).toBe('CANCEL');
  expect(afterCancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  expect(afterCancel.event.uid).toBe(bookingId);
  expect(afterCancel.event.sequence).toBe(2);
});
