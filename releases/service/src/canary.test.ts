// Canaries under Miniflare: started beside the live version and ended, promoted or
// aborted, each with one conditional write of live.json and a line in the history; the
// refusals that change nothing; a canary's change racing another told to retry; a switch
// ending a running canary; and the history of a service migrated from before canaries.
import { buildOf, historyOf, json, liveOf, refusalsOf, releaseBuild, switchTo, uploadAndStage, type Build } from '../test/releases';
import { startService, type ServiceUnderTest } from '../test/serviceWorker';
import { MAX_JUDGMENT_BYTES } from './canary';
import { migrationStatements } from '../testing/serviceBundle';

jest.setTimeout(60_000);

let service: ServiceUnderTest;
let careersKey: { id: string; token: string };
let paymentsKey: { id: string; token: string };

beforeAll(async () => {
  service = await startService();
  careersKey = await service.mintKey('careers-ci', ['careers']);
  paymentsKey = await service.mintKey('payments-ci', ['payments']);
});

afterAll(async () => {
  await service?.stop();
});

const withEtag = (etag?: string | null) => ({ ...json, ...(etag ? { 'If-Match': `"${etag}"` } : {}) });

const startCanary = (token: string, remote: string, body: object, etag?: string | null) =>
  service.request('POST', `/live/${remote}/canary`, { token, headers: withEtag(etag), body: JSON.stringify(body) });

const endCanary = (token: string, remote: string, body: object, etag?: string | null) =>
  service.request('POST', `/live/${remote}/canary/end`, { token, headers: withEtag(etag), body: JSON.stringify(body) });

const careersLines = async () => (await historyOf(service, careersKey.token)).filter((record) => record.remote === 'careers');

/** live.json, the history and the refusals, to show a refusal changed nothing but its own record. */
const everything = async () => ({ live: await liveOf(service, careersKey.token), history: await historyOf(service, careersKey.token) });

const judgment = (decision: 'promote' | 'rollback', reason = 'decided by hand by tester') => ({ decision, reason });

const [one, two, three] = ['one', 'two', 'three'].map((text) => buildOf('careers', `canary ${text}`)) as [Build, Build, Build];

describe('starting a canary', () => {
  beforeAll(async () => {
    await releaseBuild(service, careersKey.token, one);
    await uploadAndStage(service, careersKey.token, two);
  });

  it('makes a staged version live for its share beside the live one, and records it with its share', async () => {
    const response = await startCanary(careersKey.token, 'careers', { version: two.version, share: 10, commit: '0123abc' });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { etag: string };
    expect(result).toEqual({ started: true, from: one.version, version: two.version, share: 10, etag: expect.any(String) });

    const stored = await service.bucket.get('live.json');
    expect(stored!.etag).toBe(result.etag);
    const line = { id: expect.any(String), at: expect.any(String), remote: 'careers', action: 'canary', version: two.version, from: one.version, share: 10, by: 'careers-ci', key: careersKey.id, commit: '0123abc' };
    expect(await stored!.json()).toEqual({
      remotes: { careers: { version: one.version, at: expect.any(String), canary: { version: two.version, share: 10, at: expect.any(String) } } },
      lastSwitch: line,
    });
    expect((await careersLines()).at(-1)).toEqual(line);
  });

  it('takes the same canary at the same share again as a no-op, with no history line', async () => {
    const before = await everything();
    const response = await startCanary(careersKey.token, 'careers', { version: two.version, share: 10 });
    expect(await response.json()).toEqual({ started: false, from: one.version, version: two.version, share: 10, etag: before.live.etag });
    expect(await everything()).toEqual(before);
  });

  it('lists the canary among the releases', async () => {
    const { releases } = (await (await service.request('GET', '/releases', { token: careersKey.token })).json()) as { releases: Array<{ version: string; state: string }> };
    expect(releases.filter(({ version }) => [one.version, two.version].includes(version)).map(({ version, state }) => [version, state])).toEqual(
      expect.arrayContaining([
        [one.version, 'live'],
        [two.version, 'canary'],
      ]),
    );
  });

  it("refuses another team's key with 403, records the refusal, and changes nothing", async () => {
    const before = await everything();
    const response = await startCanary(paymentsKey.token, 'careers', { version: three.version, share: 50 });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'refused: the key payments-ci releases payments, not careers' });
    expect((await refusalsOf(service)).at(-1)).toEqual({ key_id: paymentsKey.id, action: 'canary', remote: 'careers', version: three.version, reason: 'the key payments-ci releases payments, not careers' });
    expect(await everything()).toEqual(before);
  });

  it('refuses a version not staged, the live version, a remote with no live release and a malformed body, changing nothing', async () => {
    const before = await everything();
    const notStaged = await startCanary(careersKey.token, 'careers', { version: three.version, share: 10 });
    expect([notStaged.status, await notStaged.json()]).toEqual([409, { error: `careers ${three.version} is not staged: upload and stage it first` }]);

    const live = await startCanary(careersKey.token, 'careers', { version: one.version, share: 10 });
    expect([live.status, await live.json()]).toEqual([409, { error: `careers ${one.version} is live for everyone already` }]);

    const payments = buildOf('payments', 'never released');
    await uploadAndStage(service, paymentsKey.token, payments);
    const neverReleased = await startCanary(paymentsKey.token, 'payments', { version: payments.version, share: 10 });
    expect([neverReleased.status, await neverReleased.json()]).toEqual([409, { error: 'payments has no release for a canary to stand beside: release it to everyone first' }]);

    for (const body of [{ version: two.version, share: 0 }, { version: two.version, share: 100 }, { version: two.version, share: 12.5 }, { version: two.version }, { share: 10 }]) {
      const malformed = await startCanary(careersKey.token, 'careers', body);
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ error: 'the body is not what this request takes', issues: expect.any(Array) });
    }
    const notJson = await service.request('POST', '/live/careers/canary', { token: careersKey.token, headers: json, body: '{ share: 10' });
    expect([notJson.status, await notJson.json()]).toEqual([400, { error: 'the body is not JSON' }]);
    const badVersion = await startCanary(careersKey.token, 'careers', { version: 'latest', share: 10 });
    expect([badVersion.status, await badVersion.json()]).toEqual([400, { error: 'not a version (12 hex digits): "latest"' }]);
    const noKey = await service.request('POST', '/live/careers/canary', { headers: json, body: JSON.stringify({ version: two.version, share: 10 }) });
    expect(noKey.status).toBe(401);

    expect(await everything()).toEqual(before);
  });
});

