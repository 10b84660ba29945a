// The canary judge as the service's cron runs it, under Miniflare: a fake worker answers
// GET /field-health (an outbound fetch of the service's), the scheduled event is
// triggered, and a canary with evidence it is worse is aborted, one with evidence it is no
// worse promoted, one with too few page loads left to run, one past the deadline without
// evidence held for a person (a 'hold' line, once), and a release with evidence it is worse
// in its watch rolled back, each decision with its numbers in GET /history as made by 'the
// canary judge'. The team's synthetic policy (CANARY_SYNTHETIC_MAY_PROMOTE) is the service's
// variable, as the local host's. Without WORKER_URL the cron judges nothing, and says so once.
import type { Readable } from 'node:stream';
import { Response, type Request as MiniflareRequest } from 'miniflare';
import { buildOf, historyOf, json, liveOf, releaseBuild, uploadAndStage, type Build } from '../test/releases';
import { startService, type ServiceUnderTest } from '../test/serviceWorker';

jest.setTimeout(60_000);

const WORKER_URL = 'http://worker.test';

interface Health {
  pageViews: number;
  errors: number;
  /** The team's journeys' page loads (the worker's `synthetic`), apart from visitors'. */
  synthetic?: { pageLoads: number; erroredPageLoads: number };
}

/** What the fake worker answers for each version, and what it was asked. */
const field = new Map<string, Health>();
const asked: Array<Record<string, string>> = [];
let workerFails = false;

/** A count's share of each of the worker's 100 cohort buckets, as even as whole numbers go. */
const shareOf = (count: number, bucket: number) => Math.floor(count / 100) + (bucket < count % 100 ? 1 : 0);
/** Page loads and errored ones spread evenly over the buckets (no clustering), those with page loads. */
const evenBuckets = (pageLoads: number, errored: number) =>
  Array.from({ length: 100 }, (_, bucket) => [bucket, shareOf(pageLoads, bucket), shareOf(errored, bucket)]).filter(([, loads]) => loads! > 0);

/** The worker's GET /field-health, with every number the real one gives (worker/src/field-reports/fieldReportStore.ts). */
function fieldHealth(request: MiniflareRequest): Response {
  const url = new URL(request.url);
  if (url.origin !== WORKER_URL || url.pathname !== '/field-health') return new Response('not the worker', { status: 502 });
  if (workerFails) return Response.json({ error: 'the database is down' }, { status: 500 });
  const query = Object.fromEntries(url.searchParams);
  asked.push(query);
  const { pageViews, errors, synthetic } = field.get(query.version!) ?? { pageViews: 0, errors: 0 };
  // As the worker answers (worker/src/field-reports/fieldReportStore.ts): page loads under grants, and their old names.
  return Response.json({
    pageLoads: pageViews,
    erroredPageLoads: errors,
    erroredLoadsByKind: { error: errors, 'chunk-error': 0, boundary: 0, fallback: 0 },
    pageViews,
    errors,
    errorRate: pageViews === 0 ? null : errors / pageViews,
    p75Inp: pageViews === 0 ? null : 120,
    p75Lcp: pageViews === 0 ? null : 1400,
    p75Cls: null,
    vitalCounts: { LCP: pageViews, INP: pageViews, CLS: 0 },
    cohortBuckets: evenBuckets(pageViews, errors),
    ...(synthetic ? { synthetic } : {}),
  });
}

let service: ServiceUnderTest;
let ops: { id: string; token: string };

beforeAll(async () => {
  service = await startService({
    // staffhub's team lets its journeys promote; guides' does not.
    bindings: { WORKER_URL, CANARY_MIN_PAGE_LOADS: '10', CANARY_SYNTHETIC_MAY_PROMOTE: 'staffhub' },
    miniflare: { outboundService: fieldHealth, handleRuntimeStdio: () => undefined },
  });
  ops = await service.mintKey('site-ops', ['careers', 'payments', 'guides', 'marketing', 'staffhub']);
});

