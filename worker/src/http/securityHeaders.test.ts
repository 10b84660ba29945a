// Every worker answer carries the security headers: JSON answers, errors of each kind,
// the body limit's 413 and the CORS preflight, without getting in the way of CORS.
import type { Database } from '../db/database';
import { MAX_BODY_BYTES } from '../app';
import { createTestApp, postJson, SITE_ORIGIN } from '../../test/testApp';
import { VALID_BODIES } from 'contract/testing/validBodies';

const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

const securityHeadersOf = (response: Response) =>
  Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, response.headers.get(name)]));

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

async function failingApp(): Promise<App> {
  const { db } = await createTestApp();
  const failingWrites: Database = { ...db, run: () => Promise.reject(new Error('disk I/O error')) };
  return (await createTestApp({ db: failingWrites })).app;
}

describe('security headers', () => {
  it('are on a JSON answer, next to the CORS header the site reads it with', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/config/email', { headers: { Origin: SITE_ORIGIN } });

    expect(response.status).toBe(200);
    expect(securityHeadersOf(response)).toEqual(SECURITY_HEADERS);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  it.each<[string, (app: App) => Response | Promise<Response>, number]>([
    ['a validation error', (app) => postJson(app, '/submissions/ticket', { ...VALID_BODIES.ticket, UUID: 'bad' }, { Origin: SITE_ORIGIN }), 400],
    ['a wrong content type', (app) => app.request('/orders', { method: 'POST', headers: { Origin: SITE_ORIGIN }, body: 'amount=1' }), 415],
    ['an unknown path', (app) => app.request('/admin', { headers: { Origin: SITE_ORIGIN } }), 404],
    ['a missing unlock token', (app) => app.request('/hub/topics', { headers: { Origin: SITE_ORIGIN } }), 401],
    ['a body over the limit', (app) => postJson(app, '/submissions/ticket', 'x'.repeat(MAX_BODY_BYTES + 1), { Origin: SITE_ORIGIN }), 413],
  ])('are on %s', async (_name, send, status) => {
    const { app } = await createTestApp();
    const response = await send(app);

    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(securityHeadersOf(response)).toEqual(SECURITY_HEADERS);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  it('are on an unexpected failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await postJson(await failingApp(), '/submissions/ticket', VALID_BODIES.ticket, { Origin: SITE_ORIGIN });

    expect(response.status).toBe(500);
    expect(securityHeadersOf(response)).toEqual(SECURITY_HEADERS);
  });

  it('are on the CORS preflight, which still lets the site post JSON', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/submissions/ticket', {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });

    expect(response.status).toBe(204);
    expect(securityHeadersOf(response)).toEqual(SECURITY_HEADERS);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });
});
