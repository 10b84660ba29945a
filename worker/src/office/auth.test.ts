import { officeSessionSchema } from 'contract/schemas/office';
import { invitePerson, revokePerson } from './people';
import { createTestApp, SITE_ORIGIN } from '../../test/testApp';
import { SoftAuthenticator } from '../../test/softAuthenticator';
import { enrol, officePost, sessionCookieOf, signedInPerson, signInOptions, withCookie } from '../../test/office';

const START = new Date('2026-11-27T09:00:00.000Z');

async function appWithClock(env: Record<string, string> = {}) {
  let now = START;
  const { app, db } = await createTestApp({ env, now: () => now });
  return { app, db, advance: (ms: number) => (now = new Date(now.getTime() + ms)), now: () => now };
}

const sessionOf = (app: Awaited<ReturnType<typeof appWithClock>>['app'], cookie: string) => app.request('/office/session', { headers: withCookie(cookie) });

describe('office enrolment', () => {
  it('enrols a passkey with an invitation and starts an 8-hour session in a __Host-, HttpOnly, Secure, SameSite=Strict cookie', async () => {
    const { app, db } = await appWithClock();
    const { invitation, person } = await invitePerson(db, 'Jamie Lee', START);
    const enrolled = await enrol(app, invitation, new SoftAuthenticator(SITE_ORIGIN));
    expect(enrolled.status).toBe(201);
    expect(enrolled.headers.get('cache-control')).toBe('private, no-store');
    expect(officeSessionSchema.parse(await enrolled.json())).toEqual({
      person: { id: person.id, name: 'Jamie Lee' },
      expiresAt: '2026-11-27T17:00:00.000Z',
    });
    const cookie = enrolled.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-office_session=[A-Za-z0-9_-]{43}; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const session = await sessionOf(app, sessionCookieOf(enrolled));
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ person: { id: person.id, name: 'Jamie Lee' }, expiresAt: '2026-11-27T17:00:00.000Z' });
  });

  it('stores only hashes of the invitation and the session token', async () => {
    const { app, db } = await appWithClock();
    const { invitation } = await invitePerson(db, 'Jamie Lee', START);
    const stored = JSON.stringify(await db.all('SELECT * FROM office_invitations'));
    expect(stored).not.toContain(invitation);
    const enrolled = await enrol(app, invitation, new SoftAuthenticator(SITE_ORIGIN));
    const token = sessionCookieOf(enrolled).split('=')[1]!;
    expect(JSON.stringify(await db.all('SELECT * FROM office_sessions'))).not.toContain(token);
  });

  it('takes an invitation once', async () => {
    const { app, db } = await appWithClock();
    const { invitation } = await invitePerson(db, 'Jamie Lee', START);
    expect((await enrol(app, invitation, new SoftAuthenticator(SITE_ORIGIN))).status).toBe(201);
    const again = await officePost(app, '/office/enrolment/options', { invitation });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'This enrolment link was used or has expired: ask for a new one' });
  });

  it('refuses an invitation a day old', async () => {
    const { app, db, advance } = await appWithClock();
    const { invitation } = await invitePerson(db, 'Jamie Lee', START);
    advance(24 * 60 * 60 * 1000);
    expect((await officePost(app, '/office/enrolment/options', { invitation })).status).toBe(400);
  });

  it('replaces an earlier invitation with a new one, and a lost passkey with the new enrolment', async () => {
    const { app, db } = await appWithClock();
    const first = await signedInPerson(app, db, 'Jamie Lee', START);
    const stale = await invitePerson(db, 'Jamie Lee', START);
    const fresh = await invitePerson(db, 'jamie lee', START);
    expect(fresh.person.id).toBe(first.person.id);
    expect((await officePost(app, '/office/enrolment/options', { invitation: stale.invitation })).status).toBe(400);
    const replacement = new SoftAuthenticator(SITE_ORIGIN);
    expect((await enrol(app, fresh.invitation, replacement)).status).toBe(201);
    // The old passkey no longer signs in, and its session ended.
    const { challengeId, options } = await signInOptions(app);
    expect((await officePost(app, '/office/sign-in', { challengeId, response: first.authenticator.assert(options) })).status).toBe(401);
    expect((await sessionOf(app, first.cookie)).status).toBe(401);
    const next = await signInOptions(app);
    expect((await officePost(app, '/office/sign-in', { challengeId: next.challengeId, response: replacement.assert(next.options) })).status).toBe(200);
  });

  it('excludes the person’s enrolled passkey from a new enrolment’s options, so its authenticator makes no second', async () => {
    const { app, db } = await appWithClock();
    const first = await signedInPerson(app, db, 'Jamie Lee', START);
    const { invitation } = await invitePerson(db, 'Jamie Lee', START);
    const options = await (await officePost(app, '/office/enrolment/options', { invitation })).json();
    expect(options.excludeCredentials).toEqual([{ id: first.authenticator.id, type: 'public-key', transports: ['internal'] }]);
    const newcomer = await invitePerson(db, 'Sam Roe', START);
    expect((await (await officePost(app, '/office/enrolment/options', { invitation: newcomer.invitation })).json()).excludeCredentials).toEqual([]);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another challenge', { challenge: 'bm90LXRoZS1jaGFsbGVuZ2UtdGhlLXdvcmtlci1pc3N1ZWQ' }],
    ['another relying party', { rpId: 'evil.example' }],
  ])('refuses an enrolment answered for %s and stores no passkey', async (_, spoil) => {
    const { app, db } = await appWithClock();
    const { invitation } = await invitePerson(db, 'Jamie Lee', START);
    const options = await (await officePost(app, '/office/enrolment/options', { invitation })).json();
    const response = new SoftAuthenticator(SITE_ORIGIN).register(options, spoil);
    const refused = await officePost(app, '/office/enrolment', { invitation, response });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'The passkey could not be verified: try again' });
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await db.all('SELECT * FROM office_passkeys')).toEqual([]);
    expect(await db.all('SELECT * FROM office_sessions')).toEqual([]);
  });

  it('refuses an enrolment without options first', async () => {
    const { app, db } = await appWithClock();
    const { invitation } = await invitePerson(db, 'Jamie Lee', START);
    const response = new SoftAuthenticator(SITE_ORIGIN).register({ challenge: 'c29tZXRoaW5nLWVsc2U', rp: { id: 'localhost' }, user: { id: 'eA' } });
    expect((await officePost(app, '/office/enrolment', { invitation, response })).status).toBe(400);
    expect(await db.all('SELECT * FROM office_passkeys')).toEqual([]);
  });
});