afterAll(async () => {
  await service?.stop();
});

/** The cron's run, as Cloudflare triggers it every minute (at `scheduledTime`, now unless said). */
async function runCron(on: ServiceUnderTest = service, scheduledTime = new Date()) {
  const worker = await on.mf.getWorker();
  return worker.scheduled({ cron: '* * * * *', scheduledTime });
}

/** Releases `live` to everyone, then `canary` for `share` percent beside it. */
async function canaryBeside(live: Build, canary: Build, share = 10) {
  await releaseBuild(service, ops.token, live);
  await uploadAndStage(service, ops.token, canary);
  const response = await service.request('POST', `/live/${canary.remote}/canary`, { token: ops.token, headers: json, body: JSON.stringify({ version: canary.version, share }) });
  expect(response.status).toBe(200);
}

const lastLine = async (remote: string) => (await historyOf(service, ops.token)).filter((line) => line.remote === remote).at(-1);
const entryOf = async (remote: string) => (await liveOf(service, ops.token)).live.remotes[remote];

const [careersLive, careersCanary] = [buildOf('careers', 'judged live'), buildOf('careers', 'judged canary')];
const [paymentsLive, paymentsCanary] = [buildOf('payments', 'judged live'), buildOf('payments', 'judged canary')];
const [guidesLive, guidesCanary] = [buildOf('guides', 'judged live'), buildOf('guides', 'judged canary')];
const [marketingLive, marketingCanary] = [buildOf('marketing', 'judged live'), buildOf('marketing', 'judged canary')];
const [staffhubLive, staffhubCanary] = [buildOf('staffhub', 'judged live'), buildOf('staffhub', 'judged canary')];

beforeAll(async () => {
  await canaryBeside(careersLive, careersCanary);
  await canaryBeside(paymentsLive, paymentsCanary, 20);
  await canaryBeside(guidesLive, guidesCanary);
  await canaryBeside(marketingLive, marketingCanary, 30);
  await canaryBeside(staffhubLive, staffhubCanary);
  field.set(careersLive.version, { pageViews: 2000, errors: 0 });
  field.set(careersCanary.version, { pageViews: 300, errors: 150 });
  field.set(paymentsLive.version, { pageViews: 20_000, errors: 40 });
  field.set(paymentsCanary.version, { pageViews: 6000, errors: 10 });
  field.set(guidesLive.version, { pageViews: 100, errors: 0 });
  // Fewer than CANARY_MIN_PAGE_LOADS (10, the service's variable; 300 by default), and the
  // team's journeys clean on it: its team's policy does not let them promote.
  field.set(guidesCanary.version, { pageViews: 5, errors: 5, synthetic: { pageLoads: 40, erroredPageLoads: 0 } });
  // Too few visitors too, the journeys clean, and a team that lets them promote at the deadline.
  field.set(staffhubLive.version, { pageViews: 100, errors: 0 });
  field.set(staffhubCanary.version, { pageViews: 3, errors: 0, synthetic: { pageLoads: 40, erroredPageLoads: 0 } });
  // No evidence either way: held once the deadline has passed.
  field.set(marketingLive.version, { pageViews: 20_000, errors: 40 });
  field.set(marketingCanary.version, { pageViews: 500, errors: 1 });
});

it('leaves every canary running while the worker cannot answer', async () => {
  workerFails = true;
  const before = { live: await liveOf(service, ops.token), history: await historyOf(service, ops.token) };
  expect(await runCron()).toMatchObject({ outcome: 'ok' });
  expect({ live: await liveOf(service, ops.token), history: await historyOf(service, ops.token) }).toEqual(before);
  workerFails = false;
});

