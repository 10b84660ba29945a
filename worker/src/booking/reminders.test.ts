// The day-before reminders on a moving clock: sent once whatever the runs, none for a
// cancelled visit, one for a moved visit's new time.
import { bookingConfirmationSchema } from 'contract/schemas/booking';
import { parseEnv } from '../env';
import { keepHouse } from '../housekeeping';
import { BOOKING_BODY, chicago, createBookingApp, postBooking, postFromSite, SLOT, tokenOf } from '../../test/booking';
import { migratedFieldDatabase, TEST_ENV } from '../../test/testApp';
import { sendDueReminders } from './reminders';

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/** A visit booked at SLOT (Tuesday, December 8, 10:00), and a way to run the reminders at a given time. */
async function bookedVisit(env: Record<string, string> = {}) {
  const context = await createBookingApp();
  const { bookingId } = bookingConfirmationSchema.parse(await (await postBooking(context.app)).json());
  const [confirmation] = await context.emailsTo('template_booking_confirmation');
  const workerEnv = parseEnv({ ...TEST_ENV, ...env });
  const runAt = (at: string) => {
    context.setNow(new Date(at));
    return sendDueReminders({ db: context.db, env: workerEnv, fetch: context.providers.fetch, now: () => new Date(at) });
  };
  const reminders = () => context.emailsTo('template_booking_reminder');
  return { ...context, bookingId, runAt, reminders, move: tokenOf(confirmation!.params.move_url), cancel: tokenOf(confirmation!.params.cancel_url) };
}

it('sends the reminder on the day before, from 8:00, once across two runs', async () => {
  const { runAt, reminders, bookingId, db } = await bookedVisit();
  expect(await runAt(chicago(2026, 12, 6, 12))).toEqual({ sent: 0, failed: 0 });
  expect(await runAt(chicago(2026, 12, 7, 7, 59))).toEqual({ sent: 0, failed: 0, skipped: 'before 8:00' });
  expect(await reminders()).toEqual([]);

  expect(await runAt(chicago(2026, 12, 7, 8))).toEqual({ sent: 1, failed: 0 });
  expect(await runAt(chicago(2026, 12, 7, 9))).toEqual({ sent: 0, failed: 0 });

  const sent = await reminders();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.params).toMatchObject({
    to_email: 'lee@example.com',
    booking_id: bookingId,
    when: 'Tuesday, December 8, 2026, 10:00 AM Central Time',
    move_url: expect.stringContaining('/book/manage?token=bk1.move.'),
    cancel_url: expect.stringContaining('/book/manage?token=bk1.cancel.'),
  });
  expect(await db.all('SELECT booking_id, starts_at, claimed_at, outcome FROM booking_reminders')).toEqual([
    { booking_id: bookingId, starts_at: SLOT, claimed_at: chicago(2026, 12, 7, 8), outcome: 'sent' },
  ]);
});

it('sends it once when two runs overlap', async () => {
  const { db, providers, reminders } = await bookedVisit();
  const run = () => sendDueReminders({ db, env: parseEnv(TEST_ENV), fetch: providers.fetch, now: () => new Date(chicago(2026, 12, 7, 10)) });
  const runs = await Promise.all([run(), run()]);
  expect(runs.map((result) => result.sent).sort()).toEqual([0, 1]);
  expect(await reminders()).toHaveLength(1);
});

it('sends none for a cancelled visit', async () => {
  const { app, cancel, runAt, reminders, db } = await bookedVisit();
  expect((await postFromSite(app, '/booking/cancel', { token: cancel })).status).toBe(200);
  expect(await runAt(chicago(2026, 12, 7, 9))).toEqual({ sent: 0, failed: 0 });
  expect(await reminders()).toEqual([]);
  expect(await db.all('SELECT * FROM booking_reminders')).toEqual([]);
});

it('sends a moved visit its reminder for the new time, also after one went for the old time', async () => {
  const { app, move, runAt, reminders } = await bookedVisit();
  expect(await runAt(chicago(2026, 12, 7, 9))).toEqual({ sent: 1, failed: 0 });
  const later = chicago(2026, 12, 10, 13);
  expect((await postFromSite(app, '/booking/move', { token: move, start: later })).status).toBe(200);

  expect(await runAt(chicago(2026, 12, 8, 9))).toEqual({ sent: 0, failed: 0 });
  expect(await runAt(chicago(2026, 12, 9, 9))).toEqual({ sent: 1, failed: 0 });
  expect(await runAt(chicago(2026, 12, 9, 10))).toEqual({ sent: 0, failed: 0 });
  expect((await reminders()).map((email) => email.params.when)).toEqual([
    'Tuesday, December 8, 2026, 10:00 AM Central Time',
    'Thursday, December 10, 2026, 1:00 PM Central Time',
  ]);
});

it('records a reminder that failed and does not send it again', async () => {
  const { runAt, providers, reminders, db } = await bookedVisit();
  await providers.setEmailFailure({ mode: 'always' });
  expect(await runAt(chicago(2026, 12, 7, 9))).toEqual({ sent: 0, failed: 1 });
  await providers.setEmailFailure({ mode: 'off' });
  expect(await runAt(chicago(2026, 12, 7, 10))).toEqual({ sent: 0, failed: 0 });
  expect(await reminders()).toEqual([]);
  expect(await db.all('SELECT outcome FROM booking_reminders')).toEqual([{ outcome: 'failed: EmailJS answered 500 The service is temporarily unavailable' }]);
});

it('claims nothing while the worker cannot send emails', async () => {
  const { db, providers } = await bookedVisit();
  const env = parseEnv({ ...TEST_ENV, EMAILJS_PRIVATE_KEY: '', ALLOW_DEV_DEFAULTS: '0', SITE_ORIGINS: 'http://localhost:8080', BOOKING_LINK_KEY: 'a-booking-link-key-for-this-test-only-0123' });
  const run = await sendDueReminders({ db, env, fetch: providers.fetch, now: () => new Date(chicago(2026, 12, 7, 9)) });
  expect(run).toEqual({ sent: 0, failed: 0, skipped: 'EMAILJS_PRIVATE_KEY is not set' });
  expect(await db.all('SELECT * FROM booking_reminders')).toEqual([]);
});

it('runs with the housekeeping', async () => {
  const { db, providers, reminders } = await bookedVisit();
  await keepHouse({ db, fieldDb: await migratedFieldDatabase(), env: parseEnv(TEST_ENV), now: () => new Date(chicago(2026, 12, 7, 9)), fetch: providers.fetch });
  await keepHouse({ db, fieldDb: await migratedFieldDatabase(), env: parseEnv(TEST_ENV), now: () => new Date(chicago(2026, 12, 7, 10)), fetch: providers.fetch });
  expect(await reminders()).toHaveLength(1);
  expect(console.log).toHaveBeenCalledWith('worker: booking reminders: 1 sent, 0 not sent');
});

it('reminds each of a day’s visits', async () => {
  const { app, runAt, reminders } = await bookedVisit();
  expect((await postBooking(app, { ...BOOKING_BODY, kind: 'phone', start: chicago(2026, 12, 8, 13) }, '203.0.113.5')).status).toBe(201);
  expect(await runAt(chicago(2026, 12, 7, 9))).toEqual({ sent: 2, failed: 0 });
  expect((await reminders()).map((email) => email.params.kind)).toEqual(['In-home visit', 'Phone call']);
});
