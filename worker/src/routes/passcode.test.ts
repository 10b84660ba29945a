import { passcodeAnswerSchema, passcodeLockedSchema } from 'contract/schemas/unlock';
import { DEV_PASSCODE } from '../staff/staffEnv';
import { createTestApp, SITE_ORIGIN, TEST_CLIENT_HEADER, TEST_SECRETS } from '../../test/testApp';

const START = new Date('2025-06-01T08:00:00.000Z');
const RIGHT = TEST_SECRETS.PASSCODE;
const WRONG = '11111111';

type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

/** A worker whose clock the test moves. */
async function appWithClock(env: Record<string, string> = {}) {
  let now = START;
  const { app, db } = await createTestApp({ env, now: () => now });
  return { app, db, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const guess = (
  app: TestApp,
  digits: string,
  client = '198.51.100.7',
  contentType = 'text/plain',
  origin: string | null = SITE_ORIGIN,
  extra: Record<string, string> = {},
) =>
  app.request('/passcode', {
    method: 'POST',
    headers: { 'Content-Type': contentType, [TEST_CLIENT_HEADER]: client, ...(origin === null ? {} : { Origin: origin }), ...extra },
    body: digits,
  });

/** A guess from a device that shows the token an earlier unlock gave it. */
const guessFromDevice = (app: TestApp, digits: string, client: string, token: string) =>
  guess(app, digits, client, 'text/plain', SITE_ORIGIN, { Authorization: `Bearer ${token}` });

describe('POST /passcode', () => {
  it('answers the right passcode with true and a token that expires in 12 hours', async () => {
    const { app } = await appWithClock();
    const response = await guess(app, RIGHT);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = passcodeAnswerSchema.parse(await response.json());
    expect(answer).toEqual({ valid: true, token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), expiresAt: '2025-06-01T20:00:00.000Z' });
  });

  it('answers a wrong passcode with false and no token', async () => {
    const { app } = await appWithClock();
    const response = await guess(app, WRONG);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: false });
  });

  it('reads the digits as plain text with a charset, around spaces and a newline', async () => {
    const { app } = await appWithClock();
    const response = await guess(app, ` ${RIGHT}\n`, undefined, 'text/plain;charset=UTF-8');
    expect(await response.json()).toMatchObject({ valid: true });
  });

  it.each([
    ['nothing', ''],
    ['letters', '12ab'],
    ['nine digits', '123456789'],
    ['a JSON string', '"918273"'],
  ])('refuses %s with 400 and counts no guess', async (_, body) => {
    const { app, db } = await appWithClock();
    const response = await guess(app, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'The passcode is not valid' });
    expect(await db.all('SELECT * FROM rate_limits')).toEqual([]);
  });

  it('refuses a body that is not text/plain with 415', async () => {
    const { app } = await appWithClock();
    const response = await guess(app, JSON.stringify(RIGHT), undefined, 'application/json');
    expect(response.status).toBe(415);
  });

  it('allows 5 guesses per 15 minutes, then answers 429 with Retry-After, even to the right passcode', async () => {
    const { app, advance } = await appWithClock();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await (await guess(app, WRONG)).json()).toEqual({ valid: false });
      advance(60_000);
    }
    const locked = await guess(app, RIGHT);
    expect(locked.status).toBe(429);
    // The window opened with the first guess, 5 minutes ago: 10 minutes remain.
    expect(locked.headers.get('retry-after')).toBe('600');
    expect(passcodeLockedSchema.parse(await locked.json())).toEqual({ error: 'Too many passcode attempts', retryAfterSeconds: 600 });
  });

  it('opens again when the window has passed', async () => {
    const { app, advance } = await appWithClock();
    for (let attempt = 0; attempt < 6; attempt++) await guess(app, WRONG);
    advance(15 * 60_000 - 1000);
    expect((await guess(app, RIGHT)).status).toBe(429);
    advance(1000);
    expect(await (await guess(app, RIGHT)).json()).toMatchObject({ valid: true });
  });

  it('starts the count afresh after the right passcode', async () => {
    const { app } = await appWithClock();
    for (let attempt = 0; attempt < 4; attempt++) await guess(app, WRONG);
    expect(await (await guess(app, RIGHT)).json()).toMatchObject({ valid: true });
    for (let attempt = 0; attempt < 5; attempt++) expect((await guess(app, WRONG)).status).toBe(200);
    expect((await guess(app, WRONG)).status).toBe(429);
  });

  it('counts every client on its own', async () => {
    const { app } = await appWithClock();
    for (let attempt = 0; attempt < 6; attempt++) await guess(app, WRONG, '198.51.100.7');
    expect((await guess(app, RIGHT, '198.51.100.7')).status).toBe(429);
    expect(await (await guess(app, RIGHT, '203.0.113.9')).json()).toMatchObject({ valid: true });
  });

  it('counts guesses sent together, so a burst cannot slip past the limit', async () => {
    const { app } = await appWithClock();
    const answers = await Promise.all(Array.from({ length: 12 }, () => guess(app, WRONG)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
  });

  it('takes the limit and the window from the environment', async () => {
    const { app, advance } = await appWithClock({ PASSCODE_MAX_GUESSES: '2', PASSCODE_WINDOW_MINUTES: '1' });
    await guess(app, WRONG);
    await guess(app, WRONG);
    const locked = await guess(app, WRONG);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('60');
    advance(60_000);
    expect((await guess(app, WRONG)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless told to trust a proxy header, then uses its last entry', async () => {
    const spoofing = await appWithClock();
    for (let attempt = 0; attempt < 6; attempt++) {
      await spoofing.app.request('/passcode', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN, 'X-Forwarded-For': `10.0.0.${attempt}` },
        body: WRONG,
      });
    }
    expect((await guess(spoofing.app, RIGHT, '192.0.2.10')).status).toBe(429);

    const proxied = await appWithClock({ TRUSTED_CLIENT_IP_HEADER: 'X-Forwarded-For' });
    const viaProxy = (client: string, digits: string) =>
      proxied.app.request('/passcode', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN, 'X-Forwarded-For': `6.6.6.6, ${client}` },
        body: digits,
      });
    for (let attempt = 0; attempt < 6; attempt++) await viaProxy('198.51.100.20', WRONG);
    expect((await viaProxy('198.51.100.20', RIGHT)).status).toBe(429);
    expect(await (await viaProxy('198.51.100.21', RIGHT)).json()).toMatchObject({ valid: true });
  });

  it('answers 503 to the development passcode on a worker without ALLOW_DEV_DEFAULTS and without the secrets', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { app, db } = await createTestApp({
      env: { ALLOW_DEV_DEFAULTS: '', STAFF_PASSCODE_HASH: '', STAFF_PASSCODE_PEPPER: '', UNLOCK_SIGNING_KEY: '' },
    });
    const response = await guess(app, DEV_PASSCODE);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The staff unlock is not configured' });
    expect(await db.all('SELECT * FROM rate_limits')).toEqual([]);
  });

  it('refuses the development passcode on a worker without ALLOW_DEV_DEFAULTS that has its own secrets', async () => {
    const { app } = await appWithClock({ ALLOW_DEV_DEFAULTS: '' });
    expect(await (await guess(app, DEV_PASSCODE)).json()).toEqual({ valid: false });
    expect(await (await guess(app, RIGHT)).json()).toMatchObject({ valid: true });
  });
});

