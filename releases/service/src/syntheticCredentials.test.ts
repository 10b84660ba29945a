// Synthetic credentials under Miniflare: a team's key gets one for its own remote, signed
// with the service's preview key as the composer checks it, expiring within the hour; no
// key, another team's key or a malformed request gets a 4xx JSON answer and no credential.
import { verifySyntheticCredential } from 'credentials/syntheticCredential';
import { json, refusalsOf } from '../test/releases';
import { TEST_PREVIEW_KEY, startService, type ServiceUnderTest } from '../test/serviceWorker';

jest.setTimeout(60_000);

let service: ServiceUnderTest;
let careers: { id: string; token: string };

beforeAll(async () => {
  service = await startService();
  careers = await service.mintKey('careers-ci', ['careers']);
});

afterAll(async () => {
  await service?.stop();
});

/** `token` null: no Authorization header at all. */
const grant = (remote: string, body?: string, token: string | null = careers.token) =>
  service.request('POST', `/synthetic-credentials/${remote}`, { headers: json, ...(token === null ? {} : { token }), ...(body === undefined ? {} : { body }) });

it("grants the team's own remote a credential signed with the service's preview key, for half an hour by default", async () => {
  const before = Date.now();
  const response = await grant('careers');
  expect(response.status).toBe(201);
  const { credential, expiresAt } = (await response.json()) as { credential: string; expiresAt: string };
  expect(await verifySyntheticCredential(credential, TEST_PREVIEW_KEY)).toEqual({ remote: 'careers', expiresAt: new Date(expiresAt) });
  expect(await verifySyntheticCredential(credential, 'a-key-that-is-not-the-services-0123456789')).toBeUndefined();
  expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 30 * 60_000);
  expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
});

it('grants one for as long as asked, up to the hour a credential may live', async () => {
  const response = await grant('careers', JSON.stringify({ ttlSeconds: 3600 }));
  expect(response.status).toBe(201);
  const { credential, expiresAt } = (await response.json()) as { credential: string; expiresAt: string };
  expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 59 * 60_000);
  expect((await verifySyntheticCredential(credential, TEST_PREVIEW_KEY))?.remote).toBe('careers');
});

it('refuses a request without a key, with a key of the wrong shape or a revoked one, with 401', async () => {
  for (const token of [null, 'not-a-release-key']) {
    const response = await grant('careers', undefined, token);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'a release key is required: Authorization: Bearer rk_...' });
  }
  const revoked = await service.mintKey('careers-old', ['careers']);
  await service.revokeKey(revoked.id);
  const response = await grant('careers', undefined, revoked.token);
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: 'this release key is unknown or revoked' });
});

it("refuses another team's remote with 403, and records the refusal", async () => {
  const response = await grant('payments');
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ error: 'refused: the key careers-ci releases careers, not payments' });
  expect((await refusalsOf(service)).at(-1)).toEqual({
    key_id: careers.id,
    action: 'synthetic',
    remote: 'payments',
    version: null,
    reason: 'the key careers-ci releases careers, not payments',
  });
});

it('refuses malformed requests with 400 and says why', async () => {
  const badRemote = await grant('Careers!');
  expect(badRemote.status).toBe(400);
  expect(await badRemote.json()).toEqual({ error: 'not a remote\'s name: "Careers!"' });

  const notJson = await grant('careers', '{ttl');
  expect(notJson.status).toBe(400);
  expect(await notJson.json()).toEqual({ error: 'the body is not JSON' });

  for (const ttlSeconds of [3601, 59, 90.5, '600']) {
    const response = await grant('careers', JSON.stringify({ ttlSeconds }));
    expect({ ttlSeconds, status: response.status }).toEqual({ ttlSeconds, status: 400 });
    expect(await response.json()).toMatchObject({ error: 'the body is not what this request takes', issues: [{ path: 'ttlSeconds' }] });
  }
});

it("gives a journeys key (the scheduled journeys') its remote's synthetic credentials and the live state, and nothing else", async () => {
  const journeys = await service.mintKey('careers-journeys', ['careers'], 'journeys');
  const granted = await grant('careers', undefined, journeys.token);
  expect(granted.status).toBe(201);
  const { credential } = (await granted.json()) as { credential: string };
  expect((await verifySyntheticCredential(credential, TEST_PREVIEW_KEY))?.remote).toBe('careers');
  const live = await service.request('GET', '/live', { token: journeys.token });
  expect(live.status).toBe(200);
  const etag = live.headers.get('ETag') ?? '';
  const tries = [
    ['POST', '/previews/careers', { version: 'a'.repeat(12) }, 'preview'],
    ['POST', '/live/careers', { version: 'a'.repeat(12) }, 'switch'],
    ['POST', '/live/careers/rollback', {}, 'rollback'],
    ['POST', '/live/careers/canary', { version: 'a'.repeat(12), share: 10 }, 'canary'],
    ['POST', '/prune', { apply: true }, 'prune'],
  ] as const;
  for (const [method, path, body, action] of tries) {
    const response = await service.request(method, path, { token: journeys.token, headers: { ...json, 'If-Match': etag }, body: JSON.stringify(body) });
    expect({ path, status: response.status, body: await response.json() }).toEqual({
      path,
      status: 403,
      body: { error: `refused: the key careers-journeys only runs the journeys of careers: ${action} needs a release key` },
    });
  }
  expect((await refusalsOf(service)).at(-1)).toMatchObject({ key_id: journeys.id, action: 'prune', remote: 'careers' });
  const otherTeam = await grant('payments', undefined, journeys.token);
  expect(otherTeam.status).toBe(403);
  expect(await otherTeam.json()).toEqual({ error: 'refused: the key careers-journeys releases careers, not payments' });
});
