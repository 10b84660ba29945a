// The office's booking: settings, days off, the visits by day, moving and cancelling one
// (the customer is emailed), and each booking among the follow-ups.
import { BOOKING_MESSAGES, bookingConfirmationSchema, bookingSlotsSchema, slotGoneSchema } from 'contract/schemas/booking';
import { BOOKING_SETTINGS_MESSAGES, bookingSettingsSchema, officeBookingChangedSchema, officeBookingListSchema } from 'contract/schemas/bookingOffice';
import { followUpDetailSchema, followUpListSchema } from 'contract/schemas/office';
import { BOOKING_BODY, chicago, createBookingApp, MIGRATION_SETTINGS, NOW, postBooking, SLOT } from '../../test/booking';
import { officePost, signedInPerson, withCookie } from '../../test/office';

const S = BOOKING_SETTINGS_MESSAGES;
const DEFAULTS = MIGRATION_SETTINGS;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/** A signed-in office and a visit booked at SLOT by Lee Chen. */
async function officeWithVisit() {
  const context = await createBookingApp();
  const { bookingId } = bookingConfirmationSchema.parse(await (await postBooking(context.app)).json());
  const { cookie } = await signedInPerson(context.app, context.db, 'Jamie Lee', NOW);
  const get = (path: string) => context.app.request(path, { headers: withCookie(cookie) });
  const post = (path: string, body: unknown) => officePost(context.app, path, body, withCookie(cookie));
  const audit = () => context.db.all<{ person_name: string; action: string; subject: string; detail: string | null }>('SELECT person_name, action, subject, detail FROM office_audit WHERE action LIKE ? ORDER BY id', ['booking%']);
  return { ...context, bookingId, get, post, audit };
}

describe('the booking settings', () => {
  it('are the seeded defaults until the office saves others, which the free times then follow', async () => {
    const { get, post, app, audit } = await officeWithVisit();
    const response = await get('/office/booking/settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(bookingSettingsSchema.parse(await response.json())).toEqual(DEFAULTS);

    const saturdays = { ...DEFAULTS, weeklyHours: { ...DEFAULTS.weeklyHours, saturday: { opens: '10:00', closes: '14:00' } }, zips: ['53545'] };
    const saved = await post('/office/booking/settings', saturdays);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(saturdays);
    expect(await (await get('/office/booking/settings')).json()).toEqual(saturdays);
    expect((await audit()).map((row) => [row.person_name, row.action])).toEqual([['Jamie Lee', 'booking-settings']]);

    const slots = bookingSlotsSchema.parse(await (await app.request('/booking/slots?kind=video&zip=53545&from=2026-12-05&days=1')).json());
    expect(slots.days[0]!.slots.map((slot) => slot.time)).toEqual(['10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM']);
    expect((await app.request('/booking/slots?kind=video&zip=53703')).status).toBe(422);
  });

  it.each([
    ['a closing time before the opening time', { weeklyHours: { ...DEFAULTS.weeklyHours, monday: { opens: '17:00', closes: '09:00' } } }, 'weeklyHours.monday.closes', S.closesAfterOpens],
    ['a time not on a 24-hour clock', { weeklyHours: { ...DEFAULTS.weeklyHours, monday: { opens: '9am', closes: '17:00' } } }, 'weeklyHours.monday.opens', S.time],
    ['a ten-minute visit', { visitMinutes: 10 }, 'visitMinutes', S.visitMinutes],
    ['a buffer of half a minute', { bufferMinutes: 0.5 }, 'bufferMinutes', S.bufferMinutes],
    ['no visit a day', { dailyMax: 0 }, 'dailyMax', S.dailyMax],
    ['a notice of a year', { noticeHours: 8760 }, 'noticeHours', S.noticeHours],
    ['no ZIP code', { zips: [] }, 'zips', S.zips],
    ['a ZIP code twice', { zips: ['53545', '53545'] }, 'zips', S.zipRepeated],
    ['a ZIP code of four digits', { zips: ['5354'] }, 'zips.0', S.zip],
  ])('refuses %s with 400 naming the field, and keeps the settings', async (_name, change, path, message) => {
    const { get, post } = await officeWithVisit();
    const response = await post('/office/booking/settings', { ...DEFAULTS, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: expect.arrayContaining([{ path, message }]) });
    expect(await (await get('/office/booking/settings')).json()).toEqual(DEFAULTS);
  });
});

it.each(['/office/booking/settings', '/office/booking/days-off'])('POST %s needs an office session too', async (path) => {
  const { app, get } = await officeWithVisit();
  const response = await officePost(app, path, DEFAULTS);
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: 'Sign in to the office first' });
  expect(await (await get('/office/booking/settings')).json()).toEqual(DEFAULTS);
});

