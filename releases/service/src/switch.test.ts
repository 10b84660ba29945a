// Switching live.json under Miniflare: a conditional write on the ETag read, a line in
// the history per switch, a racing switch told to retry, rollbacks, and the list.
import { buildOf, historyOf, json, liveOf, releaseBuild, switchTo, uploadAndStage } from '../test/releases';
import { startService, type ServiceUnderTest } from '../test/serviceWorker';

jest.setTimeout(60_000);

let service: ServiceUnderTest;
let ops: { id: string; token: string };

beforeAll(async () => {
  service = await startService();
  ops = await service.mintKey('site-ops', ['careers', 'payments', 'guides']);
});

afterAll(async () => {
  await service?.stop();
});

const historyLines = async (remote: string) => (await historyOf(service, ops.token)).filter((record) => record.remote === remote);

it('switches live.json to a staged version, no-cache, and records who switched what, from what, when and from which commit', async () => {
  const build = buildOf('careers', 'first');
  await uploadAndStage(service, ops.token, build);
  const response = await switchTo(service, ops.token, build, null, '0123abc');
  expect(response.status).toBe(200);
  const result = (await response.json()) as { etag: string };
  expect(result).toEqual({ switched: true, from: null, version: build.version, etag: expect.any(String) });

  const live = await service.bucket.get('live.json');
  expect(live!.etag).toBe(result.etag);
  expect(live!.httpMetadata).toEqual({ contentType: 'application/json', cacheControl: 'no-cache' });
  const line = { id: expect.any(String), at: expect.any(String), remote: 'careers', action: 'release', version: build.version, from: null, by: 'site-ops', key: ops.id, commit: '0123abc' };
  expect(await live!.json()).toEqual({ remotes: { careers: { version: build.version, at: expect.any(String) } }, lastSwitch: line });
  expect(await historyLines('careers')).toEqual([line]);
});

it('refuses to switch to a version that is not staged, and changes nothing', async () => {
  const before = await liveOf(service, ops.token);
  const response = await switchTo(service, ops.token, buildOf('careers', 'never staged'));
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({ error: `careers ${buildOf('careers', 'never staged').version} is not staged: upload and stage it first` });
  expect(await liveOf(service, ops.token)).toEqual(before);
});

it('refuses a malformed switch with 400, and changes nothing', async () => {
  const before = await liveOf(service, ops.token);
  const badVersion = await service.request('POST', '/live/careers', { token: ops.token, headers: json, body: JSON.stringify({ version: 'latest' }) });
  const badCommit = await service.request('POST', '/live/careers', { token: ops.token, headers: json, body: JSON.stringify({ version: '0123456789ab', commit: 'HEAD; rm' }) });
  expect([badVersion.status, badCommit.status]).toEqual([400, 400]);
  expect(await badVersion.json()).toEqual({ error: 'not a version (12 hex digits): "latest"' });
  expect(await badCommit.json()).toEqual({ error: 'the body is not what this request takes', issues: [{ path: 'commit', message: 'not a commit' }] });
  expect(await liveOf(service, ops.token)).toEqual(before);
});

it('of two switches from the same live.json, one wins and the other is told to retry; after its retry both are live and both lines kept', async () => {
  const [payments, guides] = [buildOf('payments', 'race'), buildOf('guides', 'race')];
  await uploadAndStage(service, ops.token, payments);
  await uploadAndStage(service, ops.token, guides);
  const { etag: read } = await liveOf(service, ops.token);

  expect((await switchTo(service, ops.token, payments, read)).status).toBe(200);
  const stale = await switchTo(service, ops.token, guides, read);
  expect(stale.status).toBe(412);
  const { etag: now } = await liveOf(service, ops.token);
  expect(await stale.json()).toEqual({ error: 'live.json changed since it was read: read it again and retry', retry: true, etag: now });
  expect((await liveOf(service, ops.token)).live.remotes.guides).toBeUndefined();

  expect((await switchTo(service, ops.token, guides, now)).status).toBe(200);
  const { live } = await liveOf(service, ops.token);
  expect([live.remotes.payments?.version, live.remotes.guides?.version]).toEqual([payments.version, guides.version]);
  expect((await historyLines('payments')).map(({ version, from }) => ({ version, from }))).toEqual([{ version: payments.version, from: null }]);
  expect((await historyLines('guides')).map(({ version, from }) => ({ version, from }))).toEqual([{ version: guides.version, from: null }]);
});

it('two switches at once, without an ETag, lose nothing: each switches or is told to retry, and retried, both are live', async () => {
  const builds = [buildOf('payments', 'at once'), buildOf('guides', 'at once')];
  for (const build of builds) await uploadAndStage(service, ops.token, build);
  const switchUntilDone = async (build: (typeof builds)[number]) => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await switchTo(service, ops.token, build);
      if (response.status === 200) return;
      expect(response.status).toBe(412);
      expect(await response.json()).toMatchObject({ retry: true });
    }
    throw new Error(`${build.remote} was told to retry ten times`);
  };
  await Promise.all(builds.map(switchUntilDone));
  const { live } = await liveOf(service, ops.token);
  expect([live.remotes.payments?.version, live.remotes.guides?.version]).toEqual(builds.map(({ version }) => version));
  for (const build of builds) expect((await historyLines(build.remote)).at(-1)).toMatchObject({ version: build.version, action: 'release' });
});

