// Every office route of the contract's ENDPOINTS is behind the office session but the
// enrolment and sign-in ones: 401 without a session (none, unknown, expired, signed out),
// 403 for a person who was revoked. A route added to ENDPOINTS must be added here.
import { ENDPOINTS } from 'contract/endpoints';
import { createTestApp } from '../../test/testApp';
import { officePost, signedInPerson, withCookie } from '../../test/office';
import { revokePerson } from './people';
import { SESSION_COOKIE } from './sessions';

type EndpointName = keyof typeof ENDPOINTS;

/** The office routes anyone may call: they are how a session starts. */
const PUBLIC = new Set<EndpointName>(['officeEnrolmentOptions', 'officeEnrolment', 'officeSignInOptions', 'officeSignIn']);

/** Each guarded route's method. */
const GUARDED: Partial<Record<EndpointName, 'GET' | 'POST'>> = {
  officeSession: 'GET',
  officeSignOut: 'POST',
  officeFollowUps: 'GET',
  officeFollowUp: 'GET',
  officeFollowUpHandled: 'POST',
  officePayments: 'GET',
  officePaymentReceipt: 'POST',
  officePaymentExport: 'GET',
  officeHealth: 'GET',
  officeBookingSettings: 'GET',
  officeBookingDaysOff: 'GET',
  officeBookingDayOffRemoval: 'POST',
  officeBookingSlots: 'GET',
  officeBookings: 'GET',
  officeBookingMove: 'POST',
  officeBookingCancel: 'POST',
};

const officeNames = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINTS[name].startsWith('/office/'));
const guarded = officeNames.filter((name) => !PUBLIC.has(name));

const pathOf = (name: EndpointName) =>
  ENDPOINTS[name].replace(':form', 'ticket').replace(':caseId', 'SP-000001').replace(':transactionId', '40000001');

async function call(app: Awaited<ReturnType<typeof createTestApp>>['app'], name: EndpointName, cookie = '') {
  const headers = cookie ? withCookie(cookie) : {};
  return GUARDED[name] === 'POST' ? officePost(app, pathOf(name), { note: 'x' }, headers) : app.request(pathOf(name), { headers });
}

it('knows the method of every office route but the public ones', () => {
  expect(officeNames.filter((name) => !PUBLIC.has(name)).sort()).toEqual(Object.keys(GUARDED).sort());
});

describe.each(guarded)('%s', (name) => {
  it('answers 401 without a session, or with one that is unknown, signed out or expired', async () => {
    let now = new Date('2026-11-27T09:00:00.000Z');
    const { app, db } = await createTestApp({ now: () => now });
    const unknown = `${SESSION_COOKIE}=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    for (const cookie of ['', unknown, `${SESSION_COOKIE}=not-a-token`]) {
      const response = await call(app, name, cookie);
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ error: 'Sign in to the office first' });
    }
    const signedOut = await signedInPerson(app, db, 'Sam Roe', now);
    expect((await officePost(app, '/office/sign-out', {}, withCookie(signedOut.cookie))).status).toBe(200);
    expect((await call(app, name, signedOut.cookie)).status).toBe(401);
    const expired = await signedInPerson(app, db, 'Jamie Lee', now);
    now = new Date(now.getTime() + 8 * 60 * 60 * 1000);
    expect((await call(app, name, expired.cookie)).status).toBe(401);
  });

  it('answers 403 for a revoked person', async () => {
    const { app, db } = await createTestApp();
    const { cookie } = await signedInPerson(app, db);
    await revokePerson(db, 'Jamie Lee', new Date());
    const response = await call(app, name, cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Your office access was revoked' });
  });
});

describe.each(['/office/enrolment/options', '/office/enrolment', '/office/sign-in/options', '/office/sign-in'])('POST %s', (path) => {
  it.each([
    ['a body that is not JSON', '{"invitation":', 400],
    ['a JSON array', '[]', 400],
  ])('refuses %s with a JSON error and stores nothing', async (_, body, status) => {
    const { app, db } = await createTestApp();
    const response = await officePost(app, path, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toHaveProperty('error');
    for (const table of ['office_challenges', 'office_sessions', 'office_passkeys', 'rate_limits']) {
      expect(await db.all(`SELECT * FROM ${table}`)).toEqual([]);
    }
  });

  it('refuses a body that is not sent as JSON with 415', async () => {
    const { app } = await createTestApp();
    expect((await officePost(app, path, '{}', { 'Content-Type': 'text/plain' })).status).toBe(415);
  });

  it('refuses another site’s page with 403, before reading anything', async () => {
    const { app, db } = await createTestApp();
    const response = await officePost(app, path, {}, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'This request must come from the site itself' });
    expect(await db.all('SELECT * FROM rate_limits')).toEqual([]);
  });
});

it.each([
  ['/office/enrolment/options', { invitation: 'short' }],
  ['/office/enrolment', { invitation: 'x'.repeat(43) }],
  ['/office/sign-in', { challengeId: 'x'.repeat(43) }],
  ['/office/sign-in', { challengeId: 42, response: {} }],
])('POST %s refuses a body of the wrong shape with 400 and stores nothing', async (path, body) => {
  const { app, db } = await createTestApp();
  const response = await officePost(app, path, body);
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: expect.any(String), issues: expect.any(Array) });
  expect(await db.all('SELECT * FROM rate_limits')).toEqual([]);
  expect(await db.all('SELECT * FROM office_challenges')).toEqual([]);
});