describe('office sign-in', () => {
  it('signs in with the enrolled passkey', async () => {
    const { app, db } = await appWithClock();
    const { person, authenticator } = await signedInPerson(app, db, 'Jamie Lee', START);
    const { challengeId, options } = await signInOptions(app);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const signedIn = await officePost(app, '/office/sign-in', { challengeId, response: authenticator.assert(options) });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ person: { id: person.id, name: 'Jamie Lee' }, expiresAt: '2026-11-27T17:00:00.000Z' });
    expect((await sessionOf(app, sessionCookieOf(signedIn))).status).toBe(200);
  });

  it('refuses a replayed assertion', async () => {
    const { app, db } = await appWithClock();
    const { authenticator } = await signedInPerson(app, db, 'Jamie Lee', START);
    const { challengeId, options } = await signInOptions(app);
    const response = authenticator.assert(options);
    expect((await officePost(app, '/office/sign-in', { challengeId, response })).status).toBe(200);
    const replayed = await officePost(app, '/office/sign-in', { challengeId, response });
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toEqual({ error: 'This sign-in has expired or was used: start again' });
    // Nor does the same answer pass under a fresh challenge.
    const fresh = await signInOptions(app);
    expect((await officePost(app, '/office/sign-in', { challengeId: fresh.challengeId, response })).status).toBe(401);
  });

  it.each([
    ['a wrong challenge', { challenge: 'bm90LXRoZS1jaGFsbGVuZ2UtdGhlLXdvcmtlci1pc3N1ZWQ' }],
    ['a wrong origin', { origin: 'https://evil.example' }],
    ['a tampered signature', { tamperSignature: true }],
    ['another relying party', { rpId: 'evil.example' }],
  ])('refuses an assertion with %s and sets no cookie', async (_, spoil) => {
    const { app, db } = await appWithClock();
    const { authenticator } = await signedInPerson(app, db, 'Jamie Lee', START);
    const before = await db.all('SELECT token_hash FROM office_sessions');
    const { challengeId, options } = await signInOptions(app);
    const refused = await officePost(app, '/office/sign-in', { challengeId, response: authenticator.assert(options, spoil) });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'The passkey could not be verified: try again' });
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await db.all('SELECT token_hash FROM office_sessions')).toEqual(before);
  });

  it('refuses a passkey the worker does not know', async () => {
    const { app } = await appWithClock();
    const { challengeId, options } = await signInOptions(app);
    const stranger = new SoftAuthenticator(SITE_ORIGIN);
    expect((await officePost(app, '/office/sign-in', { challengeId, response: stranger.assert(options) })).status).toBe(401);
  });

  it('refuses a challenge after 5 minutes', async () => {
    const { app, db, advance } = await appWithClock();
    const { authenticator } = await signedInPerson(app, db, 'Jamie Lee', START);
    const { challengeId, options } = await signInOptions(app);
    advance(5 * 60 * 1000);
    expect((await officePost(app, '/office/sign-in', { challengeId, response: authenticator.assert(options) })).status).toBe(400);
  });

  it('refuses a revoked person with 403', async () => {
    const { app, db, now } = await appWithClock();
    const { authenticator } = await signedInPerson(app, db, 'Jamie Lee', START);
    await revokePerson(db, 'Jamie Lee', now());
    const { challengeId, options } = await signInOptions(app);
    const refused = await officePost(app, '/office/sign-in', { challengeId, response: authenticator.assert(options) });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('limits sign-in attempts per client', async () => {
    const { app } = await appWithClock({ OFFICE_SIGN_IN_LIMIT_PER_CLIENT: '3' });
    for (let attempt = 0; attempt < 3; attempt++) expect((await officePost(app, '/office/sign-in/options', {})).status).toBe(200);
    const limited = await officePost(app, '/office/sign-in/options', {});
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect((await officePost(app, '/office/sign-in/options', {}, { 'x-test-client': '203.0.113.5' })).status).toBe(200);
  });
});

