#!/usr/bin/env node
// `npm run canary-simulation`: the canary judge (canaryJudgment.mjs judgeCanary, the function
// the release tool, the local releases host and the release service's cron run) over
// simulated traffic, to measure how often it is wrong (docs/releasing.md, "How the judge
// decides", has the table and what each column means).
//
// Visitors arrive at random (Poisson); each is in the canary with its share and makes a
// number of page loads (1 + geometric, 3 on average: m = E[K²]/E[K] = 5). Errors cluster per
// visitor: each has their own chance of an errored page load, drawn from a beta distribution
// whose mean is the base rate and whose intra-visitor correlation is ρ = 0.2 (a visitor with a
// broken extension errs on most of their pages; most never err). A regression of +r points
// is clustered too: a quarter of the canary's visitors (one browser, say) get +4r on each of
// their page loads. LCP and INP are log-normal, half of their spread per visitor (a slow
// phone is slow on every page), counted in the worker's buckets; a vitals shift makes each
// of the canary's values that much slower. The judge looks every minute, as the cron does,
// until it decides or holds at the policy's deadline.
//
//   node releases/tool/canarySimulation.mjs [--runs N] [--seed S] [--every MINUTES] [--threads N]
import os from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { DEFAULT_CANARY_POLICY, judgeCanary } from 'release-core/canaryJudgment';
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
  pagesPerVisitor: 3,
  errorCorrelation: 0.2,
  regressionReach: 0.25,
  vitals: { LCP: { median: 1800, spread: 0.5 }, INP: { median: 120, spread: 0.6 } },
  vitalShareOfSpreadPerVisitor: 0.5,
};

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
 * @typedef {{ perHour: number, share: number, base: number, regression: number, vitalsShift: number }} Cell
 * @typedef {{ decision: 'promote' | 'rollback' | 'hold', minutes: number }} Outcome
 */

/**
 * A version's counts as the worker keeps them, growing as its visitors come: its histograms
 * in bucket order, as the judge reads them.
 * @returns {{ pageLoads: number, erroredPageLoads: number, vitals: Record<'LCP' | 'INP', Array<[number, number]>> }}
 */
