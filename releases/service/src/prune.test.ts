// Pruning under Miniflare: a dry run changes nothing; a real run removes only versions
// neither live, nor among the latest, nor live within the last day, nor on their way.
import { buildOf, historyOf, json, liveOf, releaseBuild, switchTo, uploadAndStage, uploadFile, type Build } from '../test/releases';
import { startService, type ServiceUnderTest } from '../test/serviceWorker';
import { planPrune } from './prune';

jest.setTimeout(60_000);

describe('planPrune', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const staged = (version: string, daysAgo: number) => ({ remote: 'careers', version, files: {}, stagedAt: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(), keyId: 'k_0' });

  it('keeps the live version, the latest N, those live within a day and unstaged uploads of the last day', () => {
    const decisions = planPrune(
      {
        remote: 'careers',
        live: 'aaaaaaaaaaaa',
        staged: [staged('ffffffffffff', 1), staged('eeeeeeeeeeee', 2), staged('dddddddddddd', 3), staged('cccccccccccc', 4), staged('aaaaaaaaaaaa', 6), staged('bbbbbbbbbbbb', 5)],
        uploaded: new Map([
          ['111111111111', new Date(now.getTime() - 60_000)],
          ['222222222222', new Date(now.getTime() - 2 * 86_400_000)],
        ]),
        switchedAwayRecently: new Set(['dddddddddddd']),
        previewed: new Map([['bbbbbbbbbbbb', new Date(now.getTime() + 60_000)]]),
      },
      2,
      now,
    );
    expect(decisions.map(({ version, keep, why }) => [version, keep, why])).toEqual([
      ['111111111111', true, 'being staged: uploaded within the last day'],
      ['222222222222', false, 'never staged'],
      ['aaaaaaaaaaaa', true, 'live'],
      ['bbbbbbbbbbbb', true, 'previewed until 2026-11-25T12:01:00.000Z'],
      ['cccccccccccc', false, 'not live, not among the latest 2, not live within the last day'],
      ['dddddddddddd', true, 'live within the last day'],
      ['eeeeeeeeeeee', true, 'among the latest 2'],
      ['ffffffffffff', true, 'among the latest 2'],
    ]);
  });

  it('keeps a previewed version only until its preview expires', () => {
    const facts = (previewEnds: Date) => ({
      remote: 'careers',
      live: 'aaaaaaaaaaaa',
      staged: [staged('aaaaaaaaaaaa', 1), staged('bbbbbbbbbbbb', 2)],
      uploaded: new Map(),
      switchedAwayRecently: new Set<string>(),
      previewed: new Map([['bbbbbbbbbbbb', previewEnds]]),
    });
    const bOf = (previewEnds: Date) => planPrune(facts(previewEnds), 1, now).find(({ version }) => version === 'bbbbbbbbbbbb');
    expect(bOf(new Date(now.getTime() + 6 * 86_400_000))).toMatchObject({ keep: true, why: 'previewed until 2026-12-01T12:00:00.000Z' });
    expect(bOf(now)).toMatchObject({ keep: false });
  });
});

