// Signed preview grants under Miniflare: issued for a staged version with the remote's
// key, checked by signature and expiry alone. Every store read goes through a counting
// wrapper of the R2 and D1 bindings (test/countingEntry.ts).
import { signPreviewToken, verifyPreviewToken } from 'credentials/previewToken';
import { buildOf, json, refusalsOf, uploadAndStage } from '../test/releases';
import { TEST_PREVIEW_KEY, startService, type ServiceUnderTest } from '../test/serviceWorker';

jest.setTimeout(60_000);

let service: ServiceUnderTest;
let careers: { id: string; token: string };
const staged = buildOf('careers', 'preview me');

beforeAll(async () => {
  service = await startService({ countReads: true });
  careers = await service.mintKey('careers-ci', ['careers']);
  await uploadAndStage(service, careers.token, staged);
});

afterAll(async () => {
  await service?.stop();
});

const storeReads = async () => ((await (await service.request('GET', '/__test/reads')).json()) as { reads: number }).reads;
const grant = (remote: string, body: object) => service.request('POST', `/previews/${remote}`, { token: careers.token, headers: json, body: JSON.stringify(body) });
const check = (token: string) => service.request('GET', '/previews/check', { headers: { 'X-Release-Preview': token } });

it("issues a signed, expiring token for a staged version with the remote's key", async () => {
  const before = Date.now();
  const response = await grant('careers', { version: staged.version });
  expect(response.status).toBe(201);
  const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
  const verified = await verifyPreviewToken(token, TEST_PREVIEW_KEY);
  expect(verified).toEqual({ remote: 'careers', version: staged.version, expiresAt: new Date(expiresAt) });
  expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 9 * 60_000);
  expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
});

it('counts the reads of a request that reads the store: the key, then live.json', async () => {
  const reads = await storeReads();
  expect((await service.request('GET', '/live', { token: careers.token })).status).toBe(200);
  expect(await storeReads()).toBe(reads + 2);
});

it('checks a valid token by its signature and expiry, with no store read', async () => {
  const { token, expiresAt } = (await (await grant('careers', { version: staged.version, ttlSeconds: 60 })).json()) as { token: string; expiresAt: string };
  const reads = await storeReads();
  const response = await check(token);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ remote: 'careers', version: staged.version, expiresAt });
  expect(await storeReads()).toBe(reads);
});

it('refuses a random, forged, altered or expired token with 404, with no store read', async () => {
  const expiresAt = new Date(Date.now() + 5 * 60_000);
  const signed = await signPreviewToken({ remote: 'careers', version: staged.version, expiresAt }, TEST_PREVIEW_KEY);
  const tokens = {
    random: 'ab'.repeat(32),
    forged: await signPreviewToken({ remote: 'careers', version: staged.version, expiresAt }, 'a-key-that-is-not-the-services-0123456789'),
    altered: signed.replace('.careers.', '.payments.'),
    expired: await signPreviewToken({ remote: 'careers', version: staged.version, expiresAt: new Date(Date.now() - 1000) }, TEST_PREVIEW_KEY),
    missing: '',
  };
  const reads = await storeReads();
  for (const [what, token] of Object.entries(tokens)) {
    const response = await check(token);
    expect({ what, status: response.status, body: await response.json() }).toEqual({ what, status: 404, body: { error: 'no valid preview grant: the live releases stand' } });
  }
  expect(await storeReads()).toBe(reads);
});

it("refuses a grant for another team's remote with 403 and records it", async () => {
  const response = await grant('payments', { version: staged.version });
  expect(response.status).toBe(403);
  expect((await refusalsOf(service)).at(-1)).toEqual({
    key_id: careers.id,
    action: 'preview',
    remote: 'payments',
    version: staged.version,
    reason: 'the key careers-ci releases careers, not payments',
  });
});

it("issues a pull request's preview for up to a week, its number signed in, and records until when the version is previewed", async () => {
  const response = await grant('careers', { version: staged.version, ttlSeconds: 7 * 86_400, pullRequest: 12 });
  expect(response.status).toBe(201);
  const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
  expect(await verifyPreviewToken(token, TEST_PREVIEW_KEY)).toEqual({ remote: 'careers', version: staged.version, expiresAt: new Date(expiresAt), pullRequest: 12 });
  expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 7 * 86_400_000 - 60_000);
  // A shorter grant afterwards (a smoke load's) does not shorten it.
  await grant('careers', { version: staged.version });
  const recorded = await service.db.prepare('SELECT expires_at, pull_request FROM previews WHERE remote = ? AND version = ?').bind('careers', staged.version).first();
  expect(recorded).toEqual({ expires_at: expiresAt, pull_request: 12 });
  const badNumber = await grant('careers', { version: staged.version, pullRequest: 0 });
  expect(badNumber.status).toBe(400);
  expect(await badNumber.json()).toMatchObject({ issues: [{ path: 'pullRequest' }] });
});

it("gives a preview key (a pull request's workflow's) its remote's uploads, staging and previews, and nothing that changes what is live or prunes", async () => {
  const previews = await service.mintKey('careers-previews', ['careers'], 'preview');
  const build = buildOf('careers', 'a pull request');
  await uploadAndStage(service, previews.token, build);
  const granted = await service.request('POST', '/previews/careers', { token: previews.token, headers: json, body: JSON.stringify({ version: build.version, pullRequest: 7 }) });
  expect(granted.status).toBe(201);
  const live = await service.request('GET', '/live', { token: previews.token });
  const etag = live.headers.get('ETag') ?? '';
  const tries = [
    ['POST', '/live/careers', { version: build.version }, 'switch'],
    ['POST', '/live/careers/rollback', {}, 'rollback'],
    ['POST', '/live/careers/canary', { version: build.version, share: 10 }, 'canary'],
    ['POST', '/prune', { apply: true }, 'prune'],
    ['POST', '/synthetic-credentials/careers', {}, 'synthetic'],
  ] as const;
  for (const [method, path, body, action] of tries) {
    const response = await service.request(method, path, { token: previews.token, headers: { ...json, 'If-Match': etag }, body: JSON.stringify(body) });
    expect({ path, status: response.status, body: await response.json() }).toEqual({
      path,
      status: 403,
      body: { error: `refused: the key careers-previews only stages and previews careers: ${action} needs a release key` },
    });
  }
  expect((await refusalsOf(service)).at(-1)).toMatchObject({ key_id: previews.id, action: 'synthetic', remote: 'careers' });
});

it('refuses a grant for a version not staged, or for longer than a week', async () => {
  const unstaged = await grant('careers', { version: buildOf('careers', 'not staged').version });
  expect(unstaged.status).toBe(409);
  expect(await unstaged.json()).toEqual({ error: `careers ${buildOf('careers', 'not staged').version} is not staged: upload and stage it first` });
  const tooLong = await grant('careers', { version: staged.version, ttlSeconds: 7 * 86_400 + 1 });
  expect(tooLong.status).toBe(400);
  expect(await tooLong.json()).toMatchObject({ issues: [{ path: 'ttlSeconds' }] });
});
