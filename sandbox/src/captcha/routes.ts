// The captcha stand-in's routes: the widget script, the token its checkbox fetches,
// the (empty) challenge frame and siteverify. siteverify speaks the reCAPTCHA/hCaptcha
// protocol: a form-encoded POST of `secret` and `response`, answered 200 with
// { success, challenge_ts, hostname } or { success: false, 'error-codes': [...] }.
import { Hono } from 'hono';
import type { SandboxSettings } from '../settings';
import type { TokenStore } from './tokens';
import { TOKEN_LIFETIME_MS } from './tokens';
import { widgetScriptSource } from './widgetScript';

const IDENTIFIER = /^[A-Za-z_$][\w$]{0,63}$/;

const refusal = (code: string) => ({ success: false, 'error-codes': [code] });

export function captchaRoutes(settings: SandboxSettings, tokens: TokenStore): Hono {
  const { siteKey, secret } = settings.captcha;
  const routes = new Hono();

  routes.get('/api.js', (c) => {
    const onload = c.req.query('onload') ?? '';
    const source = widgetScriptSource({
      origin: new URL(c.req.url).origin,
      siteKey,
      onload: IDENTIFIER.test(onload) ? onload : null,
      tokenLifetimeMs: TOKEN_LIFETIME_MS,
    });
    return c.body(source, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
  });

  routes.post('/token', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { sitekey?: unknown } | null;
    if (body?.sitekey !== siteKey) return c.json({ error: 'Invalid site key' }, 403);
    return c.json({ token: tokens.issue() });
  });

  routes.get('/bframe', (c) =>
    c.html('<!doctype html><html lang="en"><head><title>Sandbox captcha challenge</title></head><body></body></html>'),
  );

  routes.post('/siteverify', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const given = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    if (!given('secret')) return c.json(refusal('missing-input-secret'));
    if (given('secret') !== secret) return c.json(refusal('invalid-input-secret'));
    if (!given('response')) return c.json(refusal('missing-input-response'));
    const check = tokens.redeem(given('response'));
    if (check === 'unknown') return c.json(refusal('invalid-input-response'));
    if (check === 'used-or-expired') return c.json(refusal('timeout-or-duplicate'));
    return c.json({ success: true, challenge_ts: settings.now().toISOString(), hostname: 'localhost' });
  });

  return routes;
}
