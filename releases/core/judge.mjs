// The judge of canaries (canaryJudgment.mjs decides): for each remote with a canary, both
// versions' field health since the canary started (the worker's GET /field-health, from
// what visitors' browsers reported), and the canary promoted or rolled back once there is
// evidence, or held for a person at the deadline without it, the decision and its numbers
// in the history. Run on a schedule where the release store lives
// (tooling/scripts/serve-releases.mjs over the folder store, the release service's cron over
// its own), never in a team's terminal; `npm run releases -- promote|abort <remote>` decides
// by hand. Each store is given the version the decision is about, and refuses it (409 in
// the service) when another is live or running by then (release-core/transitions).
import canaryCohorts from 'site/canary';
import { VITALS, holdbackFor, judgeCanary, judgeWatch } from './canaryJudgment.mjs';
import { withSyntheticEvidence } from './syntheticEvidence.mjs';

// The contract's ENDPOINTS.fieldHealth (TypeScript, which this tool's Node does not read),
// checked equal by releases/service/test/judgeContract.test.ts.
export const FIELD_HEALTH_PATH = '/field-health';

const JUDGE = 'the canary judge';

/**
 * What the worker's GET /field-health answers (worker/src/field-reports/fieldReportStore.ts):
 * page loads counted once per signed grant, and those with at least one error.
 * @typedef {{ pageLoads: number, erroredPageLoads: number, clients?: number, cohortBuckets?: Array<[number, number, number]>, inCohorts?: { cohorts: number[], pageLoads: number, erroredPageLoads: number, cohortBuckets: Array<[number, number, number]> }, synthetic?: { pageLoads: number, erroredPageLoads: number }, errorRate: number | null, p75Inp: number | null, p75Lcp: number | null, vitalHistograms?: Partial<Record<'LCP' | 'INP', Array<[number, number]>>> } & Record<string, unknown>} Health
 */

/**
 * The judge's sample of a version from the worker's field health: the one place that reads
 * the worker's numbers. Vitals are judged from their histograms when the worker gives them,
 * and not otherwise.
 * @param {Health} health @returns {import('./canaryJudgment.mjs').Sample}
 */
export function sampleOf(health) {
  const vitals = Object.fromEntries(VITALS.flatMap((name) => (health.vitalHistograms?.[name] ? [[name, health.vitalHistograms[name]]] : [])));
  const clients = typeof health.clients === 'number' ? { clients: health.clients } : {};
  const buckets = Array.isArray(health.cohortBuckets) ? { buckets: health.cohortBuckets } : {};
  return { pageLoads: health.pageLoads, erroredPageLoads: health.erroredPageLoads, ...clients, ...buckets, vitals };
}

/**
 * The judge's sample of the live version beside a canary: its baseline cohorts' page loads
 * (the worker's `inCohorts`: visitors of the same number of cohorts, over the same minutes,
 * #44 item 3) with the live version's vitals; the live version's whole where the worker
 * does not answer for cohorts. @param {Health} health @returns {import('./canaryJudgment.mjs').Sample}
 */
export function baselineSampleOf(health) {
  const whole = sampleOf(health);
  if (!health.inCohorts) return whole;
  const { pageLoads, erroredPageLoads, cohortBuckets } = health.inCohorts;
  return { pageLoads, erroredPageLoads, buckets: cohortBuckets, vitals: whole.vitals };
}

/**
 * A version's numbers as the history keeps them: the worker's, without its histograms and
 * cohort buckets, its baseline's as two counts (the history keeps a judgment to a few
 * kilobytes, and the service takes numbers and named numbers there). @param {string} version @param {Health} health
 */
const numbersOf = (version, { vitalHistograms: _histograms, cohortBuckets: _buckets, inCohorts, ...health }) => ({
  version,
  ...health,
  ...(inCohorts ? { baseline: { pageLoads: inCohorts.pageLoads, erroredPageLoads: inCohorts.erroredPageLoads } } : {}),
});

/**
 * One version's health over [since, until) from the worker at `workerUrl`, read with the
 * worker's FIELD_HEALTH_KEY (credentials/src/fieldHealthKey.js): without it the worker answers 401.
 * @param {string} workerUrl
 * @param {string | undefined} healthKey
 * @returns {HealthOf}
 */