describe('POST /passcode from another site', () => {
  it.each([
    ['another origin', 'https://evil.example'],
    ['another port of this machine', 'http://localhost:8081'],
    ['an opaque origin', 'null'],
    ['no origin at all', null],
  ])('is refused with 403 from %s, and counts nothing', async (_name, origin) => {
    const { app, db } = await appWithClock();
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await guess(app, attempt === 7 ? RIGHT : WRONG, '198.51.100.7', 'text/plain', origin);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'This request must come from the site itself' });
    }
    expect(await db.all('SELECT * FROM rate_limits')).toEqual([]);
    expect(await (await guess(app, RIGHT)).json()).toMatchObject({ valid: true });
  });

  it('is let in from every configured site origin', async () => {
    const { app } = await appWithClock({ SITE_ORIGINS: 'http://localhost:8080,http://127.0.0.1:8080' });
    expect((await guess(app, WRONG, undefined, undefined, 'http://127.0.0.1:8080')).status).toBe(200);
  });
});

describe('POST /passcode from IPv6 clients', () => {
  it('counts one /64 as one client: six wrong guesses from six of its addresses lock the whole /64', async () => {
    const { app } = await appWithClock();
    for (let host = 1; host <= 5; host++) expect((await guess(app, WRONG, `2001:db8:7:1::${host}`)).status).toBe(200);
    const sixth = await guess(app, WRONG, '2001:db8:7:1:ffff:ffff:ffff:6');
    expect(sixth.status).toBe(429);
    expect((await guess(app, RIGHT, '2001:0db8:0007:0001:abcd::99')).status).toBe(429);
    // The next /64 is someone else.
    expect(await (await guess(app, RIGHT, '2001:db8:7:2::1')).json()).toMatchObject({ valid: true });
  });
});

