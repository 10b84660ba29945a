import { createSandbox } from '../app';

let clock = new Date('2026-05-01T12:00:00.000Z');
const sandbox = () => createSandbox({ now: () => clock, captcha: { siteKey: 'site-1', secret: 'secret-1' } });

const token = async (app: ReturnType<typeof createSandbox>) =>
  (
    (await (
      await app.request('/captcha/token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"sitekey":"site-1"}' })
    ).json()) as { token: string }
  ).token;

const verify = async (app: ReturnType<typeof createSandbox>, form: Record<string, string>) =>
  (await app.request('/captcha/siteverify', { method: 'POST', body: new URLSearchParams(form) })).json();

beforeEach(() => {
  clock = new Date('2026-05-01T12:00:00.000Z');
});

describe('the captcha script', () => {
  it('is served with the site key and the onload function it was asked for', async () => {
    const source = await (await sandbox().request('http://localhost:8089/captcha/api.js?render=explicit&onload=onCaptchaReady')).text();
    expect(source).toContain('grecaptcha');
    expect(source).toContain('"siteKey":"site-1"');
    expect(source).toContain('"onload":"onCaptchaReady"');
  });

  it('calls no onload function that is not a plain name', async () => {
    const source = await (await sandbox().request(`/captcha/api.js?onload=${encodeURIComponent('alert(1)')}`)).text();
    expect(source).toContain('"onload":null');
  });
});

describe('siteverify', () => {
  it('accepts a token once, like the real services', async () => {
    const app = sandbox();
    const issued = await token(app);
    expect(await verify(app, { secret: 'secret-1', response: issued })).toEqual({
      success: true,
      challenge_ts: clock.toISOString(),
      hostname: 'localhost',
    });
    expect(await verify(app, { secret: 'secret-1', response: issued })).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it('refuses a token older than two minutes', async () => {
    const app = sandbox();
    const issued = await token(app);
    clock = new Date(clock.getTime() + 121_000);
    expect(await verify(app, { secret: 'secret-1', response: issued })).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it.each([
    ['no secret', { response: 'x' }, 'missing-input-secret'],
    ['a wrong secret', { secret: 'nope', response: 'x' }, 'invalid-input-secret'],
    ['no token', { secret: 'secret-1' }, 'missing-input-response'],
    ['a token it never issued', { secret: 'secret-1', response: 'made-up' }, 'invalid-input-response'],
  ])('refuses %s', async (_name, form, code) => {
    expect(await verify(sandbox(), form)).toEqual({ success: false, 'error-codes': [code] });
  });

  it('issues tokens only for its site key', async () => {
    const response = await sandbox().request('/captcha/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"sitekey":"other"}',
    });
    expect(response.status).toBe(403);
  });
});