export const fieldHealthFrom = (workerUrl, healthKey) => async (query) => {
  const url = new URL(FIELD_HEALTH_PATH, workerUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, Array.isArray(value) ? value.join(',') : value);
  /** @type {Record<string, string>} */
  const headers = healthKey ? { Authorization: `Bearer ${healthKey}` } : {};
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}: ${await response.text()}`);
  return response.json();
};

/**
 * @typedef {{ version: string, at: string, canary?: { version: string, share: number, at: string }, holdback?: { version: string, share: number, until: string } }} LiveEntry
 * @typedef {(query: { remote: string, version: string, since: string, until: string, cohorts?: number[] }) => Promise<Health>} HealthOf
 */

/**
 * The health of a remote's live version and of its canary since the canary started, the
 * live version's with its baseline cohorts' page loads apart (`inCohorts`).
 * @param {{ remote: string, entry: LiveEntry & { canary: NonNullable<LiveEntry['canary']> }, health: HealthOf, now?: Date }} options
 */
export async function canaryHealth({ remote, entry, health, now = new Date() }) {
  const period = { since: entry.canary.at, until: now.toISOString() };
  const [canary, live] = await Promise.all([
    health({ remote, version: entry.canary.version, ...period }),
    health({ remote, version: entry.version, ...period, cohorts: canaryCohorts.baselineCohorts(remote, entry.canary.share) }),
  ]);
  return { canary, live, minutes: (now.getTime() - Date.parse(entry.canary.at)) / 60_000 };
}

/**
 * Judges every running canary once: promoted or aborted on evidence; at the deadline without
 * it, held at its share with a 'hold' line in the history (once per canary: the judge keeps
 * looking, and evidence that comes later still decides). Returns what was decided, for the log.
 * @param {{ store: { readLive: Function, history: Function, endCanary: Function, holdCanary: Function }, health: HealthOf, policy: import('./canaryJudgment.mjs').CanaryPolicy, now?: Date, syntheticMayPromote?: (remote: string) => boolean }} options
 */
export async function judgeCanaries({ store, health, policy, now = new Date(), syntheticMayPromote = () => false }) {
  const decided = [];
  for (const [remote, entry] of Object.entries((await store.readLive()).remotes)) {
    if (!entry.canary) continue;
    const { canary, live, minutes } = await canaryHealth({ remote, entry, health, now });
    // The evidence's ratios are in the reason; the history keeps the judgment small.
    const { evidence: _evidence, ...fieldJudgment } = judgeCanary({ canary: sampleOf(canary), live: baselineSampleOf(live), minutes, policy });
    // The field decides; a team's journeys add only what its policy allows (syntheticEvidence.mjs).
    const judgment = withSyntheticEvidence({ judgment: fieldJudgment, canary, minutes, policy, mayPromote: syntheticMayPromote(remote) });
    if (judgment.decision === 'wait') continue;
    const numbers = { canary: numbersOf(entry.canary.version, canary), live: numbersOf(entry.version, live) };
    if (judgment.decision === 'hold') {
      if (await heldAlready(store, remote, entry.canary)) continue;
      await store.holdCanary(remote, { by: JUDGE, commit: null, version: entry.canary.version, judgment: { ...judgment, ...numbers } });
    } else {
      const outcome = judgment.decision === 'promote' ? 'promote' : 'abort';
      // Promoted to everyone, it keeps the live version for the policy's holdback during its watch.
      const holdback = outcome === 'promote' ? holdbackFor(policy) : undefined;
      await store.endCanary(remote, outcome, { by: JUDGE, commit: null, version: entry.canary.version, judgment: { ...judgment, ...numbers }, ...(holdback ? { holdback } : {}) });
    }
    decided.push({ remote, version: entry.canary.version, ...judgment });
  }
  return decided;
}

/**
 * Whether the history holds this canary for a person already: a 'hold' line of its version
 * since it started. @param {{ history: Function }} store @param {string} remote @param {{ version: string, at: string }} canary
 */
export async function heldAlready(store, remote, canary) {
  /** @type {Array<{ remote: string, action: string, version: string, at: string }>} */
  const lines = await store.history();
  return lines.some((line) => line.remote === remote && line.action === 'hold' && line.version === canary.version && line.at >= canary.at);
}

/**
 * Watches every full release made within the policy's watch: its health since it went live
 * against the version it replaced, from its holdback over the same minutes where it keeps
 * one, else over the policy's baseline (its days before the switch);
 * evidence that its errored page loads are worse rolls it back to that version, the
 * judgment in the history. A first release has nothing to go back to.
 * @param {{ store: { readLive: Function, history: Function, switchLive: Function }, health: HealthOf, policy: import('./canaryJudgment.mjs').CanaryPolicy, now?: Date }} options
 */
export async function watchReleases({ store, health, policy, now = new Date() }) {
  const decided = [];
  const lines = await store.history();
  for (const [remote, entry] of Object.entries((await store.readLive()).remotes)) {
    if (entry.canary) continue;
    const line = lines.findLast((/** @type {{ remote: string }} */ candidate) => candidate.remote === remote);
    if (!line || line.action !== 'release' || !line.from || line.version !== entry.version) continue;
    const minutes = (now.getTime() - Date.parse(line.at)) / 60_000;
    if (minutes >= policy.watchMinutes) continue;
    // From the first whole minute after the switch: the worker counts per minute, and the
    // switch's own minute holds page loads from before it (the live version's visitors, the
    // canary's), which are not the watch's.
    const since = nextMinute(line.at);
    if (now.getTime() <= Date.parse(since)) continue;
    const sinceSwitch = { since, until: now.toISOString() };
    // With a holdback of the version before (the one it replaced), both over the same minutes:
    // only the holdback's visitors get that version now. Without one, its days before.
    const holdback = entry.holdback?.version === line.from && now.toISOString() < entry.holdback.until;
    const beforeSwitch = holdback ? sinceSwitch : { since: new Date(Date.parse(line.at) - policy.baselineDays * 24 * 60 * 60_000).toISOString(), until: line.at };
    const [current, before] = await Promise.all([health({ remote, version: entry.version, ...sinceSwitch }), health({ remote, version: line.from, ...beforeSwitch })]);
    const { evidence: _evidence, ...judgment } = judgeWatch({ current: sampleOf(current), before: sampleOf(before), minutes, policy, holdback });
    if (judgment.decision !== 'rollback') continue;
    const numbers = { current: numbersOf(entry.version, current), before: numbersOf(line.from, before) };
    await store.switchLive(remote, line.from, { action: 'rollback', by: JUDGE, commit: null, onlyFrom: entry.version, judgment: { ...judgment, ...numbers } });
    decided.push({ remote, version: entry.version, ...judgment });
  }
  return decided;
}

/** The first whole minute after `at` (ISO), as an ISO time. @param {string} at */
const nextMinute = (at) => new Date(Math.ceil(Date.parse(at) / 60_000) * 60_000).toISOString();

/**
 * The judge's round: running canaries, then full releases in their watch.
 * @param {Parameters<typeof judgeCanaries>[0] & Parameters<typeof watchReleases>[0]} options
 */
export async function judgeReleases(options) {
  return [...(await judgeCanaries(options)), ...(await watchReleases(options))];
}
