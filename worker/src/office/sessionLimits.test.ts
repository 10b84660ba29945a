// A session ends at the first of two limits: 8 hours from sign-in whatever its use, and 30
// minutes unused, each use (any office request with the cookie) moving that on. Both are
// settings; the clock is the app's, moved by the test.
import { parseEnv } from '../env';
import { createTestApp, TEST_ENV } from '../../test/testApp';
import { signedInPerson, withCookie } from '../../test/office';
import { listPeople } from './people';

const START = new Date('2026-11-27T09:00:00.000Z');
const MINUTE = 60 * 1000;

async function signedInWithClock(env: Record<string, string> = {}) {
  let now = START;
  const { app, db } = await createTestApp({ env, now: () => now });
  const { cookie, person } = await signedInPerson(app, db, 'Jamie Lee', START);
  const statusAfter = async (minutes: number, path = '/office/session') => {
    now = new Date(now.getTime() + minutes * MINUTE);
    return (await app.request(path, { headers: withCookie(cookie) })).status;
  };
  return { app, db, cookie, person, statusAfter };
}

it('ends a session left unused for 30 minutes', async () => {
  const { statusAfter } = await signedInWithClock();
  expect(await statusAfter(30)).toBe(401);
});

it('moves the idle limit on with each use, the guarded routes included', async () => {
  const { statusAfter } = await signedInWithClock();
  expect(await statusAfter(29)).toBe(200);
  expect(await statusAfter(29, '/office/follow-ups')).toBe(200);
  expect(await statusAfter(29)).toBe(200);
  expect(await statusAfter(30)).toBe(401);
});

it('ends a session 8 hours after sign-in however often it is used', async () => {
  const { statusAfter } = await signedInWithClock();
  for (let minutes = 20; minutes < 8 * 60; minutes += 20) expect(await statusAfter(20)).toBe(200);
  expect(await statusAfter(20)).toBe(401); // 8 hours, used 20 minutes ago
});

it('takes both limits from its settings', async () => {
  const { app, db } = await createTestApp({ env: { OFFICE_SESSION_HOURS: '1', OFFICE_SESSION_IDLE_MINUTES: '5' }, now: () => START });
  const { person } = await signedInPerson(app, db, 'Jamie Lee', START);
  expect(await db.all('SELECT expires_at, idle_expires_at FROM office_sessions WHERE person_id = ?', [person.id])).toEqual([
    { expires_at: '2026-11-27T10:00:00.000Z', idle_expires_at: '2026-11-27T09:05:00.000Z' },
  ]);
  const idle = await signedInWithClock({ OFFICE_SESSION_IDLE_MINUTES: '5' });
  expect(await idle.statusAfter(4)).toBe(200);
  expect(await idle.statusAfter(5)).toBe(401);
});

it.each([
  ['OFFICE_SESSION_HOURS', '0'],
  ['OFFICE_SESSION_HOURS', '25'],
  ['OFFICE_SESSION_IDLE_MINUTES', '0'],
  ['OFFICE_SESSION_IDLE_MINUTES', 'half an hour'],
])('refuses %s=%s', (name, value) => {
  expect(() => parseEnv({ ...TEST_ENV, [name]: value })).toThrow(name);
});

it('counts a session past its idle limit as closed in the people list', async () => {
  const { db } = await signedInWithClock();
  expect(await listPeople(db, START)).toEqual([expect.objectContaining({ sessions: 1 })]);
  expect(await listPeople(db, new Date(START.getTime() + 30 * MINUTE))).toEqual([expect.objectContaining({ sessions: 0 })]);
});
