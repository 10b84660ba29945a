// Each team's key under Miniflare: it releases its own remotes only; anything else is
// refused with 403, changes nothing and is recorded. Keys are kept as hashes and can be revoked.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildOf, hashesOf, historyOf, json, liveOf, refusalsOf, releaseBuild, switchTo, uploadAndStage, uploadFile } from '../test/releases';
import { migrationStatements } from '../testing/serviceBundle';
import { PACKAGE_DIR, TEST_PEPPER, startService, wranglerOptions, type ServiceUnderTest } from '../test/serviceWorker';
import { mintKey } from './keyAdmin.js';
import { KEY_TOKEN_PATTERN, newKeyToken } from './keyToken.js';

jest.setTimeout(60_000);

let service: ServiceUnderTest;
let careers: { id: string; token: string };
let payments: { id: string; token: string };
const paymentsBuild = buildOf('payments', 'live');
const paymentsNext = buildOf('payments', 'next');

beforeAll(async () => {
  service = await startService();
  careers = await service.mintKey('careers-ci', ['careers']);
  payments = await service.mintKey('payments-ci', ['payments']);
  await releaseBuild(service, payments.token, paymentsBuild);
  await uploadAndStage(service, payments.token, paymentsNext);
});

afterAll(async () => {
  await service?.stop();
});

/** What a refused request must leave as it was. */
async function storeState() {
  const objects = (await service.bucket.list()).objects.map(({ key, etag }) => `${key} ${etag}`);
  const releases = (await service.db.prepare('SELECT remote, version FROM releases ORDER BY remote, version').all()).results;
  return { live: await liveOf(service, careers.token), history: await historyOf(service, careers.token), objects, releases };
}

describe("careers' key", () => {
  it('releases careers', async () => {
    await releaseBuild(service, careers.token, buildOf('careers', 'own remote'));
    expect((await liveOf(service, careers.token)).live.remotes.careers?.version).toBe(buildOf('careers', 'own remote').version);
  });

  it.each([
    ['a switch', () => switchTo(service, careers.token, paymentsNext), 'switch', paymentsNext.version],
    ['a rollback', () => service.request('POST', '/live/payments/rollback', { token: careers.token, headers: json, body: '{}' }), 'rollback', null],
    ['an upload', () => uploadFile(service, careers.token, buildOf('payments', 'by careers'), 'remoteEntry.js'), 'upload', buildOf('payments', 'by careers').version],
    [
      'a staging',
      () => service.request('POST', `/releases/payments/${paymentsNext.version}`, { token: careers.token, headers: json, body: JSON.stringify({ files: hashesOf(paymentsNext) }) }),
      'stage',
      paymentsNext.version,
    ],
  ])("is refused %s of payments with 403: nothing changes and the refusal is recorded", async (_, send, action, version) => {
    const before = await storeState();
    const response = await send();
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'refused: the key careers-ci releases careers, not payments' });
    expect(await storeState()).toEqual(before);
    expect((await refusalsOf(service)).at(-1)).toEqual({ key_id: careers.id, action, remote: 'payments', version, reason: 'the key careers-ci releases careers, not payments' });
  });
});

it('is stored as a hash, never as its token', async () => {
  const rows = (await service.db.prepare('SELECT id, token_hash FROM release_keys').all<{ id: string; token_hash: string }>()).results;
  expect(rows.map(({ id }) => id).sort()).toEqual([careers.id, payments.id].sort());
  for (const { token_hash } of rows) expect(token_hash).toMatch(/^[0-9a-f]{64}$/);
  const everything = JSON.stringify(rows);
  for (const { token } of [careers, payments]) expect(everything).not.toContain(token.slice(3));
});

it("is refused with 401 when its hash was made without the service's pepper (another pepper, or none), and changes nothing", async () => {
  const otherPepper = await mintKey({ name: 'careers-elsewhere', remotes: ['careers'], pepper: 'not the pepper of this service, though long enough' });
  await service.db.prepare(otherPepper.sql).run();
  // A bare SHA-256 of a token, as a hash without any pepper would be stored.
  const bare = newKeyToken();
  const digest = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(bare))).toString('hex');
  await service.db
    .prepare("INSERT INTO release_keys (id, name, token_hash, remotes, created_at) VALUES ('k_00000000beef', 'careers-bare', ?, '[\"careers\"]', ?)")
    .bind(digest, new Date().toISOString())
    .run();
  for (const token of [otherPepper.token, bare]) {
    const before = await storeState();
    const response = await switchTo(service, token, buildOf('careers', 'own remote'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'this release key is unknown or revoked' });
    expect((await service.request('GET', '/live', { token })).status).toBe(401);
    expect(await storeState()).toEqual(before);
  }
});