describe('ending a canary', () => {
  it("refuses another team's key with 403, records the refusal, and changes nothing", async () => {
    const before = await everything();
    const response = await endCanary(paymentsKey.token, 'careers', { outcome: 'abort', judgment: judgment('rollback') });
    expect(response.status).toBe(403);
    expect((await refusalsOf(service)).at(-1)).toEqual({ key_id: paymentsKey.id, action: 'abort', remote: 'careers', version: null, reason: 'the key payments-ci releases payments, not careers' });
    expect(await everything()).toEqual(before);
  });

  it('refuses a malformed body, a judgment of the wrong shape or too large, and another canary than the one named, changing nothing', async () => {
    const before = await everything();
    const refused = async (body: object, status: number) => {
      const response = await endCanary(careersKey.token, 'careers', body);
      expect(response.status).toBe(status);
      return response.json();
    };
    expect(await refused({ outcome: 'ship it' }, 400)).toMatchObject({ issues: [{ path: 'outcome' }] });
    expect(await refused({}, 400)).toMatchObject({ issues: [{ path: 'outcome' }] });
    expect(await refused({ outcome: 'promote', judgment: { decision: 'wait', reason: 'too few page views' } }, 400)).toMatchObject({ issues: [{ path: 'judgment.decision' }] });
    expect(await refused({ outcome: 'promote', judgment: { decision: 'promote' } }, 400)).toMatchObject({ issues: [{ path: 'judgment.reason' }] });
    expect(await refused({ outcome: 'promote', judgment: { ...judgment('promote'), canary: { pageViews: 'many' } } }, 400)).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ path: 'judgment.canary.pageViews' })]),
    });
    expect(await refused({ outcome: 'promote', judgment: 'promote' }, 400)).toMatchObject({ issues: [{ path: 'judgment' }] });
    expect(await refused({ outcome: 'promote', judgment: judgment('rollback') }, 400)).toEqual({ error: 'a judgment that decides rollback cannot promote a canary' });

    const numbers = Object.fromEntries(Array.from({ length: 400 }, (_, index) => [`n${index}`, index]));
    const oversized = (await refused({ outcome: 'promote', judgment: { ...judgment('promote'), canary: { pageViews: 1, errors: 0, errorRate: 0, p75Inp: 1, p75Lcp: 1, numbers } } }, 413)) as { error: string };
    expect(oversized.error).toMatch(new RegExp(`^the judgment is larger than ${MAX_JUDGMENT_BYTES} bytes \\(\\d+\\)$`));

    expect(await refused({ outcome: 'promote', version: three.version }, 409)).toEqual({ error: `careers's canary is ${two.version}, not ${three.version}` });
    expect(await everything()).toEqual(before);
  });

  it('promotes the canary to everyone: a release line, promoted, with the judgment and its numbers', async () => {
    const numbers = {
      canary: { version: two.version, pageViews: 240, errors: 1, errorRate: 1 / 240, p75Inp: 96, p75Lcp: 1180, p75Cls: null, errorsByKind: { error: 1, boundary: 0 } },
      live: { version: one.version, pageViews: 2100, errors: 9, errorRate: 9 / 2100, p75Inp: 104, p75Lcp: 1210, p75Cls: 0.02, errorsByKind: { error: 9, boundary: 0 } },
    };
    const response = await endCanary(careersKey.token, 'careers', { outcome: 'promote', version: two.version, judgment: { ...judgment('promote', 'no worse'), ...numbers } });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { etag: string };
    expect(result).toEqual({ ended: { version: two.version, share: 10, at: expect.any(String) }, outcome: 'promote', version: two.version, etag: expect.any(String) });
    expect((await liveOf(service, careersKey.token)).live.remotes.careers).toEqual({ version: two.version, at: expect.any(String) });
    expect((await careersLines()).at(-1)).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      remote: 'careers',
      action: 'release',
      version: two.version,
      from: one.version,
      promoted: true,
      judgment: { decision: 'promote', reason: 'no worse', ...numbers },
      by: 'careers-ci',
      key: careersKey.id,
      commit: null,
    });
  });

  it('answers a remote with no canary with nothing ended, and changes nothing', async () => {
    const before = await everything();
    const response = await endCanary(careersKey.token, 'careers', { outcome: 'abort' });
    expect([response.status, await response.json()]).toEqual([200, { ended: null, outcome: 'abort', version: two.version, etag: before.live.etag }]);
    expect(await everything()).toEqual(before);
  });

  it('aborts a canary: an abort line, the live version kept as it was, the canary’s version as from', async () => {
    await uploadAndStage(service, careersKey.token, three);
    expect((await startCanary(careersKey.token, 'careers', { version: three.version, share: 25 })).status).toBe(200);
    const { live: before } = await liveOf(service, careersKey.token);

    const response = await endCanary(careersKey.token, 'careers', { outcome: 'abort', judgment: judgment('rollback'), commit: 'abcdef1' });
    expect(await response.json()).toMatchObject({ ended: { version: three.version, share: 25 }, outcome: 'abort', version: two.version });
    const { live } = await liveOf(service, careersKey.token);
    expect(live.remotes.careers).toEqual({ version: two.version, at: before.remotes.careers!.at });
    expect((await careersLines()).at(-1)).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      remote: 'careers',
      action: 'abort',
      version: two.version,
      from: three.version,
      judgment: judgment('rollback'),
      by: 'careers-ci',
      key: careersKey.id,
      commit: 'abcdef1',
    });
  });
});

