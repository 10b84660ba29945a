// GET /booking/slots and POST /booking through the worker app over SQLite, on a fixed clock
// (Tuesday, December 1, 2026, 9:00 in Chicago), emailing through the sandbox's EmailJS.
import { BOOKING_MESSAGES, bookingConfirmationSchema, bookingSlotsSchema } from 'contract/schemas/booking';
import { BOOKING_BODY, chicago, createBookingApp, postBooking, SITE, SLOT } from '../../test/booking';
import { postJson } from '../../test/testApp';

const M = BOOKING_MESSAGES;

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('GET /booking/slots', () => {
  it('answers the free times by day on the office clock, from a day of notice to the horizon', async () => {
    const { app } = await createBookingApp();
    const response = await app.request('/booking/slots?kind=video&zip=53703&days=7');
    expect(response.status).toBe(200);
    const answer = bookingSlotsSchema.parse(await response.json());
    expect(answer).toMatchObject({ timeZone: 'America/Chicago', from: '2026-12-01', to: '2026-12-07', lastBookableDate: '2026-12-31' });
    // Tuesday is within the notice, the weekend is closed.
    expect(answer.days.map((day) => day.date)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07']);
    expect(answer.days[0]).toMatchObject({ date: '2026-12-02', label: 'Wednesday, December 2' });
    expect(answer.days[0]!.slots[0]).toEqual({ start: chicago(2026, 12, 2, 9), end: chicago(2026, 12, 2, 10, 30), time: '9:00 AM' });
    expect(answer.days[0]!.slots).toHaveLength(14);
  });

  it('leaves out the times a booking holds, with its buffers', async () => {
    const { app } = await createBookingApp();
    expect((await postBooking(app)).status).toBe(201);
    const answer = bookingSlotsSchema.parse(await (await app.request('/booking/slots?kind=phone&zip=53545&from=2026-12-08&days=1')).json());
    expect(answer.days[0]!.slots.map((slot) => slot.time)).toEqual(['12:00 PM', '12:30 PM', '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM']);
  });

  it('refuses a ZIP code outside the area with 422 and outsideArea', async () => {
    const { app } = await createBookingApp();
    const response = await app.request('/booking/slots?kind=in-home&zip=60601');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: M.outsideArea, outsideArea: true });
  });

  it.each([
    ['no kind', 'zip=53545', 'kind', M.kind],
    ['a ZIP code of four digits', 'kind=video&zip=5354', 'zip', M.zip],
    ['a first day that is not a date', 'kind=video&zip=53545&from=tomorrow', 'from', M.from],
    ['a first day that is not on the calendar', 'kind=video&zip=53545&from=2026-02-30', 'from', M.from],
    ['too many days', 'kind=video&zip=53545&days=63', 'days', M.days],
  ])('refuses %s with 400 naming the field', async (_name, query, path, message) => {
    const { app } = await createBookingApp();
    const response = await app.request(`/booking/slots?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path, message }] });
  });

  it('answers 503 while BOOKING_LINK_KEY is unset outside development', async () => {
    const { app } = await createBookingApp({ env: { ALLOW_DEV_DEFAULTS: '0' } });
    const response = await app.request('/booking/slots?kind=video&zip=53545');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: M.off });
  });
});

describe('POST /booking', () => {
  it('stores the visit, emails its confirmation, and answers 201 with the worker’s id', async () => {
    const { app, bookings, emailsTo } = await createBookingApp();
    const response = await postBooking(app);
    expect(response.status).toBe(201);
    const confirmation = bookingConfirmationSchema.parse(await response.json());
    expect(confirmation).toEqual({
      bookingId: expect.stringMatching(/^BK-[0-9A-HJKMNP-TV-Z]{10}$/),
      kind: 'in-home',
      start: SLOT,
      end: chicago(2026, 12, 8, 11, 30),
      when: 'Tuesday, December 8, 2026, 10:00 AM Central Time',
      emailSent: true,
    });
    expect(await bookings()).toEqual([
      expect.objectContaining({
        id: confirmation.bookingId,
        kind: 'in-home',
        zip: '53545',
        starts_at: SLOT,
        local_day: '2026-12-08',
        status: 'booked',
        name: 'Lee Chen',
        address: '12 Lake Street, Janesville',
        interest: 'home-theater',
        created_at: '2026-12-01T15:00:00.000Z',
      }),
    ]);
    const [email] = await emailsTo('template_booking_confirmation');
    expect(email!.params).toMatchObject({
      to_email: 'lee@example.com',
      to_name: 'Lee Chen',
      booking_id: confirmation.bookingId,
      kind: 'In-home visit',
      when: 'Tuesday, December 8, 2026, 10:00 AM Central Time',
      location: '12 Lake Street, Janesville, 53545',
      interest: 'Home theater',
      move_url: expect.stringMatching(/^http:\/\/localhost:8080\/book\/manage\?token=bk1\.move\./),
      cancel_url: expect.stringMatching(/^http:\/\/localhost:8080\/book\/manage\?token=bk1\.cancel\./),
      invitation: expect.stringMatching(/^data:text\/calendar;base64,/),
    });
    expect(email!.params.prepare).toContain('- A list of the rooms you would like to talk about');
  });

  it('keeps no address for a call, and tells the page when the email could not go', async () => {
    const { app, bookings, providers } = await createBookingApp();
    await providers.setEmailFailure({ mode: 'always' });
    const response = await postBooking(app, { ...BOOKING_BODY, kind: 'phone' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ kind: 'phone', emailSent: false });
    expect(await bookings()).toEqual([expect.objectContaining({ kind: 'phone', address: '' })]);
  });

  it('refuses a ZIP code outside the area with 422, storing nothing', async () => {
    const { app, bookings, db } = await createBookingApp();
    const response = await postBooking(app, { ...BOOKING_BODY, zip: '60601' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: M.outsideArea, outsideArea: true });
    expect(await bookings()).toEqual([]);
    expect(await db.all('SELECT * FROM rate_limits')).toEqual([]);
  });

  it.each([
    ['an in-home visit without its address', { ...BOOKING_BODY, address: ' ' }, 'address', M.address],
    ['no kind', { ...BOOKING_BODY, kind: undefined }, 'kind', M.kind],
    ['an unknown kind', { ...BOOKING_BODY, kind: 'carrier-pigeon' }, 'kind', M.kind],
    ['a ZIP code with letters', { ...BOOKING_BODY, zip: '5354A' }, 'zip', M.zip],
    ['a start that is not an instant', { ...BOOKING_BODY, start: 'next Tuesday' }, 'start', M.start],
    ['a start never offered', { ...BOOKING_BODY, start: chicago(2026, 12, 8, 10, 15) }, 'start', M.start],
    ['an email that is not one', { ...BOOKING_BODY, email: 'lee@' }, 'email', 'Please enter a valid email address'],
    ['no phone', { ...BOOKING_BODY, phone: '' }, 'phone', 'Please enter your phone number'],
    ['an interest not listed', { ...BOOKING_BODY, interest: 'yachts' }, 'interest', M.interest],
    ['an escape code in the name', { ...BOOKING_BODY, name: 'Lee\u001b[31m' }, 'name', 'Name cannot contain control characters such as escape codes or text-direction overrides.'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_name, body, path, message) => {
    const { app, bookings, db, emailsTo } = await createBookingApp();
    const response = await postBooking(app, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String), issues: expect.arrayContaining([{ path, message }]) });
    expect(await bookings()).toEqual([]);
    expect(await db.all('SELECT * FROM rate_limits')).toEqual([]);
    expect(await emailsTo('template_booking_confirmation')).toEqual([]);
  });

  it.each([
    ['a body that is not JSON', '{"kind":', 400, 'The body is not valid JSON'],
    ['a JSON list', '[]', 400, 'The body must be a JSON object'],
    ['an id the client chose', { ...BOOKING_BODY, bookingId: 'BK-0000000000' }, 400, 'The booking has errors'],
  ])('refuses %s with a JSON error, storing nothing', async (_name, body, status, error) => {
    const { app, bookings } = await createBookingApp();
    const response = await postBooking(app, body as Record<string, unknown>);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
    expect(await bookings()).toEqual([]);
  });

  it('refuses a body not sent as JSON with 415', async () => {
    const { app, bookings } = await createBookingApp();
    const response = await app.request('/booking', { method: 'POST', headers: { ...SITE, 'Content-Type': 'text/plain' }, body: JSON.stringify(BOOKING_BODY) });
    expect(response.status).toBe(415);
    expect(await bookings()).toEqual([]);
  });

  it('refuses another site’s page with 403, before reading anything', async () => {
    const { app, bookings, db } = await createBookingApp();
    const response = await postJson(app, '/booking', BOOKING_BODY, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'This request must come from the site itself' });
    expect(await bookings()).toEqual([]);
    expect(await db.all('SELECT * FROM rate_limits')).toEqual([]);
  });

  it('answers a time within the notice with 409 and the next free times', async () => {
    const { app, bookings } = await createBookingApp();
    const response = await postBooking(app, { ...BOOKING_BODY, start: chicago(2026, 12, 1, 15) });
    expect(response.status).toBe(409);
    const answer = (await response.json()) as { error: string; nextSlots: { start: string; when: string }[] };
    expect(answer.error).toBe(M.noLongerOpen);
    expect(answer.nextSlots.map((slot) => slot.start)).toEqual([
      chicago(2026, 12, 2, 9),
      chicago(2026, 12, 2, 9, 30),
      chicago(2026, 12, 2, 10),
      chicago(2026, 12, 2, 10, 30),
      chicago(2026, 12, 2, 11),
    ]);
    expect(answer.nextSlots[0]!.when).toBe('Wednesday, December 2, 2026, 9:00 AM Central Time');
    expect(await bookings()).toEqual([]);
  });

  it('sends a form sent a moment after it opened back to wait, storing nothing', async () => {
    const { app, bookings } = await createBookingApp();
    const response = await postBooking(app, { ...BOOKING_BODY, filledInMs: 1200 });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({
      error: 'The form was sent a moment after it opened; please check it and send it again',
      retryAfterSeconds: 2,
    });
    expect(await bookings()).toEqual([]);
  });

  it('answers a bot that filled the honeypot as a person, storing and sending nothing', async () => {
    const { app, bookings, providers } = await createBookingApp();
    const response = await postBooking(app, { ...BOOKING_BODY, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(bookingConfirmationSchema.parse(await response.json())).toMatchObject({ start: SLOT, emailSent: true });
    expect(await bookings()).toEqual([]);
    expect(await providers.emails()).toEqual([]);
  });

  it('lets a client book 5 visits in 10 minutes, refuses the sixth with 429, and counts clients apart', async () => {
    const { app, bookings } = await createBookingApp();
    const statuses: number[] = [];
    for (let hour = 9; hour <= 15; hour += 2) statuses.push((await postBooking(app, { ...BOOKING_BODY, start: chicago(2026, 12, 8, hour) })).status);
    statuses.push((await postBooking(app, { ...BOOKING_BODY, start: chicago(2026, 12, 9, 9) })).status);
    const refused = await postBooking(app, { ...BOOKING_BODY, start: chicago(2026, 12, 9, 11) });
    expect([...statuses, refused.status]).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await refused.json()).toEqual({
      error: 'There have been too many bookings from your connection; please wait and send again',
      retryAfterSeconds: 600,
    });
    expect((await postBooking(app, { ...BOOKING_BODY, start: chicago(2026, 12, 9, 11) }, '203.0.113.9')).status).toBe(201);
    expect(await bookings()).toHaveLength(6);
  });

  it('does not count a time lost to someone quicker against the client', async () => {
    const { app } = await createBookingApp();
    expect((await postBooking(app, BOOKING_BODY, '203.0.113.1')).status).toBe(201);
    for (let attempt = 0; attempt < 8; attempt++) expect((await postBooking(app, BOOKING_BODY, '198.51.100.7')).status).toBe(409);
    expect((await postBooking(app, { ...BOOKING_BODY, start: chicago(2026, 12, 8, 13) }, '198.51.100.7')).status).toBe(201);
  });

  it('logs nothing personal', async () => {
    const { app, providers } = await createBookingApp();
    await providers.setEmailFailure({ mode: 'always' });
    const logged = [jest.spyOn(console, 'log'), console.warn as jest.Mock, console.error as jest.Mock];
    await postBooking(app);
    await postBooking(app, { ...BOOKING_BODY, website: 'x' }, '203.0.113.4');
    const lines = JSON.stringify(logged.flatMap((spy) => spy.mock.calls));
    for (const personal of ['Lee Chen', 'lee@example.com', '608-555-0123', '12 Lake Street', 'Living room']) expect(lines).not.toContain(personal);
    expect(lines).toContain('was not sent');
  });
});
