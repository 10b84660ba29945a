// Uploading and staging a release under Miniflare: files written once, the same bytes a
// no-op, other bytes refused with nothing changed; staging checks the bucket holds exactly
// the files listed.
import { buildOf, hashesOf, json, refusalsOf, uploadAndStage, uploadFile } from '../test/releases';
import { startService, type ServiceUnderTest } from '../test/serviceWorker';

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

const stage = (build: ReturnType<typeof buildOf>, files: Record<string, string>) =>
  service.request('POST', `/releases/${build.remote}/${build.version}`, { token: careers.token, headers: json, body: JSON.stringify({ files }) });

describe('uploading a release file', () => {
  it('writes a new path once, immutable, and takes the same bytes again as a no-op', async () => {
    const build = buildOf('careers', 'upload once');
    const first = await uploadFile(service, careers.token, build, 'remoteEntry.js');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ path: 'remoteEntry.js', sha256: hashesOf(build)['remoteEntry.js'], created: true });

    const stored = await service.bucket.get(`careers/${build.version}/remoteEntry.js`);
    expect(await stored!.text()).toBe(build.files['remoteEntry.js']);
    expect(stored!.httpMetadata).toEqual({ contentType: 'text/javascript; charset=utf-8', cacheControl: 'public, max-age=31536000, immutable' });

    const again = await uploadFile(service, careers.token, build, 'remoteEntry.js');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ path: 'remoteEntry.js', sha256: hashesOf(build)['remoteEntry.js'], created: false });
    expect((await service.bucket.head(`careers/${build.version}/remoteEntry.js`))!.etag).toBe(stored!.etag);
  });

  it('refuses other bytes under a path already written, keeps the stored bytes and records the refusal', async () => {
    const build = buildOf('careers', 'no overwrite');
    await uploadFile(service, careers.token, build, 'remoteEntry.js');
    const before = await service.bucket.head(`careers/${build.version}/remoteEntry.js`);

    const refused = await uploadFile(service, careers.token, build, 'remoteEntry.js', '/* other bytes */');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: `careers/${build.version}/remoteEntry.js is in the store with other bytes: a release's files are never overwritten` });
    const after = await service.bucket.get(`careers/${build.version}/remoteEntry.js`);
    expect(after!.etag).toBe(before!.etag);
    expect(await after!.text()).toBe(build.files['remoteEntry.js']);
    expect((await refusalsOf(service)).at(-1)).toEqual({
      key_id: careers.id,
      action: 'upload',
      remote: 'careers',
      version: build.version,
      reason: `careers/${build.version}/remoteEntry.js is in the store with other bytes: a release's files are never overwritten`,
    });
  });

  it('of two uploads of one path at once, one writes: the same bytes are a no-op for the other, other bytes refused', async () => {
    const same = buildOf('careers', 'at once, same bytes');
    const statuses = await Promise.all([1, 2].map(async () => (await uploadFile(service, careers.token, same, 'remoteEntry.js')).status));
    expect(statuses.sort()).toEqual([200, 201]);

    const other = buildOf('careers', 'at once, other bytes');
    const texts = ['/* one */', '/* two */'];
    const answers = await Promise.all(texts.map(async (text) => (await uploadFile(service, careers.token, other, 'remoteEntry.js', text)).status));
    expect([...answers].sort()).toEqual([201, 409]);
    const stored = await service.bucket.get(`careers/${other.version}/remoteEntry.js`);
    expect(await stored!.text()).toBe(texts[answers.indexOf(201)]);
  });

  it.each([
    ['a malformed version', '/releases/careers/latest/remoteEntry.js', 'not a version (12 hex digits): "latest"'],
    ['a malformed remote', '/releases/Careers/0123456789ab/remoteEntry.js', 'not a remote\'s name: "Careers"'],
    ['a hidden file', '/releases/careers/0123456789ab/.env', 'not a release file\'s path: ".env"'],
    ['a path that climbs out', '/releases/careers/0123456789ab/ssr%2F..%2F..%2Fx.js', 'not a release file\'s path: "ssr/../../x.js"'],
  ])('refuses %s with 400 and writes nothing', async (_, path, error) => {
    const response = await service.request('PUT', path, { token: careers.token, body: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect((await service.bucket.list({ prefix: 'careers/0123456789ab/' })).objects).toEqual([]);
  });

  it('refuses an upload without a key, or with a token that is no key, with 401', async () => {
    const build = buildOf('careers', 'no key');
    const none = await service.request('PUT', `/releases/careers/${build.version}/remoteEntry.js`, { body: 'x'.repeat(256 * 1024) });
    const unknown = await uploadFile(service, `rk_${'A'.repeat(43)}`, build, 'remoteEntry.js');
    expect([none.status, unknown.status]).toEqual([401, 401]);
    expect(await none.json()).toEqual({ error: 'a release key is required: Authorization: Bearer rk_...' });
    expect(await unknown.json()).toEqual({ error: 'this release key is unknown or revoked' });
    expect((await service.bucket.list({ prefix: `careers/${build.version}/` })).objects).toEqual([]);
  });
});