describe('the site-wide ceiling of wrong passcode guesses', () => {
  it('makes every client wait once all of them together have guessed wrong too often, with one log line', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { app, advance } = await appWithClock({ PASSCODE_SITE_MAX_WRONG_PER_HOUR: '3' });
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await guess(app, WRONG, client)).status).toBe(200);

    const waiting = await guess(app, RIGHT, '203.0.113.50');
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('3600');
    expect((await guess(app, WRONG, '203.0.113.51')).status).toBe(429);
    expect(warn.mock.calls.filter(([line]) => String(line).includes('site-wide limit of 3 passcode guesses per 60 minutes'))).toHaveLength(1);

    advance(60 * 60_000);
    expect(await (await guess(app, RIGHT, '203.0.113.50')).json()).toMatchObject({ valid: true });
  });

  it('does not count right guesses, nor the guesses a client was refused', async () => {
    const { app } = await appWithClock({ PASSCODE_SITE_MAX_WRONG_PER_HOUR: '6', PASSCODE_MAX_GUESSES: '2' });
    for (let attempt = 0; attempt < 5; attempt++) expect(await (await guess(app, RIGHT, '198.51.100.1')).json()).toMatchObject({ valid: true });
    for (let attempt = 0; attempt < 5; attempt++) await guess(app, WRONG, '198.51.100.2');
    // Five right guesses and 198.51.100.2's three refused ones took nothing: four wrong ones remain.
    for (const client of ['198.51.100.3', '198.51.100.3', '198.51.100.4', '198.51.100.4']) expect((await guess(app, WRONG, client)).status).toBe(200);
    expect((await guess(app, WRONG, '198.51.100.5')).status).toBe(429);
  });
});

describe('a device that unlocked before', () => {
  it('is not held by the site-wide ceiling, even with its token expired, for 90 days', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { app, advance } = await appWithClock({ PASSCODE_SITE_MAX_WRONG_PER_HOUR: '3' });
    const { token } = passcodeAnswerSchema.parse(await (await guess(app, RIGHT, '192.0.2.20')).json()) as { token: string };
    advance(30 * 24 * 60 * 60_000);
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await guess(app, WRONG, client)).status).toBe(200);
    expect((await guess(app, RIGHT, '203.0.113.50')).status).toBe(429);

    const answer = await guessFromDevice(app, RIGHT, '192.0.2.20', token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ valid: true });
  });

  it('is still held by its own client limit', async () => {
    const { app } = await appWithClock({ PASSCODE_MAX_GUESSES: '2' });
    const { token } = passcodeAnswerSchema.parse(await (await guess(app, RIGHT, '192.0.2.20')).json()) as { token: string };
    expect((await guessFromDevice(app, WRONG, '192.0.2.21', token)).status).toBe(200);
    expect((await guessFromDevice(app, WRONG, '192.0.2.21', token)).status).toBe(200);
    expect((await guessFromDevice(app, WRONG, '192.0.2.21', token)).status).toBe(429);
  });

  it('counts for nothing with a forged, foreign or too old token', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { app, advance } = await appWithClock({ PASSCODE_SITE_MAX_WRONG_PER_HOUR: '3' });
    const { token } = passcodeAnswerSchema.parse(await (await guess(app, RIGHT, '192.0.2.20')).json()) as { token: string };
    advance(91 * 24 * 60 * 60_000);
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await guess(app, WRONG, client)).status).toBe(200);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const shown of [token, forged, 'not.a.token']) expect((await guessFromDevice(app, RIGHT, '192.0.2.20', shown)).status).toBe(429);
  });
});