describe('a switch while a canary runs', () => {
  beforeEach(async () => {
    expect((await startCanary(careersKey.token, 'careers', { version: three.version, share: 5 })).status).toBe(200);
  });

  it('ends the canary with a rollback', async () => {
    const response = await service.request('POST', '/live/careers/rollback', { token: careersKey.token, headers: json, body: '{}' });
    expect(await response.json()).toMatchObject({ switched: true, from: two.version, version: one.version });
    expect((await liveOf(service, careersKey.token)).live.remotes.careers).toEqual({ version: one.version, at: expect.any(String) });
  });

  it('ends the canary with a release, even of the live version', async () => {
    const response = await switchTo(service, careersKey.token, one);
    expect(await response.json()).toMatchObject({ switched: true, from: one.version, version: one.version });
    expect((await liveOf(service, careersKey.token)).live.remotes.careers).toEqual({ version: one.version, at: expect.any(String) });
    expect((await careersLines()).at(-1)).toMatchObject({ action: 'release', version: one.version, from: one.version });
  });
});

describe('a canary racing another change of live.json', () => {
  it('is told to retry when live.json changed since it was read, changes nothing, and after its retry both lines are kept', async () => {
    const payments = buildOf('payments', 'racing a canary');
    await uploadAndStage(service, paymentsKey.token, payments);
    const { etag: read } = await liveOf(service, careersKey.token);
    expect((await switchTo(service, paymentsKey.token, payments, read)).status).toBe(200);

    const before = await everything();
    const stale = await startCanary(careersKey.token, 'careers', { version: two.version, share: 20 }, read);
    expect(stale.status).toBe(412);
    expect(await stale.json()).toEqual({ error: 'live.json changed since it was read: read it again and retry', retry: true, etag: before.live.etag });
    expect(await everything()).toEqual(before);

    expect((await startCanary(careersKey.token, 'careers', { version: two.version, share: 20 }, before.live.etag)).status).toBe(200);
    const { etag: afterCanary } = await liveOf(service, careersKey.token);
    const staleEnd = await endCanary(careersKey.token, 'careers', { outcome: 'abort' }, before.live.etag);
    expect(staleEnd.status).toBe(412);
    expect((await endCanary(careersKey.token, 'careers', { outcome: 'abort' }, afterCanary)).status).toBe(200);

    const lines = (await historyOf(service, careersKey.token)).slice(-3);
    expect(lines.map(({ remote, action, version }) => [remote, action, version])).toEqual([
      ['payments', 'release', payments.version],
      ['careers', 'canary', two.version],
      ['careers', 'abort', one.version],
    ]);
  });

  it('of two canaries started at once without an ETag, each starts or is told to retry, and no line is lost', async () => {
    const guidesKey = await service.mintKey('guides-ci', ['guides']);
    const [guidesLive, guidesCanary] = [buildOf('guides', 'live'), buildOf('guides', 'canary')];
    await releaseBuild(service, guidesKey.token, guidesLive);
    await uploadAndStage(service, guidesKey.token, guidesCanary);
    const lines = (await historyOf(service, careersKey.token)).length;
    const untilDone = async (token: string, remote: string, version: string) => {
      for (let attempt = 0; attempt < 10; attempt++) {
        const response = await startCanary(token, remote, { version, share: 30 });
        if (response.status === 200) return;
        expect(response.status).toBe(412);
        expect(await response.json()).toMatchObject({ retry: true });
      }
      throw new Error(`${remote} was told to retry ten times`);
    };
    await Promise.all([untilDone(careersKey.token, 'careers', two.version), untilDone(guidesKey.token, 'guides', guidesCanary.version)]);
    const { live } = await liveOf(service, careersKey.token);
    expect([live.remotes.careers?.canary?.version, live.remotes.guides?.canary?.version]).toEqual([two.version, guidesCanary.version]);
    expect((await historyOf(service, careersKey.token)).slice(lines).map(({ remote, action }) => `${remote} ${action}`).sort()).toEqual(['careers canary', 'guides canary']);
  });
});