describe('staging a release', () => {
  it('stages a version whose listed files are all in the bucket, once', async () => {
    const build = buildOf('careers', 'stage me');
    for (const name of Object.keys(build.files)) await uploadFile(service, careers.token, build, name);
    const staged = await stage(build, hashesOf(build));
    expect(staged.status).toBe(201);
    expect(await staged.json()).toEqual({ remote: 'careers', version: build.version, staged: true });
    const again = await stage(build, hashesOf(build));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ remote: 'careers', version: build.version, staged: false });
  });

  it('refuses a version with a file missing, a file not listed or a hash that differs', async () => {
    const build = buildOf('careers', 'incomplete');
    await uploadFile(service, careers.token, build, 'remoteEntry.js');
    await uploadFile(service, careers.token, build, 'mf-manifest.json');
    const hashes = hashesOf(build);

    const missing = await stage(build, hashes);
    expect(missing.status).toBe(409);
    expect(await missing.json()).toEqual({
      error: `the store does not hold exactly these files of careers ${build.version}`,
      missing: ['ssr/index.json'],
      differing: [],
      unlisted: [],
    });
    const unlisted = await stage(build, { 'remoteEntry.js': hashes['remoteEntry.js']! });
    expect(await unlisted.json()).toMatchObject({ missing: [], differing: [], unlisted: ['mf-manifest.json'] });
    const differing = await stage(build, { 'remoteEntry.js': hashes['remoteEntry.js']!, 'mf-manifest.json': 'f'.repeat(64) });
    expect(await differing.json()).toMatchObject({ missing: [], differing: ['mf-manifest.json'], unlisted: [] });
    const count = await service.db.prepare('SELECT COUNT(*) AS count FROM releases WHERE version = ?').bind(build.version).first('count');
    expect(count).toBe(0);
  });

  it('refuses a release without remoteEntry.js, and a malformed body, with 400', async () => {
    const build = buildOf('careers', 'no entry');
    const noEntry = await stage(build, { 'mf-manifest.json': hashesOf(build)['mf-manifest.json']! });
    expect(noEntry.status).toBe(400);
    expect(await noEntry.json()).toEqual({ error: 'a release must have remoteEntry.js, the file the composer loads' });
    const notJson = await service.request('POST', `/releases/careers/${build.version}`, { token: careers.token, headers: json, body: '{' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'the body is not JSON' });
    const badPath = await stage(build, { '../x.js': 'f'.repeat(64) });
    expect(badPath.status).toBe(400);
    expect(await badPath.json()).toMatchObject({ error: 'the body is not what this request takes' });
  });

  it('refuses a new file in a version already staged, and still takes its own files again', async () => {
    const build = buildOf('careers', 'fixed files');
    await uploadAndStage(service, careers.token, build);
    const added = await uploadFile(service, careers.token, build, 'extra.js', '/* late */');
    expect(added.status).toBe(409);
    expect(await added.json()).toEqual({ error: `careers ${build.version} is staged already: its files are fixed, and extra.js is not one of them` });
    expect(await service.bucket.head(`careers/${build.version}/extra.js`)).toBeNull();
    expect((await uploadFile(service, careers.token, build, 'remoteEntry.js')).status).toBe(200);
  });
});