function versionCounts() {
  return { pageLoads: 0, erroredPageLoads: 0, vitals: { LCP: [], INP: [] } };
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
 * One canary, from its start to the judge's decision or the deadline's hold.
 * @param {Cell} cell @param {() => number} random @param {import('release-core/canaryJudgment').CanaryPolicy} policy @param {number} every  the judge looks every this many minutes
 * @param {Float64Array} rates  the visitors' chances of an errored page load (visitorRates)
 * @returns {Outcome}
 */
export function simulateCanary(cell, random, policy, every = 1, rates = visitorRates(random, cell.base, TRAFFIC.errorCorrelation)) {
  const arms = { canary: versionCounts(), live: versionCounts() };
  const visitorsPerMinute = cell.perHour / 60 / TRAFFIC.pagesPerVisitor;
  const stop = 1 / TRAFFIC.pagesPerVisitor;
  const shift = 1 + cell.vitalsShift;
  for (let minute = 1; ; minute++) {
    const visitors = poisson(random, visitorsPerMinute);
    for (let v = 0; v < visitors; v++) {
      const inCanary = random() < cell.share;
      const counts = inCanary ? arms.canary : arms.live;
      let rate = rates[Math.floor(random() * rates.length)];
      if (inCanary && cell.regression > 0 && random() < TRAFFIC.regressionReach) rate = Math.min(1, rate + cell.regression / TRAFFIC.regressionReach);
      // The visitor's device: its share of the spread, the same on each of their page loads.
      const lcp = VITAL_SPREADS.LCP.median * Math.exp(VITAL_SPREADS.LCP.perVisitor * normal(random)) * (inCanary ? shift : 1);
      const inp = VITAL_SPREADS.INP.median * Math.exp(VITAL_SPREADS.INP.perVisitor * normal(random)) * (inCanary ? shift : 1);
      for (let load = 0; load === 0 || random() >= stop; load++) {
        counts.pageLoads++;
        if (random() < rate) counts.erroredPageLoads++;
        count(counts.vitals.LCP, vitalBucket(lcp * VITAL_SPREADS.LCP.perLoad[Math.floor(random() * TABLE_SIZE)]));
        count(counts.vitals.INP, vitalBucket(inp * VITAL_SPREADS.INP.perLoad[Math.floor(random() * TABLE_SIZE)]));
      }
    }
    if (minute % every !== 0 && minute < policy.maxMinutes) continue;
    const { decision } = judgeCanary({ canary: arms.canary, live: arms.live, minutes: minute, policy });
    if (decision === 'promote' || decision === 'rollback' || decision === 'hold') return { decision, minutes: minute };
  }
}

/** @param {number[]} values */
const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * `runs` canaries of one cell: how often each decision came, and the median minutes to a
 * decision (promote or rollback).
 * @param {Cell} cell @param {{ runs: number, seed: number, every?: number, policy?: import('release-core/canaryJudgment').CanaryPolicy }} options
 */
export function simulateCell(cell, { runs, seed, every = 1, policy = DEFAULT_CANARY_POLICY }) {
  const random = randomFrom(seed);
  const rates = visitorRates(random, cell.base, TRAFFIC.errorCorrelation);
  const counts = { promote: 0, rollback: 0, hold: 0 };
  const decidedAfter = [];
  for (let run = 0; run < runs; run++) {
    const { decision, minutes } = simulateCanary(cell, random, policy, every, rates);
    counts[decision]++;
    if (decision !== 'hold') decidedAfter.push(minutes);
  }
  return { runs, promote: counts.promote / runs, rollback: counts.rollback / runs, hold: counts.hold / runs, medianMinutes: median(decidedAfter) };
}

/** Every cell the issue asks for: traffic × share × base rate × regression × vitals shift. @returns {Cell[]} */
export function allCells() {
  const cells = [];
  for (const perHour of [20, 200, 2000])
    for (const share of [0.1, 0.5])
      for (const base of [0.005, 0.02, 0.05])
        for (const regression of [0, 0.01, 0.05]) for (const vitalsShift of [0, 0.3]) cells.push({ perHour, share, base, regression, vitalsShift });
  return cells;
}

/** @param {number | null} minutes */
const duration = (minutes) => (minutes === null ? '-' : minutes < 120 ? `${minutes} min` : `${(minutes / 60).toFixed(minutes < 600 ? 1 : 0)} h`);
/** @param {number} share */
const pct = (share) => `${(share * 100).toFixed(1)}%`;

/** A seed per cell, from the run's seed and the cell, so one cell's table does not depend on the others. @param {number} seed @param {Cell} cell */
const cellSeed = (seed, cell) => (seed * 1_000_003 + cell.perHour * 7919 + cell.share * 1000 * 104729 + cell.base * 1e4 * 15485863 + cell.regression * 100 * 32452843 + cell.vitalsShift * 10 * 49979687) >>> 0;

/**
 * Every cell's results, the cells shared out among `threads` worker threads (each cell has its
 * own seed, so the table does not depend on how they are shared).
 * @param {{ runs: number, seed: number, every: number, threads: number }} options
 * @returns {Promise<Array<ReturnType<typeof simulateCell>>>}
 */
async function simulateAll({ runs, seed, every, threads }) {
  const cells = allCells();
  const indices = Array.from({ length: threads }, (_, thread) => cells.map((_, index) => index).filter((index) => index % threads === thread));
  const results = new Array(cells.length);
  await Promise.all(
    indices.map(
      (mine) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { indices: mine, runs, seed, every } });
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
  const { indices, runs, seed, every } = workerData;
  const cells = allCells();
  parentPort?.postMessage(indices.map((/** @type {number} */ index) => [index, simulateCell(cells[index], { runs, seed: cellSeed(seed, cells[index]), every })]));
}

async function main() {
  const flag = (/** @type {string} */ name, /** @type {number} */ fallback) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const runs = flag('--runs', 200);
  const every = flag('--every', 10);
  const seed = flag('--seed', 1);
  const threads = flag('--threads', Math.min(os.availableParallelism(), 8));
  const policy = DEFAULT_CANARY_POLICY;
  const started = Date.now();
  console.log(
    `The canary judge over simulated traffic: ${runs} canaries a cell, seed ${seed}, the judge looking every ${every} minutes; policy: +${policy.regression * 100} point worth catching, α ${pct(policy.falseRollback)}, β ${pct(policy.falsePromote)}, design effect ${policy.designEffect}, deadline ${duration(policy.maxMinutes)}.`,
  );
  console.log("Rows: page loads an hour (all visitors), the canary's share, the base share of errored page loads, the canary's regression and vitals shift.\n");
  const header = ['page loads/h', 'share', 'base', 'regression', 'vitals', 'promoted', 'rolled back', 'held', 'median to decision'];
  const widths = header.map((title) => Math.max(title.length, 8));
  const line = (/** @type {string[]} */ row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  let worstPromote = 0;
  let worstRollback = 0;
  const results = await simulateAll({ runs, seed, every, threads });
  allCells().forEach((cell, index) => {
    const result = results[index];
    // False promotes: a +1-point regression (with or without a vitals shift) promoted.
    if (cell.regression === 0.01) worstPromote = Math.max(worstPromote, result.promote);
    // False rollbacks: identical code (no regression, no vitals shift) rolled back.
    if (cell.regression === 0 && cell.vitalsShift === 0) worstRollback = Math.max(worstRollback, result.rollback);
    console.log(
      line([
        String(cell.perHour),
        `${cell.share * 100}%`,
        pct(cell.base),
        cell.regression === 0 ? 'none' : `+${cell.regression * 100} pt`,
        cell.vitalsShift === 0 ? 'none' : `+${cell.vitalsShift * 100}%`,
        pct(result.promote),
        pct(result.rollback),
        pct(result.hold),
        duration(result.medianMinutes),
      ]),
    );
  });
  console.log(`\n${results.length} cells in ${((Date.now() - started) / 1000).toFixed(0)} s on ${threads} threads.`);
  console.log(`false promote ${(worstPromote * 100).toFixed(1)}%, false rollback ${(worstRollback * 100).toFixed(1)}%`);
}

if (!isMainThread) simulateShare();
else if (import.meta.url === `file://${process.argv[1]}`) await main();
