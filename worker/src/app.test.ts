// What every route shares: CORS, the body limit, JSON for unknown paths and errors,
// and no secret in any answer.
import type { Database } from './db/database';
import { createTestApp, postJson, SITE_ORIGIN, TEST_SECRETS } from '../test/testApp';
import { VALID_BODIES } from 'contract/testing/validBodies';

describe('CORS', () => {
  it('lets the site origin read answers', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/config/email', { headers: { Origin: SITE_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('lets every configured site origin in', async () => {
    const { app } = await createTestApp({ env: { SITE_ORIGINS: 'https://www.example.com, https://example.com', ALLOW_DEV_DEFAULTS: '' } });
    for (const origin of ['https://www.example.com', 'https://example.com']) {
      const response = await app.request('/health', { headers: { Origin: origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const local = await app.request('/health', { headers: { Origin: SITE_ORIGIN } });
    expect(local.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('does not let another origin read answers', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/config/email', { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the site origin preflight for a JSON post', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/submissions/ticket', {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('refuses another origin preflight', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/submissions/ticket', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets the site read error answers too', async () => {
    const { app } = await createTestApp();
    const response = await postJson(app, '/submissions/ticket', '[]', { Origin: SITE_ORIGIN });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });
});

describe('unknown paths and failures', () => {
  it('answers an unknown path with 404 JSON', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/admin');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('answers a wrong method with 404 JSON', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/submissions/ticket');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('answers an unexpected failure with 500 JSON that does not leak the cause', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { db } = await createTestApp();
    const failingWrites: Database = { ...db, run: () => Promise.reject(new Error('disk I/O error at /var/lib/worker.sqlite')) };
    const { app } = await createTestApp({ db: failingWrites });

    const response = await postJson(app, '/submissions/ticket', VALID_BODIES.ticket);

    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal error' });
    expect(text).not.toContain('disk');
    expect(log).toHaveBeenCalled();
  });
});

describe('secrets', () => {
  it('never appear in any answer', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = await createTestApp({ env: { ...TEST_SECRETS } });
    const requests: (() => Response | Promise<Response>)[] = [
      () => app.request('/health'),
      () => app.request('/config/email'),
      () => app.request('/config/payments'),
      () => app.request('/config/captcha'),
      () => app.request('/config/secrets'),
      () => app.request('/'),
      () => postJson(app, '/submissions/ticket', VALID_BODIES.ticket, { Origin: SITE_ORIGIN }),
      () => postJson(app, '/submissions/ticket', VALID_BODIES.ticket),
      () => postJson(app, '/submissions/ticket', { ...VALID_BODIES.ticket, UUID: 'bad' }),
      () => postJson(app, '/submissions/ticket', '{'),
      () => postJson(app, '/submissions/ticket/SP-004217/delivery', { delivered: true }),
      () => postJson(app, '/submissions/ticket/SP-000000/delivery', { delivered: true }),
      () => app.request('/submissions/ticket', { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN } }),
      () => app.request('/passcode', { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN }, body: TEST_SECRETS.PASSCODE }),
      () => app.request('/passcode', { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN }, body: '12' }),
      () => app.request('/passcode', { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN }, body: 'x' }),
      () => app.request('/hub/topics'),
      () => app.request('/hub/topics', { headers: { Authorization: `Bearer ${TEST_SECRETS.UNLOCK_SIGNING_KEY}` } }),
    ];
    for (const send of requests) {
      const response = await send();
      const answer = [...response.headers].flat().join('\n') + (await response.text());
      for (const secret of Object.values(TEST_SECRETS)) expect(answer).not.toContain(secret);
    }
  });
});