describe('days off', () => {
  it('are added with how many visits that day holds, closed to visitors, and removed', async () => {
    const { get, post, app, audit } = await officeWithVisit();
    const added = await post('/office/booking/days-off', { date: '2026-12-08', note: 'Staff training' });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ items: [{ date: '2026-12-08', note: 'Staff training' }], bookedThatDay: 1 });
    expect(await (await get('/office/booking/days-off')).json()).toEqual({ items: [{ date: '2026-12-08', note: 'Staff training' }] });
    const slots = bookingSlotsSchema.parse(await (await app.request('/booking/slots?kind=video&zip=53545&from=2026-12-07&days=3')).json());
    expect(slots.days.map((day) => day.date)).toEqual(['2026-12-07', '2026-12-09']);
    const refused = await postBooking(app, { ...BOOKING_BODY, start: chicago(2026, 12, 8, 14) }, '203.0.113.5');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: BOOKING_MESSAGES.noLongerOpen });

    const removed = await post('/office/booking/days-off/2026-12-08/remove', {});
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ items: [] });
    expect((await post('/office/booking/days-off/2026-12-08/remove', {})).status).toBe(404);
    expect((await audit()).map((row) => [row.action, row.subject, row.detail])).toEqual([
      ['booking-day-off', '2026-12-08', 'Staff training'],
      ['booking-day-off-removed', '2026-12-08', null],
    ]);
  });

  it('refuses a day that is not on the calendar', async () => {
    const { post } = await officeWithVisit();
    const response = await post('/office/booking/days-off', { date: '2026-02-30' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: 'date', message: BOOKING_MESSAGES.from }] });
  });
});

describe('GET /office/bookings', () => {
  it('lists the booked visits by day with their contacts and emails', async () => {
    const { get, app, bookingId } = await officeWithVisit();
    await postBooking(app, { ...BOOKING_BODY, kind: 'phone', name: 'Ana Ruiz', start: chicago(2026, 12, 8, 14) }, '203.0.113.5');
    await postBooking(app, { ...BOOKING_BODY, kind: 'video', name: 'Bo Park', start: chicago(2026, 12, 9, 9) }, '203.0.113.6');
    const response = await get('/office/bookings?from=2026-12-08&days=2');
    expect(response.status).toBe(200);
    const list = officeBookingListSchema.parse(await response.json());
    expect(list.from).toBe('2026-12-08');
    expect(list.to).toBe('2026-12-09');
    expect(list.days.map((day) => [day.label, day.bookings.map((booking) => `${booking.time} ${booking.name}`)])).toEqual([
      ['Tuesday, December 8', ['10:00 AM Lee Chen', '2:00 PM Ana Ruiz']],
      ['Wednesday, December 9', ['9:00 AM Bo Park']],
    ]);
    expect(list.days[0]!.bookings[0]).toEqual({
      bookingId,
      kind: 'in-home',
      start: SLOT,
      end: chicago(2026, 12, 8, 11, 30),
      time: '10:00 AM',
      status: 'booked',
      zip: '53545',
      name: 'Lee Chen',
      email: 'lee@example.com',
      phone: '608-555-0123',
      address: '12 Lake Street, Janesville',
      interest: 'Home theater',
      notes: 'Living room and basement.',
      createdAt: NOW.toISOString(),
      movedAt: null,
      cancelledAt: null,
      confirmation: 'sent',
      reminder: null,
    });
  });
});