it('keeps a running canary from a prune', async () => {
  const response = await service.request('POST', '/prune', { token: careersKey.token, headers: json, body: JSON.stringify({ keep: 1, apply: true }) });
  const { decisions } = (await response.json()) as { decisions: Array<{ version: string; keep: boolean; why: string }> };
  expect(decisions.find(({ version }) => version === two.version)).toMatchObject({ keep: true, why: 'a canary' });
  expect((await service.request('GET', '/releases', { token: careersKey.token }).then((answer) => answer.json())) as object).toMatchObject({
    releases: expect.arrayContaining([expect.objectContaining({ version: two.version, state: 'canary' })]),
  });
});

it('keeps the history of a service migrated from before canaries, in order, and records canaries after', async () => {
  const old = await startService({ migrations: ['0001_release_service.sql'] });
  try {
    // Lines as the service wrote them before canaries (the migration comes before the code that writes the new columns).
    const insert = 'INSERT INTO history (switch_id, at, remote, action, version, from_version, key_id, key_name, commit_sha) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';
    const lines = [
      ['s1', '2026-11-01T10:00:00.000Z', 'careers', 'release', one.version, null, 'k_000000000001', 'careers-ci', '0123abc'],
      ['s2', '2026-11-02T10:00:00.000Z', 'careers', 'release', two.version, one.version, 'k_000000000001', 'careers-ci', null],
      ['s3', '2026-11-03T10:00:00.000Z', 'careers', 'rollback', one.version, two.version, 'k_000000000001', 'careers-ci', null],
    ];
    await old.db.batch(lines.map((line) => old.db.prepare(insert).bind(...line)));
    // (0005 too: the service now reads each key's scope, and is deployed after its migration.)
    await old.db.batch(migrationStatements(['0002_canaries.sql', '0005_preview_keys.sql']).map((statement) => old.db.prepare(statement)));

    const key = await old.mintKey('careers-ci', ['careers']);
    expect(await historyOf(old, key.token)).toEqual(
      lines.map(([id, at, remote, action, version, from, keyId, by, commit]) => ({ id, at, remote, action, version, from, key: keyId, by, commit })),
    );
    await releaseBuild(old, key.token, one);
    await uploadAndStage(old, key.token, three);
    const started = await old.request('POST', '/live/careers/canary', { token: key.token, headers: json, body: JSON.stringify({ version: three.version, share: 50 }) });
    expect(started.status).toBe(200);
    expect((await historyOf(old, key.token)).map(({ id, action, version }) => [id, action, version])).toEqual([
      ['s1', 'release', one.version],
      ['s2', 'release', two.version],
      ['s3', 'rollback', one.version],
      [expect.any(String), 'release', one.version],
      [expect.any(String), 'canary', three.version],
    ]);
  } finally {
    await old.stop();
  }
});

