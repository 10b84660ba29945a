#!/usr/bin/env node
// `npm run canary-simulation`: the canary judge (canaryJudgment.mjs judgeCanary, the function
// the release tool, the local releases host and the release service's cron run) over
// simulated traffic, to measure how often it is wrong (docs/releasing.md, "How the judge
// decides", has the table and what each column means).
//
// Visitors arrive at random (Poisson), their number swinging ±50% over a day; each is in the
// canary with its share, lands in one of the worker's 100 cohort buckets, and makes a number
// of page loads: short visits (1 + geometric, 3 on average) or long ones (1 to 10, returning
// buyers and staff). Errors cluster per visitor: each has their own chance of an errored page
// load, drawn from a beta distribution whose mean is the base rate (swinging with the day too)
// and whose intra-visitor correlation ρ makes the design effect about 1.8 (short visits) or 5
// (long ones). A regression of +r points is clustered too: a quarter of the canary's visitors
// (one browser, say) get +4r on each of their page loads. LCP and INP are log-normal, half of
// their spread per visitor (a slow phone is slow on every page), counted in the worker's
// buckets; a vitals shift makes each of the canary's values that much slower. A forger is a
// client inside the canary sending clean (or errored) page loads at its rate, of which the
// worker counts its cap an hour, all in the client's one bucket. The judge looks every ten
// minutes, as the cron does, and keeps looking after a hold at the deadline, as the cron
// does, for a week.
//
//   node releases/tool/canarySimulation.mjs [--runs N] [--worst-runs N] [--seed S] [--every MINUTES] [--threads N]
import os from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import jstat from 'jstat';
import { DEFAULT_CANARY_POLICY, judgeCanary, judgeWatch } from 'release-core/canaryJudgment';
import canary from 'site/canary';

const randomFrom = canary.seeded;

/** A standard normal (Box-Muller: each pair of uniforms gives two, the second kept for the next call). @param {() => number} random */
function normal(random) {
  if (spare.random === random && spare.value !== null) {
    const value = spare.value;
    spare.value = null;
    return value;
  }
  const radius = Math.sqrt(-2 * Math.log(1 - random()));
  const angle = 2 * Math.PI * random();
  spare.random = random;
  spare.value = radius * Math.sin(angle);
  return radius * Math.cos(angle);
}
/** @type {{ random: (() => number) | null, value: number | null }} */
const spare = { random: null, value: null };

/** @param {() => number} random @param {number} mean */
function poisson(random, mean) {
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)));
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = random(); p > limit; p *= random()) k++;
  return k;
}

