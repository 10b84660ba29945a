// The move and cancel links of the confirmation email, as the /book/manage page uses them.
import { BOOKING_MESSAGES, bookingConfirmationSchema, slotGoneSchema } from 'contract/schemas/booking';
import { BOOKING_BODY, chicago, createBookingApp, postBooking, postFromSite, SLOT, tokenOf } from '../../test/booking';
import { postJson } from '../../test/testApp';

const M = BOOKING_MESSAGES;
const LATER = chicago(2026, 12, 9, 13);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/** A booked visit at SLOT, and the tokens of its confirmation's links. */
async function bookedVisit() {
  const context = await createBookingApp();
  const response = await postBooking(context.app);
  const { bookingId } = bookingConfirmationSchema.parse(await response.json());
  const [email] = await context.emailsTo('template_booking_confirmation');
  return { ...context, bookingId, move: tokenOf(email!.params.move_url), cancel: tokenOf(email!.params.cancel_url) };
}

const manage = (app: { request: (path: string) => Response | Promise<Response> }, token: string) =>
  app.request(`/booking/manage?token=${encodeURIComponent(token)}`);

describe('GET /booking/manage', () => {
  it('answers the visit and what the link may do, until the visit starts', async () => {
    const { app, bookingId, move, cancel } = await bookedVisit();
    const response = await manage(app, move);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      bookingId,
      kind: 'in-home',
      zip: '53545',
      start: SLOT,
      end: chicago(2026, 12, 8, 11, 30),
      when: 'Tuesday, December 8, 2026, 10:00 AM Central Time',
      status: 'booked',
      allows: 'move',
      linkExpiresAt: SLOT,
    });
    expect(await (await manage(app, cancel)).json()).toMatchObject({ allows: 'cancel' });
  });

  it('refuses a tampered or made-up token with 403, and an expired one with 410', async () => {
    const { app, move, setNow } = await bookedVisit();
    for (const token of [move.replace('bk1.move.', 'bk1.cancel.'), `${move.slice(0, -2)}AA`, 'bk1.move.BK-0000000000.1796745600.x', 'hello']) {
      const response = await manage(app, token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: M.linkInvalid });
    }
    setNow(new Date(SLOT));
    const expired = await manage(app, move);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ error: M.linkExpired });
  });
});

