import { passcodeAnswerSchema, passcodeLockedSchema } from 'shared-ui/schemas/unlock';
import { createTestApp, TEST_CLIENT_HEADER, TEST_SECRETS } from '../../test/testApp';

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

const guess = (app: TestApp, digits: string, client = '198.51.100.7', contentType = 'text/plain') =>
  app.request('/passcode', {
    method: 'POST',
    headers: { 'Content-Type': contentType, [TEST_CLIENT_HEADER]: client },
    body: digits,
  });

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
    expect(await db.all('SELECT * FROM passcode_attempts')).toEqual([]);
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
        headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': `10.0.0.${attempt}` },
        body: WRONG,
      });
    }
    expect((await guess(spoofing.app, RIGHT, '192.0.2.10')).status).toBe(429);

    const proxied = await appWithClock({ TRUSTED_CLIENT_IP_HEADER: 'X-Forwarded-For' });
    const viaProxy = (client: string, digits: string) =>
      proxied.app.request('/passcode', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': `6.6.6.6, ${client}` },
        body: digits,
      });
    for (let attempt = 0; attempt < 6; attempt++) await viaProxy('198.51.100.20', WRONG);
    expect((await viaProxy('198.51.100.20', RIGHT)).status).toBe(429);
    expect(await (await viaProxy('198.51.100.21', RIGHT)).json()).toMatchObject({ valid: true });
  });

  it('answers 503 on a public site whose secrets were never set', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = await createTestApp({
      env: { SITE_ORIGINS: 'https://www.rockriverav.com', STAFF_PASSCODE_HASH: '', UNLOCK_SIGNING_KEY: '' },
    });
    const response = await guess(app, '24681357');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The staff unlock is not configured' });
  });
});