describe('office session', () => {
  it('ends at once when the person is revoked (403), and at sign-out (401)', async () => {
    const { app, db, now } = await appWithClock();
    const jamie = await signedInPerson(app, db, 'Jamie Lee', START);
    const sam = await signedInPerson(app, db, 'Sam Roe', START);
    await revokePerson(db, 'Jamie Lee', now());
    expect((await sessionOf(app, jamie.cookie)).status).toBe(403);
    expect((await sessionOf(app, sam.cookie)).status).toBe(200);
    const out = await officePost(app, '/office/sign-out', {}, withCookie(sam.cookie));
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-office_session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Strict/);
    expect((await sessionOf(app, sam.cookie)).status).toBe(401);
  });

  it('answers the site origin with credentials allowed, and another origin without', async () => {
    const { app } = await appWithClock();
    const preflight = await app.request('/office/sign-in', {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const session = await app.request('/office/session', { headers: { Origin: SITE_ORIGIN } });
    expect(session.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await app.request('/office/session', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    // The other routes keep the global CORS, without credentials.
    const config = await app.request('/config/email', { headers: { Origin: SITE_ORIGIN } });
    expect(config.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('office tables', () => {
  it('drop expired sessions and invitations when a new session starts', async () => {
    const { app, db, advance, now } = await appWithClock();
    await signedInPerson(app, db, 'Jamie Lee', START);
    await invitePerson(db, 'Sam Roe', START);
    advance(25 * 60 * 60 * 1000);
    const { person } = await signedInPerson(app, db, 'Alex Poe', now());
    expect(await db.all('SELECT person_id FROM office_sessions')).toEqual([{ person_id: person.id }]);
    expect(await db.all('SELECT * FROM office_invitations')).toEqual([]);
  });
});