describe('a canary in steps (#44 item 4)', () => {
  const [base, stepped] = ['steps base', 'steps canary'].map((text) => buildOf('careers', text)) as [Build, Build];
  beforeAll(async () => {
    await releaseBuild(service, careersKey.token, base);
    await uploadAndStage(service, careersKey.token, stepped);
  });

  it('refuses steps that leave out its share, changing nothing', async () => {
    const before = await everything();
    const refused = await startCanary(careersKey.token, 'careers', { version: stepped.version, share: 10, steps: [25, 50] });
    expect(refused.status).toBe(409);
    expect(await everything()).toEqual(before);
  });

  it('is promoted a step at a time: to its next share with a canary line, the live version kept, then to everyone', async () => {
    expect((await startCanary(careersKey.token, 'careers', { version: stepped.version, share: 10, steps: [10, 50] })).status).toBe(200);
    const first = await endCanary(careersKey.token, 'careers', { outcome: 'promote', version: stepped.version, judgment: judgment('promote') });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: 'promote', version: base.version });
    expect((await liveOf(service, careersKey.token)).live.remotes.careers).toMatchObject({ version: base.version, canary: { version: stepped.version, share: 50, steps: [10, 50] } });
    expect((await careersLines()).at(-1)).toMatchObject({ action: 'canary', version: stepped.version, from: base.version, share: 50 });

    const last = await endCanary(careersKey.token, 'careers', { outcome: 'promote', version: stepped.version, judgment: judgment('promote') });
    expect(await last.json()).toMatchObject({ outcome: 'promote', version: stepped.version });
    expect((await liveOf(service, careersKey.token)).live.remotes.careers).toEqual({ version: stepped.version, at: expect.any(String) });
  });
});

describe('a holdback asked for (#44 item 3)', () => {
  const [kept, released] = ['holdback kept', 'holdback release'].map((text) => buildOf('careers', text)) as [Build, Build];
  beforeAll(async () => {
    await releaseBuild(service, careersKey.token, kept);
    await uploadAndStage(service, careersKey.token, released);
  });

  it('keeps the version before for its share until its minutes are up, on a promotion to everyone, and refuses one out of range', async () => {
    expect((await startCanary(careersKey.token, 'careers', { version: released.version, share: 10 })).status).toBe(200);
    const before = await everything();
    const refused = await endCanary(careersKey.token, 'careers', { outcome: 'promote', version: released.version, holdback: { share: 60, minutes: 1440 } });
    expect(refused.status).toBe(400);
    expect(await everything()).toEqual(before);

    const promoted = await endCanary(careersKey.token, 'careers', { outcome: 'promote', version: released.version, judgment: judgment('promote'), holdback: { share: 5, minutes: 1440 } });
    expect(promoted.status).toBe(200);
    const entry = (await liveOf(service, careersKey.token)).live.remotes.careers!;
    expect(entry).toEqual({ version: released.version, at: expect.any(String), holdback: { version: kept.version, share: 5, until: new Date(Date.parse(entry.at) + 1440 * 60_000).toISOString() } });
  });
});