describe('POST /booking/move', () => {
  it('moves the visit to another free time, frees the old one at once, and emails new links', async () => {
    const { app, bookingId, move, bookings, emailsTo } = await bookedVisit();
    const response = await postFromSite(app, '/booking/move', { token: move, start: LATER });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      bookingId,
      kind: 'in-home',
      start: LATER,
      end: chicago(2026, 12, 9, 14, 30),
      when: 'Wednesday, December 9, 2026, 1:00 PM Central Time',
      emailSent: true,
    });
    expect(await bookings()).toEqual([
      expect.objectContaining({ id: bookingId, starts_at: LATER, local_day: '2026-12-09', moved_at: '2026-12-01T15:00:00.000Z', sequence: 1 }),
    ]);
    const [moved] = await emailsTo('template_booking_moved');
    expect(moved!.params).toMatchObject({ booking_id: bookingId, when: 'Wednesday, December 9, 2026, 1:00 PM Central Time' });
    const newMove = tokenOf(moved!.params.move_url);
    expect(await (await manage(app, newMove)).json()).toMatchObject({ start: LATER, linkExpiresAt: LATER });
    expect((await postBooking(app, BOOKING_BODY, '203.0.113.5')).status).toBe(201);
  });

  it('answers a time someone holds with 409 and the next free times, and keeps the visit', async () => {
    const { app, move, bookings } = await bookedVisit();
    expect((await postBooking(app, { ...BOOKING_BODY, start: LATER }, '203.0.113.5')).status).toBe(201);
    const response = await postFromSite(app, '/booking/move', { token: move, start: LATER });
    expect(response.status).toBe(409);
    const gone = slotGoneSchema.parse(await response.json());
    expect(gone.error).toBe(M.taken);
    expect(gone.nextSlots[0]!.start).toBe(chicago(2026, 12, 9, 15));
    expect((await bookings()).map((row) => row.starts_at)).toEqual([SLOT, LATER]);
  });

  it('refuses the time it already has, one never offered, and one within the notice', async () => {
    const { app, move } = await bookedVisit();
    expect(await (await postFromSite(app, '/booking/move', { token: move, start: SLOT })).json()).toMatchObject({ issues: [{ path: 'start', message: M.sameTime }] });
    expect(await (await postFromSite(app, '/booking/move', { token: move, start: chicago(2026, 12, 9, 13, 10) })).json()).toMatchObject({
      issues: [{ path: 'start', message: M.start }],
    });
    const tooSoon = await postFromSite(app, '/booking/move', { token: move, start: chicago(2026, 12, 1, 15) });
    expect(tooSoon.status).toBe(409);
    expect(await tooSoon.json()).toMatchObject({ error: M.noLongerOpen });
  });

  it('refuses the cancel link with 403, changing nothing', async () => {
    const { app, cancel, bookings } = await bookedVisit();
    const response = await postFromSite(app, '/booking/move', { token: cancel, start: LATER });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: M.linkWrongPurpose });
    expect((await bookings()).map((row) => row.starts_at)).toEqual([SLOT]);
  });

  it('refuses an expired link with 410 and a tampered one with 403', async () => {
    const { app, move, setNow } = await bookedVisit();
    // Another booking's id under this token's signature.
    const tampered = await postFromSite(app, '/booking/move', { token: move.replace(/BK-[0-9A-Z]{10}/, 'BK-0000000000'), start: LATER });
    expect(tampered.status).toBe(403);
    setNow(new Date(new Date(SLOT).getTime() + 60_000));
    const expired = await postFromSite(app, '/booking/move', { token: move, start: LATER });
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ error: M.linkExpired });
  });

  it('refuses another site’s page with 403', async () => {
    const { app, move } = await bookedVisit();
    expect((await postJson(app, '/booking/move', { token: move, start: LATER }, { Origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('POST /booking/cancel', () => {
  it('cancels the visit, frees its time for the next booking at once, and emails the visitor', async () => {
    const { app, bookingId, cancel, move, bookings, emailsTo } = await bookedVisit();
    const response = await postFromSite(app, '/booking/cancel', { token: cancel });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      bookingId,
      kind: 'in-home',
      start: SLOT,
      end: chicago(2026, 12, 8, 11, 30),
      when: 'Tuesday, December 8, 2026, 10:00 AM Central Time',
      status: 'cancelled',
      emailSent: true,
    });
    expect(await bookings()).toEqual([expect.objectContaining({ id: bookingId, status: 'cancelled', cancelled_by: 'customer' })]);
    const [email] = await emailsTo('template_booking_cancelled');
    expect(email!.params).toMatchObject({ booking_id: bookingId, cancel_note: 'You cancelled this visit. The time is free for someone else now.', book_url: 'http://localhost:8080/book' });

    expect((await postBooking(app, BOOKING_BODY, '203.0.113.5')).status).toBe(201);
    expect(await (await manage(app, move)).json()).toMatchObject({ status: 'cancelled' });
    const again = await postFromSite(app, '/booking/cancel', { token: cancel });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: M.alreadyCancelled });
    const moveAfter = await postFromSite(app, '/booking/move', { token: move, start: LATER });
    expect(moveAfter.status).toBe(409);
    expect(await moveAfter.json()).toEqual({ error: M.cancelled });
  });

  it('refuses the move link with 403, changing nothing', async () => {
    const { app, move, bookings } = await bookedVisit();
    const response = await postFromSite(app, '/booking/cancel', { token: move });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: M.linkWrongPurpose });
    expect((await bookings()).map((row) => row.status)).toEqual(['booked']);
  });

  it('refuses an expired link with 410, a tampered one with 403, and a body without a token with 400', async () => {
    const { app, cancel, setNow, bookings } = await bookedVisit();
    expect((await postFromSite(app, '/booking/cancel', { token: cancel.replace('.cancel.', '.move.') })).status).toBe(403);
    expect((await postFromSite(app, '/booking/cancel', {})).status).toBe(400);
    setNow(new Date(SLOT));
    expect((await postFromSite(app, '/booking/cancel', { token: cancel })).status).toBe(410);
    expect((await bookings()).map((row) => row.status)).toEqual(['booked']);
  });
});