describe('a switch whose service stopped between writing live.json and its history line', () => {
  /** What such a switch to `build` leaves: live.json written, carrying a line D1 lacks. */
  async function stopAfterWritingLive(build: ReturnType<typeof buildOf>, id: string) {
    await uploadAndStage(service, ops.token, build);
    const { live } = await liveOf(service, ops.token);
    const at = new Date().toISOString();
    const line = { id, at, remote: 'guides', action: 'release', version: build.version, from: live.remotes.guides!.version, by: 'site-ops', key: ops.id, commit: null };
    await service.bucket.put('live.json', JSON.stringify({ remotes: { ...live.remotes, guides: { version: build.version, at } }, lastSwitch: line }));
    return line;
  }

  it('has its line in the history at the next read', async () => {
    const line = await stopAfterWritingLive(buildOf('guides', 'stopped, then read'), 'stopped-then-read');
    expect((await historyLines('guides')).at(-1)).toEqual(line);
  });

  it('has its line in the history, once and before its own, after the next switch', async () => {
    const line = await stopAfterWritingLive(buildOf('guides', 'stopped, then switched'), 'stopped-then-switched');
    const next = buildOf('guides', 'after the stop');
    await uploadAndStage(service, ops.token, next);
    expect((await switchTo(service, ops.token, next)).status).toBe(200);
    const lines = await historyLines('guides');
    expect(lines.filter(({ id }) => id === line.id)).toHaveLength(1);
    expect(lines.slice(-2).map(({ version, from }) => ({ version, from }))).toEqual([
      { version: line.version, from: line.from },
      { version: next.version, from: line.version },
    ]);
  });
});

it('takes a switch to the live version as a no-op, with no history line', async () => {
  const build = buildOf('careers', 'first');
  const lines = (await historyLines('careers')).length;
  const response = await switchTo(service, ops.token, build);
  expect(await response.json()).toEqual({ switched: false, from: build.version, version: build.version, etag: (await liveOf(service, ops.token)).etag });
  expect(await historyLines('careers')).toHaveLength(lines);
});

describe('rollback', () => {
  const rollback = (remote: string, body: object = {}) => service.request('POST', `/live/${remote}/rollback`, { token: ops.token, headers: json, body: JSON.stringify(body) });

  it('goes back to the release before the live one, then one further, and records each as a rollback', async () => {
    const [first, second, third] = ['one', 'two', 'three'].map((text) => buildOf('careers', `rollback ${text}`));
    for (const build of [first!, second!, third!]) await releaseBuild(service, ops.token, build);

    expect(await (await rollback('careers', { commit: 'abcdef1' })).json()).toMatchObject({ switched: true, from: third!.version, version: second!.version });
    expect(await (await rollback('careers')).json()).toMatchObject({ switched: true, from: second!.version, version: first!.version });
    expect((await liveOf(service, ops.token)).live.remotes.careers?.version).toBe(first!.version);
    expect((await historyLines('careers')).slice(-2)).toEqual([
      expect.objectContaining({ action: 'rollback', version: second!.version, from: third!.version, commit: 'abcdef1', by: 'site-ops' }),
      expect.objectContaining({ action: 'rollback', version: first!.version, from: second!.version, commit: null }),
    ]);
  });

  it('goes to a version named by its prefix', async () => {
    const third = buildOf('careers', 'rollback three');
    const response = await rollback('careers', { version: third.version.slice(0, 6) });
    expect(await response.json()).toMatchObject({ switched: true, version: third.version });
  });

  it('refuses a remote never released, a version the store lacks, and a malformed version, changing nothing', async () => {
    const before = await liveOf(service, ops.token);
    const lines = (await historyOf(service, ops.token)).length;
    const marketingKey = await service.mintKey('marketing-ci', ['marketing']);
    const neverReleased = await service.request('POST', '/live/marketing/rollback', { token: marketingKey.token, headers: json, body: '{}' });
    expect(neverReleased.status).toBe(409);
    expect(await neverReleased.json()).toEqual({ error: 'marketing has never been released' });
    const unknown = await rollback('careers', { version: 'ffffff' });
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toEqual({ error: 'the store has no careers release ffffff' });
    const malformed = await rollback('careers', { version: 'HEAD~1' });
    expect(malformed.status).toBe(400);
    expect(await liveOf(service, ops.token)).toEqual(before);
    expect(await historyOf(service, ops.token)).toHaveLength(lines);
  });
});

it('lists every staged release, live or available, with its first release', async () => {
  const listed = (await (await service.request('GET', '/releases', { token: ops.token })).json()) as {
    releases: Array<{ remote: string; version: string; state: string; released: { by: string } | null }>;
    etag: string;
  };
  expect(listed.etag).toBe((await liveOf(service, ops.token)).etag);
  const careers = listed.releases.filter(({ remote }) => remote === 'careers');
  const live = (await liveOf(service, ops.token)).live.remotes.careers!.version;
  expect(careers.filter(({ state }) => state === 'live').map(({ version }) => version)).toEqual([live]);
  expect(careers).toHaveLength(4);
  expect(careers.every(({ released }) => released?.by === 'site-ops')).toBe(true);
});

it('answers an unknown request with a JSON 404', async () => {
  const response = await service.request('DELETE', '/live.json', { token: ops.token });
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: 'no such request: DELETE /live.json' });
});