describe('moving and cancelling a visit from the office', () => {
  it('moves it to a free time, within the visitors’ notice too, and emails the customer', async () => {
    const { post, bookingId, emailsTo, audit, get } = await officeWithVisit();
    const today = chicago(2026, 12, 1, 14);
    const response = await post(`/office/bookings/${bookingId}/move`, { start: today });
    expect(response.status).toBe(200);
    expect(officeBookingChangedSchema.parse(await response.json())).toMatchObject({ bookingId, start: today, time: '2:00 PM', movedAt: NOW.toISOString(), emailSent: true });
    const [moved] = await emailsTo('template_booking_moved');
    expect(moved!.params).toMatchObject({ to_email: 'lee@example.com', when: 'Tuesday, December 1, 2026, 2:00 PM Central Time' });
    expect(await audit()).toEqual([{ person_name: 'Jamie Lee', action: 'booking-moved', subject: bookingId, detail: `${SLOT} to ${today}` }]);
    const slots = bookingSlotsSchema.parse(await (await get('/office/booking/slots?days=1')).json());
    expect(slots.days[0]!.slots.map((slot) => slot.time)).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM']);
  });

  it('answers a time another visit holds with 409 and the next free times', async () => {
    const { post, app, bookingId } = await officeWithVisit();
    await postBooking(app, { ...BOOKING_BODY, start: chicago(2026, 12, 9, 9) }, '203.0.113.5');
    const response = await post(`/office/bookings/${bookingId}/move`, { start: chicago(2026, 12, 9, 10) });
    expect(response.status).toBe(409);
    expect(slotGoneSchema.parse(await response.json())).toMatchObject({ error: BOOKING_MESSAGES.taken });
  });

  it('cancels it, frees its time, emails the customer, and refuses a second cancel', async () => {
    const { post, app, bookingId, emailsTo, audit } = await officeWithVisit();
    const response = await post(`/office/bookings/${bookingId}/cancel`, { note: 'Technician ill' });
    expect(response.status).toBe(200);
    expect(officeBookingChangedSchema.parse(await response.json())).toMatchObject({ bookingId, status: 'cancelled', cancelledAt: NOW.toISOString(), emailSent: true });
    const [email] = await emailsTo('template_booking_cancelled');
    expect(email!.params.cancel_note).toBe('We had to cancel this visit, and we are sorry. We will call you to find another time, or call us at (608) 555-0142.');
    expect(await audit()).toEqual([{ person_name: 'Jamie Lee', action: 'booking-cancelled', subject: bookingId, detail: 'Technician ill' }]);
    expect((await postBooking(app, BOOKING_BODY, '203.0.113.5')).status).toBe(201);
    const again = await post(`/office/bookings/${bookingId}/cancel`, {});
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: BOOKING_MESSAGES.alreadyCancelled });
    expect((await post('/office/bookings/BK-0000000000/cancel', {})).status).toBe(404);
  });
});

describe('bookings among the follow-ups', () => {
  it('are listed, shown field by field and marked handled like the other submissions', async () => {
    const { get, post, bookingId } = await officeWithVisit();
    const { items } = followUpListSchema.parse(await (await get('/office/follow-ups')).json());
    expect(items).toEqual([
      { form: 'booking', caseId: bookingId, receivedAt: NOW.toISOString(), name: 'Lee Chen', email: 'lee@example.com', phone: '608-555-0123', delivery: 'delivered', handled: null },
    ]);
    const detail = followUpDetailSchema.parse(await (await get(`/office/follow-ups/booking/${bookingId}`)).json());
    expect(detail.fields).toEqual([
      { label: 'Consultation', value: 'In-home visit' },
      { label: 'Time', value: 'Tuesday, December 8, 2026, 10:00 AM Central Time' },
      { label: 'Status', value: 'Booked' },
      { label: 'ZIP code', value: '53545' },
      { label: 'Name', value: 'Lee Chen' },
      { label: 'Email', value: 'lee@example.com' },
      { label: 'Phone number', value: '608-555-0123' },
      { label: 'Address', value: '12 Lake Street, Janesville' },
      { label: 'Interest', value: 'Home theater' },
      { label: 'Notes', value: 'Living room and basement.' },
    ]);
    const handled = await post(`/office/follow-ups/booking/${bookingId}/handled`, { note: 'Called to confirm' });
    expect(handled.status).toBe(200);
    expect(followUpDetailSchema.parse(await handled.json()).handled).toEqual({ by: 'Jamie Lee', at: NOW.toISOString(), note: 'Called to confirm' });
    const searched = followUpListSchema.parse(await (await get('/office/follow-ups?q=5550123')).json());
    expect(searched.items.map((item) => item.caseId)).toEqual([bookingId]);
  });

  it('show a confirmation that could not be sent as failed', async () => {
    const context = await createBookingApp();
    await context.providers.setEmailFailure({ mode: 'always' });
    await postBooking(context.app);
    const { cookie } = await signedInPerson(context.app, context.db, 'Jamie Lee', NOW);
    const { items } = followUpListSchema.parse(await (await context.app.request('/office/follow-ups', { headers: withCookie(cookie) })).json());
    expect(items.map((item) => [item.form, item.delivery])).toEqual([['booking', 'failed']]);
  });
});