describe('a run of the cron', () => {
  beforeAll(async () => {
    asked.length = 0;
    expect(await runCron()).toMatchObject({ outcome: 'ok' });
  });

  it('rolls back a canary with evidence it is worse, with both versions’ numbers in the history', async () => {
    expect(await entryOf('careers')).toEqual({ version: careersLive.version, at: expect.any(String) });
    const line = await lastLine('careers');
    expect(line).toMatchObject({ action: 'abort', version: careersLive.version, from: careersCanary.version, by: 'the canary judge', key: 'judge', commit: null });
    expect(line!.judgment).toEqual({
      decision: 'rollback',
      reason: expect.stringMatching(/^errored page loads 50\.0% against the live version's 0\.0%: evidence it is worse \(likelihood ratio [\d.e+]+, past 200\); 300 page loads of the canary, 2000 of the live version$/),
      canary: expect.objectContaining({ version: careersCanary.version, pageViews: 300, errors: 150, errorRate: 0.5, p75Inp: 120, p75Lcp: 1400, erroredLoadsByKind: expect.any(Object) }),
      live: expect.objectContaining({ version: careersLive.version, pageViews: 2000, errors: 0, errorRate: 0 }),
    });
  });

  it('promotes a canary with evidence it is no worse than the live version: a release line, promoted, with its judgment', async () => {
    // Promoted to everyone, it keeps the version before for the policy's holdback during its watch.
    expect(await entryOf('payments')).toEqual({ version: paymentsCanary.version, at: expect.any(String), holdback: { version: paymentsLive.version, share: 5, until: expect.any(String) } });
    const line = await lastLine('payments');
    expect(line).toMatchObject({ action: 'release', promoted: true, version: paymentsCanary.version, from: paymentsLive.version, by: 'the canary judge', key: 'judge' });
    expect(line!.judgment).toMatchObject({ decision: 'promote', canary: { version: paymentsCanary.version, pageViews: 6000 }, live: { version: paymentsLive.version, pageViews: 20_000 } });
  });

  it('leaves a canary with too few page loads, and one without evidence either way before the deadline, to run', async () => {
    expect((await entryOf('guides'))?.canary).toMatchObject({ version: guidesCanary.version });
    expect(await lastLine('guides')).toMatchObject({ action: 'canary', by: 'site-ops' });
    expect((await entryOf('marketing'))?.canary).toMatchObject({ version: marketingCanary.version });
    expect(await lastLine('marketing')).toMatchObject({ action: 'canary', by: 'site-ops' });
    // Synthetic evidence promotes only at the deadline, even where the team's policy allows it.
    expect((await entryOf('staffhub'))?.canary).toMatchObject({ version: staffhubCanary.version });
  });

  it('asked the worker for both versions of each canary over the same period, since the canary started', async () => {
    const { live } = await liveOf(service, ops.token);
    const guides = asked.filter(({ remote }) => remote === 'guides');
    expect(guides.map(({ version }) => version).sort()).toEqual([guidesLive.version, guidesCanary.version].sort());
    expect(guides.map(({ since }) => since)).toEqual([live.remotes.guides!.canary!.at, live.remotes.guides!.canary!.at]);
    expect(guides[0]!.until).toBe(guides[1]!.until);
  });
});

it('rolls back a promoted release with evidence it is worse in its watch, the judgment in the history', async () => {
  field.set(paymentsCanary.version, { pageViews: 300, errors: 150 });
  // Past the promotion's own minute: the watch counts from the first whole minute after it.
  expect(await runCron(service, new Date(Date.now() + 2 * 60_000))).toMatchObject({ outcome: 'ok' });
  expect((await entryOf('payments'))?.version).toBe(paymentsLive.version);
  const line = await lastLine('payments');
  expect(line).toMatchObject({ action: 'rollback', version: paymentsLive.version, from: paymentsCanary.version, by: 'the canary judge', key: 'judge' });
  expect(line!.judgment).toMatchObject({ decision: 'rollback', current: { version: paymentsCanary.version, errorRate: 0.5 }, before: { version: paymentsLive.version } });
});

describe('a run of the cron past the deadline (three days after the canaries started)', () => {
  const pastTheDeadline = () => new Date(Date.now() + (3 * 24 * 60 + 1) * 60_000);
  beforeAll(async () => {
    expect(await runCron(service, pastTheDeadline())).toMatchObject({ outcome: 'ok' });
  });

  it('holds a canary without evidence for a person: a hold line, live.json unchanged', async () => {
    expect((await entryOf('marketing'))?.canary).toMatchObject({ version: marketingCanary.version, share: 30 });
    const line = await lastLine('marketing');
    expect(line).toMatchObject({ action: 'hold', version: marketingCanary.version, from: marketingLive.version, share: 30, by: 'the canary judge', key: 'judge', commit: null });
    expect(line!.judgment).toMatchObject({
      decision: 'hold',
      reason: expect.stringMatching(/: no evidence either way in \d+ minutes \(errors: worse [\d.]+ of 200, no worse [\d.]+ of 20\); 500 page loads of the canary, 20000 of the live version; held at its share for a person$/),
      canary: { version: marketingCanary.version, pageViews: 500 },
      live: { version: marketingLive.version, pageViews: 20_000 },
    });
  });

  it("promotes on the team's journeys a canary the field has too little of, where CANARY_SYNTHETIC_MAY_PROMOTE names its remote, as the tool's judge does", async () => {
    expect(await entryOf('staffhub')).toEqual({ version: staffhubCanary.version, at: expect.any(String), holdback: { version: staffhubLive.version, share: 5, until: expect.any(String) } });
    const line = await lastLine('staffhub');
    expect(line).toMatchObject({ action: 'release', promoted: true, version: staffhubCanary.version, by: 'the canary judge' });
    expect(line!.judgment).toMatchObject({
      decision: 'promote',
      reason: "promoted on synthetic evidence, as the team's policy allows: 40 synthetic page loads of the canary, 0 errored; the field had too little (3 page loads of the canary)",
      canary: { synthetic: { pageLoads: 40, erroredPageLoads: 0 } },
    });
  });

  it('holds for a person one whose team does not let its journeys promote, with the same journeys', async () => {
    expect((await entryOf('guides'))?.canary).toMatchObject({ version: guidesCanary.version });
    expect(await lastLine('guides')).toMatchObject({ action: 'hold', version: guidesCanary.version, judgment: { decision: 'hold', reason: expect.stringMatching(/^too few page loads to judge/) } });
  });

  it('holds it once: a later run adds no second hold line', async () => {
    const lines = (await historyOf(service, ops.token)).filter((line) => line.remote === 'marketing').length;
    expect(await runCron(service, pastTheDeadline())).toMatchObject({ outcome: 'ok' });
    expect((await historyOf(service, ops.token)).filter((line) => line.remote === 'marketing')).toHaveLength(lines);
  });
});

it('judges nothing without WORKER_URL, and says so once', async () => {
  let output = '';
  const capture = (stream: Readable) => stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const unjudged = await startService({ miniflare: { handleRuntimeStdio: (stdout: Readable, stderr: Readable) => [stdout, stderr].forEach(capture) } });
  try {
    const key = await unjudged.mintKey('careers-ci', ['careers']);
    await releaseBuild(unjudged, key.token, careersLive);
    await uploadAndStage(unjudged, key.token, careersCanary);
    await unjudged.request('POST', '/live/careers/canary', { token: key.token, headers: json, body: JSON.stringify({ version: careersCanary.version, share: 10 }) });
    const before = await liveOf(unjudged, key.token);

    for (let run = 0; run < 3; run++) expect(await runCron(unjudged)).toMatchObject({ outcome: 'ok' });
    // The runtime's output arrives on its own streams: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(output.match(/WORKER_URL is not set/g)).toHaveLength(1);
    expect(await liveOf(unjudged, key.token)).toEqual(before);
  } finally {
    await unjudged.stop();
  }
});