/** Gamma(shape, 1) (Marsaglia and Tsang; below 1 by the boost U^(1/shape)). @param {() => number} random @param {number} shape @returns {number} */
function gamma(random, shape) {
  if (shape < 1) return gamma(random, shape + 1) * random() ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = normal(random);
    const v = (1 + c * x) ** 3;
    if (v > 0 && Math.log(1 - random()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

/**
 * Visitors' own chances of an errored page load: a beta distribution with mean `mean` and
 * intra-visitor correlation ρ, as the sorted values of 2^16 draws, so a visitor's is one
 * uniform's lookup (inverse-transform sampling) rather than two gamma draws.
 * @param {() => number} random @param {number} mean @param {number} rho @returns {Float64Array}
 */
function visitorRates(random, mean, rho) {
  const size = 1 / rho - 1;
  const rates = new Float64Array(TABLE_SIZE);
  for (let i = 0; i < rates.length; i++) {
    const a = gamma(random, mean * size);
    const b = gamma(random, (1 - mean) * size);
    rates[i] = a + b === 0 ? 0 : a / (a + b);
  }
  return rates.sort();
}

/** The worker's bucket of a value in ms (worker/src/field-reports/vitalBuckets.ts). @param {number} ms */
function vitalBucket(ms) {
  if (ms <= 100) return Math.max(0, Math.ceil(ms));
  let step = 5;
  for (let decadeEnd = 1000; ms > decadeEnd; decadeEnd *= 10) step *= 10;
  return Math.ceil(ms / step) * step;
}

export const TRAFFIC = {
  // Page loads a visit: short (1 + geometric) and long (1 to 10, even), with the errors'
  // intra-visitor correlation making the design effect 1 + (m − 1)ρ about 1.8 and 5.
  visits: {
    short: { pages: (/** @type {() => number} */ random) => 1 + geometric(random, 1 / 3), meanPages: 3, errorCorrelation: 0.2 },
    long: { pages: (/** @type {() => number} */ random) => 1 + Math.floor(random() * 10), meanPages: 5.5, errorCorrelation: 0.67 },
  },
  regressionReach: 0.25,
  vitals: { LCP: { median: 1800, spread: 0.5 }, INP: { median: 120, spread: 0.6 } },
  vitalShareOfSpreadPerVisitor: 0.5,
  // Traffic and the base share of errored page loads, over a day: × 1 ± this.
  dailySwing: 0.5,
  // The worker's (worker/src/field-reports: cohortBucket.ts, FIELD_REPORT_LOADS_PER_CLIENT_PER_HOUR).
  cohortBuckets: 100,
  clientCapPerHour: 6,
  // How long the judge keeps looking at a held canary before the run counts it as held.
  horizonMinutes: 7 * 24 * 60,
};

/** Page loads after the first: geometric with a chance `stop` of stopping after each. @param {() => number} random @param {number} stop */
function geometric(random, stop) {
  let more = 0;
  while (random() >= stop) more++;
  return more;
}

const TABLE_SIZE = 1 << 16;

/**
 * Each vital's spread, split: per visitor (drawn once a visitor) and per page load, the latter
 * as the sorted factors of TABLE_SIZE draws (a page load's is one uniform's lookup).
 */
const VITAL_SPREADS = (() => {
  const random = randomFrom(0x5eed);
  const split = (/** @type {{ median: number, spread: number }} */ { median, spread }) => ({
    median,
    perVisitor: spread * Math.sqrt(TRAFFIC.vitalShareOfSpreadPerVisitor),
    perLoad: Float64Array.from({ length: TABLE_SIZE }, () => Math.exp(spread * Math.sqrt(1 - TRAFFIC.vitalShareOfSpreadPerVisitor) * normal(random))).sort(),
  });
  return { LCP: split(TRAFFIC.vitals.LCP), INP: split(TRAFFIC.vitals.INP) };
})();

/**
 * @typedef {{ clients: number, perHour: number, errored: boolean }} Forger  clients inside the canary, each sending page loads at `perHour`, clean or errored
 * @typedef {{ perHour: number, share: number, base: number, regression: number, vitalsShift: number, visits: 'short' | 'long', forger?: Forger, watch?: { incident: boolean } }} Cell
 *   watch: a full release in its watch against its holdback (`share`: the holdback's), with or without an incident hour
 * @typedef {{ decision: 'promote' | 'rollback' | 'hold' | 'keep', minutes: number }} Outcome  keep: a watched release kept
 */

/**
 * A version's counts as the worker keeps them, growing as its visitors come: its histograms
 * in bucket order, its page loads per cohort bucket, and its clients per hour summed.
 */
function versionCounts() {
  return {
    pageLoads: 0,
    erroredPageLoads: 0,
    clients: 0,
    loadsPerBucket: new Float64Array(TRAFFIC.cohortBuckets),
    erroredPerBucket: new Float64Array(TRAFFIC.cohortBuckets),
    /** @type {Record<'LCP' | 'INP', Array<[number, number]>>} */
    vitals: { LCP: [], INP: [] },
  };
}

/** One page load of a visitor in `bucket`, errored or not, in a version's counts. @param {ReturnType<typeof versionCounts>} counts @param {number} bucket @param {boolean} errored */
function countLoad(counts, bucket, errored) {
  counts.pageLoads++;
  counts.loadsPerBucket[bucket]++;
  if (errored) {
    counts.erroredPageLoads++;
    counts.erroredPerBucket[bucket]++;
  }
}

/** A version's counts as the worker's GET /field-health gives them to the judge (judge.mjs sampleOf). @param {ReturnType<typeof versionCounts>} counts */
function sampleOf({ pageLoads, erroredPageLoads, clients, loadsPerBucket, erroredPerBucket, vitals }) {
  /** @type {Array<[number, number, number]>} */
  const buckets = [];
  loadsPerBucket.forEach((loads, bucket) => loads > 0 && buckets.push([bucket, loads, erroredPerBucket[bucket]]));
  return { pageLoads, erroredPageLoads, clients, buckets, vitals };
}

/** Counts one value in its bucket of a histogram kept in order. @param {Array<[number, number]>} histogram @param {number} bucket */
function count(histogram, bucket) {
  let low = 0;
  let high = histogram.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (histogram[middle][0] < bucket) low = middle + 1;
    else high = middle;
  }
  if (low < histogram.length && histogram[low][0] === bucket) histogram[low][1]++;
  else histogram.splice(low, 0, [bucket, 1]);
}

/**
 * One canary, from its start to the judge's decision, or a week of looking without one.
 * @param {Cell} cell @param {() => number} random @param {import('release-core/canaryJudgment').CanaryPolicy} policy @param {number} every  the judge looks every this many minutes
 * @param {Float64Array} rates  the visitors' chances of an errored page load (visitorRates)
 * @returns {Outcome}
 */
export function simulateCanary(cell, random, policy, every = 1, rates = visitorRates(random, cell.base, TRAFFIC.visits[cell.visits].errorCorrelation)) {
  const arms = { canary: versionCounts(), live: versionCounts() };
  const visits = TRAFFIC.visits[cell.visits];
  const visitorsPerMinute = cell.perHour / 60 / visits.meanPages;
  const shift = 1 + cell.vitalsShift;
  // Where in the day the canary starts, and each forging client's bucket.
  const phase = random() * 24 * 60;
  const forgers = Array.from({ length: cell.forger?.clients ?? 0 }, () => Math.floor(random() * TRAFFIC.cohortBuckets));
  const forgedPerMinute = (cell.forger?.perHour ?? 0) / 60;
  let forgedThisHour = 0;
  let forgedDue = 0;
  for (let minute = 1; minute <= TRAFFIC.horizonMinutes; minute++) {
    const day = 1 + TRAFFIC.dailySwing * Math.sin((2 * Math.PI * (minute + phase)) / (24 * 60));
    if (minute % 60 === 1) {
      forgedThisHour = 0;
      // Each forger who will have a load counted this hour is one more client of the canary's.
      if (forgedPerMinute > 0) arms.canary.clients += forgers.length;
    }
    const visitors = poisson(random, visitorsPerMinute * day);
    for (let v = 0; v < visitors; v++) {
      const inCanary = random() < cell.share;
      const counts = inCanary ? arms.canary : arms.live;
      const bucket = Math.floor(random() * TRAFFIC.cohortBuckets);
      let rate = Math.min(1, rates[Math.floor(random() * rates.length)] * day);
      if (inCanary && cell.regression > 0 && random() < TRAFFIC.regressionReach) rate = Math.min(1, rate + cell.regression / TRAFFIC.regressionReach);
      // The visitor's device: its share of the spread, the same on each of their page loads.
      const lcp = VITAL_SPREADS.LCP.median * Math.exp(VITAL_SPREADS.LCP.perVisitor * normal(random)) * (inCanary ? shift : 1);
      const inp = VITAL_SPREADS.INP.median * Math.exp(VITAL_SPREADS.INP.perVisitor * normal(random)) * (inCanary ? shift : 1);
      counts.clients++;
      const pages = visits.pages(random);
      for (let load = 0; load < pages; load++) {
        countLoad(counts, bucket, random() < rate);
        count(counts.vitals.LCP, vitalBucket(lcp * VITAL_SPREADS.LCP.perLoad[Math.floor(random() * TABLE_SIZE)]));
        count(counts.vitals.INP, vitalBucket(inp * VITAL_SPREADS.INP.perLoad[Math.floor(random() * TABLE_SIZE)]));
      }
    }
    // The forgers' page loads, as many as the worker counts: their cap an hour each.
    for (forgedDue += forgedPerMinute; forgedDue >= 1 && forgedThisHour < TRAFFIC.clientCapPerHour; forgedDue--, forgedThisHour++) {
      for (const bucket of forgers) countLoad(arms.canary, bucket, cell.forger?.errored ?? false);
    }
    if (forgedThisHour >= TRAFFIC.clientCapPerHour) forgedDue = 0;
    if (minute % every !== 0) continue;
    const { decision } = judgeCanary({ canary: sampleOf(arms.canary), live: sampleOf(arms.live), minutes: minute, policy });
    if (decision === 'promote' || decision === 'rollback') return { decision, minutes: minute };
  }
  return { decision: 'hold', minutes: TRAFFIC.horizonMinutes };
}

/** An incident during a watch: every visitor's page loads err this much more, for an hour. */
const INCIDENT = { rise: 0.1, minutes: 60 };

/**
 * One full release in its watch, from its switch to the judge's rollback or the watch's end:
 * the release for most visitors, the version before for the holdback's share (`cell.share`),
 * both over the same minutes, the day swinging, and with `cell.watch.incident` an hour
 * somewhere in the watch when every visitor's page loads err 10 points more.
 * @param {Cell} cell @param {() => number} random @param {import('release-core/canaryJudgment').CanaryPolicy} policy @param {number} every @param {Float64Array} rates
 * @returns {Outcome}
 */
export function simulateWatch(cell, random, policy, every, rates) {
  const arms = { current: versionCounts(), before: versionCounts() };
  const visits = TRAFFIC.visits[cell.visits];
  const visitorsPerMinute = cell.perHour / 60 / visits.meanPages;
  const phase = random() * 24 * 60;
  const incidentAt = cell.watch?.incident ? Math.floor(random() * (policy.watchMinutes - INCIDENT.minutes)) : Infinity;
  for (let minute = 1; minute <= policy.watchMinutes; minute++) {
    const day = 1 + TRAFFIC.dailySwing * Math.sin((2 * Math.PI * (minute + phase)) / (24 * 60));
    const incident = minute > incidentAt && minute <= incidentAt + INCIDENT.minutes ? INCIDENT.rise : 0;
    const visitors = poisson(random, visitorsPerMinute * day);
    for (let v = 0; v < visitors; v++) {
      const heldBack = random() < cell.share;
      const counts = heldBack ? arms.before : arms.current;
      const bucket = Math.floor(random() * TRAFFIC.cohortBuckets);
      let rate = Math.min(1, rates[Math.floor(random() * rates.length)] * day + incident);
      if (!heldBack && cell.regression > 0 && random() < TRAFFIC.regressionReach) rate = Math.min(1, rate + cell.regression / TRAFFIC.regressionReach);
      counts.clients++;
      const pages = visits.pages(random);
      for (let load = 0; load < pages; load++) {
        countLoad(counts, bucket, random() < rate);
      }
    }
    if (minute % every !== 0) continue;
    const { decision } = judgeWatch({ current: sampleOf(arms.current), before: sampleOf(arms.before), minutes: minute, policy, holdback: true });
    if (decision === 'rollback') return { decision, minutes: minute };
  }
  return { decision: 'keep', minutes: policy.watchMinutes };
}

/** @param {number[]} values */
const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The 95% upper bound of a rate seen `events` times in `runs` (Clopper-Pearson, one-sided). @param {number} events @param {number} runs */
export const upperBound = (events, runs) => (events >= runs ? 1 : jstat.beta.inv(0.95, events + 1, runs - events));

/**
 * `runs` canaries of one cell: how often each decision came, the 95% upper bound of each, and
 * the median minutes to a decision (promote or rollback).
 * @param {Cell} cell @param {{ runs: number, seed: number, every?: number, policy?: import('release-core/canaryJudgment').CanaryPolicy }} options
 */
export function simulateCell(cell, { runs, seed, every = 1, policy = DEFAULT_CANARY_POLICY }) {
  const random = randomFrom(seed);
  const rates = visitorRates(random, cell.base, TRAFFIC.visits[cell.visits].errorCorrelation);
  const counts = { promote: 0, rollback: 0, hold: 0, keep: 0 };
  const decidedAfter = [];
  for (let run = 0; run < runs; run++) {
    const { decision, minutes } = cell.watch ? simulateWatch(cell, random, policy, every, rates) : simulateCanary(cell, random, policy, every, rates);
    counts[decision]++;
    if (decision === 'promote' || decision === 'rollback') decidedAfter.push(minutes);
  }
  return {
    runs,
    promote: counts.promote / runs,
    rollback: counts.rollback / runs,
    hold: counts.hold / runs,
    keep: counts.keep / runs,
    promoteUpper: upperBound(counts.promote, runs),
    rollbackUpper: upperBound(counts.rollback, runs),
    medianMinutes: median(decidedAfter),
  };
}

/** Whether promoting the cell's canary is a mistake: it is worse (errors or vitals). @param {Cell} cell */
export const promoteIsWrong = (cell) => cell.regression > 0 || cell.vitalsShift > 0;
/** Whether rolling the cell's canary back is a mistake: it is the live version's code. @param {Cell} cell */
export const rollbackIsWrong = (cell) => cell.regression === 0 && cell.vitalsShift === 0;

/**
 * Every cell: traffic × share × base rate × regression × vitals shift for short and long
 * visits, and forgers inside a 10% canary at 100 and 200 page loads an hour: one or three
 * clients, clean (against a worse canary) or errored (against identical code), at 12, 30 and
 * 100 page loads an hour each. @returns {Cell[]}
 */
export function allCells() {
  /** @type {Cell[]} */
  const cells = [];
  for (const visits of /** @type {const} */ (['short', 'long']))
    for (const perHour of [20, 200, 2000])
      for (const share of [0.1, 0.5])
        for (const base of [0.005, 0.02, 0.05])
          for (const regression of [0, 0.01, 0.05]) for (const vitalsShift of [0, 0.3]) cells.push({ perHour, share, base, regression, vitalsShift, visits });
  for (const perHour of [100, 200])
    for (const clients of [1, 3])
      for (const rate of [12, 30, 100]) {
        for (const regression of [0.01, 0.05]) cells.push({ perHour, share: 0.1, base: 0.02, regression, vitalsShift: 0, visits: 'long', forger: { clients, perHour: rate, errored: false } });
        cells.push({ perHour, share: 0.1, base: 0.02, regression: 0, vitalsShift: 0, visits: 'long', forger: { clients, perHour: rate, errored: true } });
      }
  // Full releases in their watch, against a 5% holdback, with and without an incident hour.
  for (const visits of /** @type {const} */ (['short', 'long']))
    for (const perHour of [200, 2000])
      for (const regression of [0, 0.05]) for (const incident of [false, true]) cells.push({ perHour, share: 0.05, base: 0.02, regression, vitalsShift: 0, visits, watch: { incident } });
  return cells;
}

/**
 * How many canaries a cell gets: where rolling back is wrong, `worstRuns`, so that a rate of
 * 1% has an upper bound that can show it (none in 600 bounds it at 0.50%, two at 1.05%);
 * elsewhere `runs` (four promotes in 300 bound it at 3.0%). @param {Cell} cell @param {{ runs: number, worstRuns: number }} options
 */
export const runsOf = (cell, { runs, worstRuns }) => (rollbackIsWrong(cell) ? worstRuns : runs);

/** @param {number | null} minutes */
const duration = (minutes) => (minutes === null ? '-' : minutes < 120 ? `${minutes} min` : `${(minutes / 60).toFixed(minutes < 600 ? 1 : 0)} h`);
/** @param {number} share */
const pct = (share) => `${(share * 100).toFixed(1)}%`;

/** A seed per cell, from the run's seed and the cell, so one cell's table does not depend on the others. @param {number} seed @param {Cell} cell */
const cellSeed = (seed, cell) =>
  (seed * 1_000_003 +
    cell.perHour * 7919 +
    cell.share * 1000 * 104729 +
    cell.base * 1e4 * 15485863 +
    cell.regression * 100 * 32452843 +
    cell.vitalsShift * 10 * 49979687 +
    (cell.visits === 'long' ? 86028121 : 0) +
    (cell.forger ? cell.forger.clients * 179424673 + cell.forger.perHour * 373587883 + (cell.forger.errored ? 982451653 : 0) : 0) +
    (cell.watch ? (cell.watch.incident ? 694847539 : 334214459) : 0)) >>>
  0;

/**
 * Every cell's results, the cells shared out among `threads` worker threads (each cell has its
 * own seed, so the table does not depend on how they are shared).
 * @param {{ runs: number, worstRuns: number, seed: number, every: number, threads: number }} options
 * @returns {Promise<Array<ReturnType<typeof simulateCell>>>}
 */
async function simulateAll({ runs, worstRuns, seed, every, threads }) {
  const cells = allCells();
  const indices = Array.from({ length: threads }, (_, thread) => cells.map((_, index) => index).filter((index) => index % threads === thread));
  const results = new Array(cells.length);
  await Promise.all(
    indices.map(
      (mine) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { indices: mine, runs, worstRuns, seed, every } });
          worker.on('message', (/** @type {Array<[number, ReturnType<typeof simulateCell>]>} */ done) => {
            for (const [index, result] of done) results[index] = result;
            resolve(undefined);
          });
          worker.on('error', reject);
        }),
    ),
  );
  return results;
}