describe('POST /prune', () => {
  let service: ServiceUnderTest;
  let careers: { id: string; token: string };
  // Staged in this order; released: a, b, c, d (d live); e and f staged only; u uploaded, never staged.
  const [a, b, c, d, e, f] = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => buildOf('careers', `prune ${name}`)) as [Build, Build, Build, Build, Build, Build];
  const u = buildOf('careers', 'prune u: on its way');
  let bPreviewEnds = '';
  const daysAgo = (days: number, minutes = 0) => new Date(Date.now() - days * 86_400_000 + minutes * 60_000).toISOString();

  const objectKeys = async () => (await service.bucket.list({ prefix: 'careers/' })).objects.map(({ key }) => key).sort();
  const filesOf = (build: Build) => Object.keys(build.files).map((name) => `careers/${build.version}/${name}`);
  const post = (body: object) => service.request('POST', '/prune', { token: careers.token, headers: json, body: JSON.stringify(body) });
  const decisionsOf = async (response: Response) =>
    ((await response.json()) as { decisions: Array<{ version: string; keep: boolean; why: string }> }).decisions.map(({ version, keep, why }) => [version, keep, why]);

  beforeAll(async () => {
    service = await startService();
    careers = await service.mintKey('careers-ci', ['careers']);
    for (const build of [a, b, c, d]) await releaseBuild(service, careers.token, build);
    for (const build of [e, f]) await uploadAndStage(service, careers.token, build);
    await uploadFile(service, careers.token, u, 'remoteEntry.js');
    // Staged days ago, in order; every switch days ago but the one away from c, a minute ago.
    for (const [index, build] of [a, b, c, d, e, f].entries()) {
      await service.db.prepare('UPDATE releases SET staged_at = ? WHERE version = ?').bind(daysAgo(3, index), build.version).run();
    }
    await service.db.prepare('UPDATE history SET at = ? WHERE from_version IS NOT ?').bind(daysAgo(2), c.version).run();
    // b has a pull request's preview for a week; a had one, expired yesterday.
    const granted = await service.request('POST', '/previews/careers', {
      token: careers.token,
      headers: json,
      body: JSON.stringify({ version: b.version, ttlSeconds: 7 * 86_400, pullRequest: 12 }),
    });
    bPreviewEnds = ((await granted.json()) as { expiresAt: string }).expiresAt;
    await service.db.prepare('INSERT INTO previews (remote, version, expires_at) VALUES (?, ?, ?)').bind('careers', a.version, daysAgo(1)).run();
  });

  afterAll(async () => {
    await service?.stop();
  });

  const stale = 'not live, not among the latest 2, not live within the last day';
  const expected = () =>
    (
    [
      [a, false, stale],
      [b, true, `previewed until ${bPreviewEnds}`],
      [c, true, 'live within the last day'],
      [d, true, 'live'],
      [e, true, 'among the latest 2'],
      [f, true, 'among the latest 2'],
      [u, true, 'being staged: uploaded within the last day'],
    ] as const
  )
    .map(([build, keep, why]): [string, boolean, string] => [build.version, keep, why])
    .sort(([x], [y]) => x.localeCompare(y));

  it('is a dry run by default: it says what would go and changes nothing', async () => {
    const before = { objects: await objectKeys(), live: await liveOf(service, careers.token), history: await historyOf(service, careers.token) };
    const response = await post({ keep: 2 });
    expect(response.status).toBe(200);
    expect(await decisionsOf(response)).toEqual(expected());
    expect({ objects: await objectKeys(), live: await liveOf(service, careers.token), history: await historyOf(service, careers.token) }).toEqual(before);
  });

  it("refuses to prune another team's remote with 403", async () => {
    const response = await post({ remote: 'payments', apply: true });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'refused: the key careers-ci releases careers, not payments' });
  });

  it('removes, when applied, only the versions it said, and every file of those it keeps stays', async () => {
    const kept = [b, c, d, e, f].flatMap(filesOf).concat(`careers/${u.version}/remoteEntry.js`).sort();
    const live = await liveOf(service, careers.token);
    const response = await post({ keep: 2, apply: true });
    expect(await decisionsOf(response)).toEqual(expected());
    expect(await objectKeys()).toEqual(kept);
    const staged = (await service.db.prepare('SELECT version FROM releases ORDER BY staged_at').all<{ version: string }>()).results.map(({ version }) => version);
    expect(staged).toEqual([b, c, d, e, f].map(({ version }) => version));
    expect(await liveOf(service, careers.token)).toEqual(live);
    // The expired preview is forgotten, the running one kept.
    const previews = (await service.db.prepare('SELECT version, pull_request FROM previews').all<{ version: string; pull_request: number }>()).results;
    expect(previews).toEqual([{ version: b.version, pull_request: 12 }]);
  });

  it('leaves a pruned version out of rollbacks, and switching to it refused', async () => {
    const rollback = await service.request('POST', '/live/careers/rollback', { token: careers.token, headers: json, body: JSON.stringify({ version: a.version }) });
    expect(rollback.status).toBe(409);
    expect((await switchTo(service, careers.token, a)).status).toBe(409);
  });
});