it('is refused with 401 once revoked, and a revoked key changes nothing', async () => {
  const revoked = await service.mintKey('careers-old', ['careers']);
  expect((await service.request('GET', '/live', { token: revoked.token })).status).toBe(200);
  await service.revokeKey(revoked.id);
  const before = await storeState();
  const response = await switchTo(service, revoked.token, buildOf('careers', 'own remote'));
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: 'this release key is unknown or revoked' });
  expect((await service.request('GET', '/live', { token: revoked.token })).status).toBe(401);
  expect(await storeState()).toEqual(before);
});

it("is bound to the release bucket and the service's own database, nothing of the worker's, and no variable is deployed", async () => {
  expect(await wranglerOptions()).toEqual({
    compatibilityDate: expect.any(String),
    compatibilityFlags: [],
    bindings: {},
    r2Buckets: { RELEASES: { id: 'av-releases' } },
    d1Databases: { DB: { id: 'DB' } },
    kvNamespaces: {},
    serviceBindings: {},
  });
  expect(readFileSync(join(PACKAGE_DIR, 'wrangler.toml'), 'utf8')).toMatch(/database_name = "av-releases"/);
});

it('answers 503 and changes nothing while the service has no pepper', async () => {
  const unconfigured = await startService({ bindings: { RELEASE_KEY_PEPPER: '' } });
  try {
    const response = await unconfigured.request('GET', '/live', { token: careers.token });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'the release service is not configured: RELEASE_KEY_PEPPER is not set' });
  } finally {
    await unconfigured.stop();
  }
});

describe('bin/release-key.js', () => {
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, [join(PACKAGE_DIR, 'bin/release-key.js'), ...args], { env: { ...process.env, RELEASE_KEY_PEPPER: TEST_PEPPER } });

  it('mints a key whose token, printed once, releases its remotes once its statement is run', async () => {
    const { stdout } = await run(['mint', 'guides-ci', 'guides']);
    const token = stdout.split('\n').map((line) => line.trim()).find((line) => KEY_TOKEN_PATTERN.test(line))!;
    expect(stdout.split(token)).toHaveLength(2);
    const sql = stdout.split('\n').map((line) => line.trim()).find((line) => line.startsWith('INSERT INTO release_keys'))!;
    expect(sql).not.toContain(token);
    await service.db.prepare(sql).run();
    await releaseBuild(service, token, buildOf('guides', 'minted'));
    expect(await switchTo(service, token, paymentsNext)).toHaveProperty('status', 403);
  });

  it('mints a journeys key with --journeys, named as the JOURNEYS_KEY secret, that asks for synthetic credentials and never releases', async () => {
    const { stdout } = await run(['mint', 'guides-journeys', 'guides', '--journeys']);
    expect(stdout).toContain('"guides-journeys" runs the journeys against the canary of (never releases) guides');
    expect(stdout).toContain("(the team's JOURNEYS_KEY secret)");
    const token = stdout.split('\n').map((line) => line.trim()).find((line) => KEY_TOKEN_PATTERN.test(line))!;
    await service.db.prepare(stdout.split('\n').map((line) => line.trim()).find((line) => line.startsWith('INSERT INTO release_keys'))!).run();
    expect((await service.request('POST', '/synthetic-credentials/guides', { token, headers: json })).status).toBe(201);
    expect((await switchTo(service, token, buildOf('guides', 'journeys key'))).status).toBe(403);
    await expect(run(['mint', 'x-journeys', 'guides', '--journeys', '--preview'])).rejects.toMatchObject({ code: 2 });
  });

  it("refuses a remote that is not the site's", async () => {
    await expect(run(['mint', 'x-ci', 'careers,nope'])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('nope') });
  });
});

it('keeps every key and its scope through the migration that adds journeys keys', async () => {
  const migrations = ['0001_release_service.sql', '0002_canaries.sql', '0003_holds.sql', '0004_previews.sql', '0005_preview_keys.sql'];
  const old = await startService({ migrations });
  try {
    const release = await old.mintKey('careers-ci', ['careers']);
    const preview = await old.mintKey('careers-previews', ['careers'], 'preview');
    const revoked = await old.mintKey('careers-old', ['careers']);
    await old.revokeKey(revoked.id);
    await old.db.batch(migrationStatements(['0006_journeys_keys.sql']).map((statement) => old.db.prepare(statement)));

    await releaseBuild(old, release.token, buildOf('careers', 'after the migration'));
    const refused = await old.request('POST', '/prune', { token: preview.token, headers: json, body: JSON.stringify({ apply: true }) });
    expect(await refused.json()).toEqual({ error: 'refused: the key careers-previews only stages and previews careers: prune needs a release key' });
    expect((await old.request('GET', '/live', { token: revoked.token })).status).toBe(401);
    const journeys = await old.mintKey('careers-journeys', ['careers'], 'journeys');
    expect((await old.request('POST', '/synthetic-credentials/careers', { token: journeys.token, headers: json })).status).toBe(201);
  } finally {
    await old.stop();
  }
});