/** A worker thread's share of the cells. */
function simulateShare() {
  const { indices, runs, worstRuns, seed, every } = workerData;
  const cells = allCells();
  parentPort?.postMessage(
    indices.map((/** @type {number} */ index) => [index, simulateCell(cells[index], { runs: runsOf(cells[index], { runs, worstRuns }), seed: cellSeed(seed, cells[index]), every })]),
  );
}

/** A Markdown table of `rows` under `header`, each column as wide as its widest cell. @param {string[]} header @param {string[][]} rows */
function printTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

/** A forger as the table shows it. @param {Forger | undefined} forger */
const forgerOf = (forger) => (forger ? `${forger.clients} × ${forger.perHour}/h ${forger.errored ? 'errored' : 'clean'}` : 'none');

async function main() {
  const flag = (/** @type {string} */ name, /** @type {number} */ fallback) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const runs = flag('--runs', 300);
  const worstRuns = flag('--worst-runs', 600);
  const every = flag('--every', 10);
  const seed = flag('--seed', 1);
  const threads = flag('--threads', Math.min(os.availableParallelism(), 8));
  const policy = DEFAULT_CANARY_POLICY;
  const started = Date.now();
  console.log(
    `The canary judge over simulated traffic: ${worstRuns} canaries in each cell of identical code (where a rollback is wrong), ${runs} in the others, seed ${seed}, the judge looking every ${every} minutes for a week; policy: +${policy.regression * 100} point worth catching, α ${pct(policy.falseRollback)}, β ${pct(policy.falsePromote)}, variance from the cohort buckets, deadline ${duration(policy.maxMinutes)}.`,
  );
  console.log(
    "Canaries. Rows: visits (short: 3 page loads on average, long: 1 to 10), page loads an hour (all visitors, ±50% over the day), the canary's share, the base share of errored page loads, the canary's regression and vitals shift, and forgers inside the canary (clients × page loads an hour each). Promoted and rolled back: the share of runs, and its 95% upper bound where that decision is wrong.\n",
  );
  const results = await simulateAll({ runs, worstRuns, seed, every, threads });
  const cells = allCells();
  const withBound = (/** @type {number} */ share, /** @type {number} */ upper, /** @type {boolean} */ wrong) => (wrong ? `${pct(share)} (≤ ${pct(upper)})` : pct(share));
  const regressionOf = (/** @type {Cell} */ cell) => (cell.regression === 0 ? 'none' : `+${cell.regression * 100} pt`);
  printTable(
    ['visits', 'page loads/h', 'share', 'base', 'regression', 'vitals', 'forgers', 'promoted', 'rolled back', 'held', 'median to decision'],
    cells.flatMap((cell, index) => {
      if (cell.watch) return [];
      const result = results[index];
      return [
        [
          cell.visits,
          String(cell.perHour),
          `${cell.share * 100}%`,
          pct(cell.base),
          regressionOf(cell),
          cell.vitalsShift === 0 ? 'none' : `+${cell.vitalsShift * 100}%`,
          forgerOf(cell.forger),
          withBound(result.promote, result.promoteUpper, promoteIsWrong(cell)),
          withBound(result.rollback, result.rollbackUpper, rollbackIsWrong(cell)),
          pct(result.hold),
          duration(result.medianMinutes),
        ],
      ];
    }),
  );
  console.log(`\nThe watch of a full release, against its ${DEFAULT_CANARY_POLICY.holdbackShare}% holdback over the same minutes, for ${duration(policy.watchMinutes)}, with and without an incident hour (every visitor's page loads erring ${INCIDENT.rise * 100} points more):\n`);
  printTable(
    ['visits', 'page loads/h', 'base', 'regression', 'incident', 'rolled back', 'kept', 'median to rollback'],
    cells.flatMap((cell, index) => {
      if (!cell.watch) return [];
      const result = results[index];
      return [[cell.visits, String(cell.perHour), pct(cell.base), regressionOf(cell), cell.watch.incident ? 'an hour' : 'none', withBound(result.rollback, result.rollbackUpper, rollbackIsWrong(cell)), pct(result.keep), duration(result.medianMinutes)]];
    }),
  );
  let worstPromote = 0;
  let worstRollback = 0;
  cells.forEach((cell, index) => {
    if (promoteIsWrong(cell)) worstPromote = Math.max(worstPromote, results[index].promoteUpper);
    if (rollbackIsWrong(cell)) worstRollback = Math.max(worstRollback, results[index].rollbackUpper);
  });
  console.log(`\n${results.length} cells in ${((Date.now() - started) / 1000).toFixed(0)} s on ${threads} threads.`);
  console.log(`false promote ${(worstPromote * 100).toFixed(2)}%, false rollback ${(worstRollback * 100).toFixed(2)}% (95% upper bounds)`);
}

if (!isMainThread) simulateShare();
else if (import.meta.url === `file://${process.argv[1]}`) await main();
