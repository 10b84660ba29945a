// How the canary judge decides (docs/releasing.md, "How the judge decides"): pure functions of
// counts, with no import, so the release tool, the local releases host and the release
// service's cron run the same code, and so does the simulation that measures its error rates
// (releases/tool/canarySimulation.mjs).
//
// The question is whether the canary's share of errored page loads (page loads with at least
// one error) is worse than the live version's. Each side is an always-valid sequential test on
// the difference of the two shares, θ = canary − live, in its normal approximation: a
// likelihood ratio that is a martingale under the hypothesis it tests, so by Ville's
// inequality the chance it ever reaches 1/α, however often it is looked at, is at most α.
//   - worse: against θ ≤ 0, a mixture of the alternatives θ = δ, 2δ, 4δ... (δ: the smallest
//     regression worth catching), so a badly broken canary is caught fast and a slightly
//     worse one in time; reaching 1/α rolls back.
//   - no worse: against θ ≥ δ, the alternative θ = 0; reaching 1/β promotes.
// Errors cluster per visitor (one visitor's broken extension errs on each of their page
// loads), so page loads are not independent, and how much they cluster is measured, not
// assumed (#44): the worker counts each version's page loads in 100 cohort buckets of the
// client's hash, and each version's variance is the cluster-robust one with the bucket as
// the cluster (as experimentation platforms take the user as the unit), at its upper
// one-sigma bound; its ratio to the binomial variance, at least 1, is that version's
// design effect D, and every count is divided by it.
// Web vitals are tested the same way, past a minimum sample each, on the share of each
// version's values above the p75 of both together: the canary's p75 is higher than the
// live one's exactly when that share is higher (a test of the p75's shift, Mood's quantile
// test, not a ratio of two p75s).

/**
 * @typedef {'LCP' | 'INP'} VitalName
 * @typedef {Array<[bucket: number, count: number]>} Histogram  a vital's values, counted per bucket (the worker's vitalBuckets)
 * @typedef {Array<[bucket: number, pageLoads: number, erroredPageLoads: number]>} CohortBuckets  a version's page loads per cohort bucket (the worker's cohortBuckets)
 * @typedef {{ pageLoads: number, erroredPageLoads: number, clients?: number, buckets?: CohortBuckets, vitals?: Partial<Record<VitalName, Histogram>> }} Sample
 *   clients: the distinct clients the page loads came from, per hour summed (the worker's count, #44); unknown where a worker does not give it
 *   buckets: without them (a worker before #44's counts per bucket) the sample is not judged
 * @typedef {{
 *   regression: number, falseRollback: number, falsePromote: number, minPageLoads: number, minClients: number, busiestBucketsLeftOut: number,
 *   vitalsShift: number, minVitalSamples: number, maxMinutes: number, watchMinutes: number, baselineDays: number, holdbackShare: number,
 * }} CanaryPolicy
 * @typedef {{ worse: number, noWorse: number, canaryShare: number, liveShare: number, canaryCount: number, liveCount: number }} Evidence
 * @typedef {{ decision: 'promote' | 'rollback' | 'wait' | 'hold' | 'keep', reason: string, evidence?: Record<string, Evidence> }} Judgment
 */

/** @type {Readonly<CanaryPolicy>} */
export const DEFAULT_CANARY_POLICY = Object.freeze({
  // δ: the smallest rise in the share of errored page loads worth catching (1 point).
  regression: 0.01,
  // α: how often identical code may be rolled back, over all the tests together.
  falseRollback: 0.01,
  // β: how often a canary δ worse may be promoted.
  falsePromote: 0.05,
  // Page loads of the canary (of the release, in its watch) before its errors count at all: the
  // normal approximation needs many visitors, not a handful with many errored page loads each.
  minPageLoads: 300,
  // Distinct clients each version's page loads come from (the worker counts each client once
  // per hour it had a load counted) before anything is decided: the visitor is the unit of
  // evidence (#44), and a few clients, whatever their page loads, decide nothing. 300 page
  // loads at about 3 a visit is 100 visitors.
  minClients: 100,
  // The canary's busiest cohort buckets a promotion, or a rollback on errored page loads,
  // must hold without: a client sending page loads inside the canary fills its own bucket (up
  // to the worker's cap an hour), so evidence that needs a few buckets is a few clients' (#44).
  busiestBucketsLeftOut: 3,
  // The smallest rise worth catching in the share of a vital's values above the pooled p75
  // (25% of them for identical code): 10 points is a p75 about 15-25% higher.
  vitalsShift: 0.1,
  // Values of a vital each version needs before that vital counts at all.
  minVitalSamples: 200,
  // Past it with no evidence either way, the canary holds at its share for a person (3 days).
  maxMinutes: 3 * 24 * 60,
  // How long a full release is watched for evidence it is worse than the version before (a day).
  watchMinutes: 24 * 60,
  // How many days before a full release its watch compares it with, where it keeps no holdback.
  baselineDays: 7,
  // The share of visitors a full release (or a canary's promotion) keeps on the version
  // before for its watch, so the watch compares the two over the same minutes (#44 item 3);
  // 0: none, and the watch compares with the days before.
  holdbackShare: 5,
});

/**
 * The holdback a full release or a canary's promotion keeps for the watch, by the policy:
 * its share for the watch's minutes, or none at a share of 0 (release-core/transitions).
 * @param {CanaryPolicy} policy @returns {{ share: number, minutes: number } | undefined}
 */
export const holdbackFor = (policy) => (policy.holdbackShare > 0 ? { share: policy.holdbackShare, minutes: policy.watchMinutes } : undefined);

/** The vitals judged, when the worker counts them. @type {readonly VitalName[]} */
export const VITALS = ['LCP', 'INP'];

/** How many of the worse-side tests share α: errored page loads get half, each vital a quarter. */
const ERRORS_SHARE_OF_ALPHA = 0.5;
/** The mixture's alternatives: δ, 2δ, 4δ, 8δ, 16δ (those below 1). */
const MIXTURE_SIZE = 5;

/** @param {number} value @param {number} low @param {number} high */
const within = (value, low, high) => Number.isFinite(value) && value > low && value < high;

/** Each policy variable: its name in the environment, and which values it takes. */
const VARIABLES = /** @type {const} */ ([
  ['regression', 'CANARY_REGRESSION', (/** @type {number} */ v) => within(v, 0, 1)],
  ['falseRollback', 'CANARY_FALSE_ROLLBACK', (/** @type {number} */ v) => within(v, 0, 0.5)],
  ['falsePromote', 'CANARY_FALSE_PROMOTE', (/** @type {number} */ v) => within(v, 0, 0.5)],
  ['minPageLoads', 'CANARY_MIN_PAGE_LOADS', (/** @type {number} */ v) => Number.isInteger(v) && v >= 1],
  ['minClients', 'CANARY_MIN_CLIENTS', (/** @type {number} */ v) => Number.isInteger(v) && v >= 1],
  ['busiestBucketsLeftOut', 'CANARY_BUSIEST_BUCKETS_LEFT_OUT', (/** @type {number} */ v) => Number.isInteger(v) && v >= 0 && v < 100],
  ['vitalsShift', 'CANARY_VITALS_SHIFT', (/** @type {number} */ v) => within(v, 0, 0.75)],
  ['minVitalSamples', 'CANARY_MIN_VITAL_SAMPLES', (/** @type {number} */ v) => Number.isInteger(v) && v >= 1],
  ['maxMinutes', 'CANARY_MAX_MINUTES', (/** @type {number} */ v) => Number.isFinite(v) && v > 0],
  ['watchMinutes', 'CANARY_WATCH_MINUTES', (/** @type {number} */ v) => Number.isFinite(v) && v >= 0],
  ['baselineDays', 'CANARY_BASELINE_DAYS', (/** @type {number} */ v) => Number.isFinite(v) && v > 0],
  ['holdbackShare', 'CANARY_HOLDBACK_SHARE', (/** @type {number} */ v) => Number.isInteger(v) && v >= 0 && v <= 50],
]);

/** The policy's variables by their names in the environment (for the docs and the service's wrangler.toml). */
export const POLICY_VARIABLES = VARIABLES.map(([key, name]) => [name, key]);

/**
 * The policy, with any of its CANARY_* variables the environment sets; a value out of its
 * range keeps the default. @param {Record<string, string | undefined>} env @returns {CanaryPolicy}
 */
export function canaryPolicyFrom(env) {
  const policy = { ...DEFAULT_CANARY_POLICY };
  for (const [key, name, valid] of VARIABLES) {
    const text = env[name];
    if (text === undefined || text.trim() === '') continue;
    const value = Number(text);
    if (valid(value)) policy[key] = value;
  }
  return policy;
}

/**
 * The two sequential tests on θ = x_c/n_c − x_l/n_l (the shares of something bad: errored
 * page loads, values above a p75), each version's variance multiplied by its design effect.
 * @param {{ canary: [count: number, of: number], live: [count: number, of: number], regression: number, designEffects: [canary: number, live: number] }} input
 * @returns {Evidence} worse: the likelihood ratio against θ ≤ 0; noWorse: against θ ≥ regression
 */
export function shareEvidence({ canary: [xc, nc], live: [xl, nl], regression, designEffects: [dc, dl] }) {
  const canaryShare = xc / nc;
  const liveShare = xl / nl;
  const difference = canaryShare - liveShare;
  // Each share's variance at the larger of its own share and both together (smoothed, so no
  // count of zero makes a variance zero): a few visitors with many errored page loads each
  // raise the canary's share and its variance together, and are not taken for evidence.
  const pooled = (xc + xl + 1) / (nc + nl + 2);
  const [c, l] = [Math.max((xc + 0.5) / (nc + 1), pooled), Math.max((xl + 0.5) / (nl + 1), pooled)];
  const varianceIfSame = (dc * c * (1 - c)) / nc + (dl * l * (1 - l)) / nl;
  let mixture = 0;
  let alternatives = 0;
  for (let k = 0, theta = regression; k < MIXTURE_SIZE && theta < 1; k++, theta *= 2) {
    mixture += Math.exp((theta * difference - (theta * theta) / 2) / varianceIfSame);
    alternatives++;
  }
  // The variances where "δ worse" is true: the canary's share δ above the live one's.
  const live = (xl + 0.5) / (nl + 1);
  const worseBy = Math.min(live + regression, 1 - 1e-6);
  const varianceIfWorse = (dc * worseBy * (1 - worseBy)) / nc + (dl * live * (1 - live)) / nl;
  const noWorse = Math.exp((regression * (regression / 2 - difference)) / varianceIfWorse);
  return { worse: mixture / alternatives, noWorse, canaryShare, liveShare, canaryCount: nc, liveCount: nl };
}

/**
 * A version's design effect for errored page loads, from its counts per cohort bucket: the
 * cluster-robust variance of its share (the bucket as the cluster, K/(K − 1) corrected) at its
 * upper one-sigma bound (its estimate is a χ² of K − 1 degrees of freedom: × 1 + √(2/(K − 1))),
 * over the binomial variance at the smoothed share; at least 1. A version seen in fewer than
 * two buckets shows no spread to measure, and is taken as unclustered (only a policy that
 * lowers the minimum of clients to a handful reaches it). @param {Sample} sample
 */
export function designEffectOf({ pageLoads: n, erroredPageLoads, buckets = [] }) {
  const k = buckets.length;
  if (k < 2 || n === 0) return 1;
  const x = Math.min(erroredPageLoads, n);
  const share = x / n;
  let squares = 0;
  for (const [, loads, errored] of buckets) squares += (Math.min(errored, loads) - share * loads) ** 2;
  const robust = ((k / (k - 1)) * squares) / (n * n);
  const smoothed = (x + 0.5) / (n + 1);
  const binomial = (smoothed * (1 - smoothed)) / n;
  return Math.max(1, (robust * (1 + Math.sqrt(2 / (k - 1)))) / binomial);
}

/**
 * Both versions' design effect for errored page loads: the larger of their two estimates.
 * How a visitor's page loads cluster is the visitors' doing, the same for both versions
 * where the canary is no worse; the smaller version (a canary, a holdback) has few visitors
 * a bucket, and its own estimate, often too low, would have it look surer than it is.
 * @param {Sample} canary @param {Sample} live @returns {[number, number]}
 */
export function sharedDesignEffect(canary, live) {
  const larger = Math.max(designEffectOf(canary), designEffectOf(live));
  return [larger, larger];
}

/**
 * A version's design effect for a vital's share above the p75: its page loads per client
 * (clients per hour summed), Kish's 1 + (m − 1)ρ at ρ = 1, the most a visitor's loads can
 * cluster (the worker counts vitals per bucket of value, not of cohort); the errors' where
 * the worker does not count clients. @param {Sample} sample
 */
export const vitalsDesignEffectOf = (sample) => (sample.clients ? Math.max(1, sample.pageLoads / sample.clients) : designEffectOf(sample));

/** A histogram's buckets in order (as the worker gives them, or sorted), and its total. @param {Histogram} histogram */
function ordered(histogram) {
  let count = 0;
  let inOrder = true;
  let previous = -Infinity;
  for (const [bucket, n] of histogram) {
    count += n;
    if (bucket < previous) inOrder = false;
    previous = bucket;
  }
  return { sorted: inOrder ? histogram : [...histogram].sort((a, b) => a[0] - b[0]), count };
}

/**
 * The p75 of two histograms together (nearest rank, as the worker reads a p75: the smallest
 * bucket with at least 75% of the values at or below it), and how many of each one's values
 * are above it. @param {{ sorted: Histogram, count: number }} c @param {{ sorted: Histogram, count: number }} l
 */
function aboveTheirP75(c, l) {
  const rank = Math.max(1, Math.ceil(0.75 * (c.count + l.count)));
  let [i, j, inCanary, inLive] = [0, 0, 0, 0];
  while (inCanary + inLive < rank) {
    const [nextC, nextL] = [c.sorted[i], l.sorted[j]];
    if (!nextC && !nextL) break;
    const bucket = Math.min(nextC ? nextC[0] : Infinity, nextL ? nextL[0] : Infinity);
    for (let e = c.sorted[i]; e && e[0] === bucket; e = c.sorted[++i]) inCanary += e[1];
    for (let e = l.sorted[j]; e && e[0] === bucket; e = l.sorted[++j]) inLive += e[1];
  }
  return { canary: /** @type {[number, number]} */ ([c.count - inCanary, c.count]), live: /** @type {[number, number]} */ ([l.count - inLive, l.count]) };
}

/**
 * A vital's evidence: the share of each version's values above the p75 of both together,
 * compared as errored page loads are; undefined until each has the policy's minimum.
 * @param {Histogram | undefined} canary @param {Histogram | undefined} live @param {CanaryPolicy} policy
 * @param {[canary: number, live: number]} designEffects
 * @returns {Evidence | undefined}
 */
export function vitalEvidence(canary, live, policy, designEffects) {
  if (!canary || !live) return undefined;
  const [c, l] = [ordered(canary), ordered(live)];
  if (c.count < policy.minVitalSamples || l.count < policy.minVitalSamples) return undefined;
  return shareEvidence({ ...aboveTheirP75(c, l), regression: policy.vitalsShift, designEffects });
}

/** @param {number} share */
const percent = (share) => `${(share * 100).toFixed(1)}%`;
/** A likelihood ratio as the history shows it. @param {number} ratio */
const ratio = (ratio) => (ratio >= 1000 ? ratio.toExponential(1) : ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(2));

/**
 * Every test of a canary against the version it is compared with: errored page loads, and
 * each vital both have enough values of.
 * @param {Sample} canary @param {Sample} live @param {CanaryPolicy} policy
 * @returns {{ errors: Evidence } & Record<string, Evidence>}
 */
export function evidenceOf(canary, live, policy) {
  /** @type {{ errors: Evidence } & Record<string, Evidence>} */
  const evidence = {
    errors: shareEvidence({
      canary: [Math.min(canary.erroredPageLoads, canary.pageLoads), canary.pageLoads],
      live: [Math.min(live.erroredPageLoads, live.pageLoads), live.pageLoads],
      regression: policy.regression,
      designEffects: sharedDesignEffect(canary, live),
    }),
  };
  for (const name of VITALS) {
    const vital = vitalEvidence(canary.vitals?.[name], live.vitals?.[name], policy, [vitalsDesignEffectOf(canary), vitalsDesignEffectOf(live)]);
    if (vital) evidence[name] = vital;
  }
  return evidence;
}

/** α for one test: errored page loads take ERRORS_SHARE_OF_ALPHA of it, the vitals share the rest. @param {string} test @param {CanaryPolicy} policy */
const alphaOf = (test, policy) => (test === 'errors' ? policy.falseRollback * ERRORS_SHARE_OF_ALPHA : (policy.falseRollback * (1 - ERRORS_SHARE_OF_ALPHA)) / VITALS.length);

/** @param {string} test @param {Evidence} e @param {string} theirs */
function describe(test, e, theirs) {
  const what = test === 'errors' ? 'errored page loads' : `${test} values above the p75 of both`;
  return `${what} ${percent(e.canaryShare)} against ${theirs} ${percent(e.liveShare)}`;
}

/**
 * The judgment of a canary from its and the live version's samples over the same period.
 * Promoted on evidence it is no worse (every test), rolled back on evidence it is worse (any
 * test), held for a person at the policy's deadline without either: never promoted by the clock.
 * @param {{ canary: Sample, live: Sample, minutes: number, policy: CanaryPolicy }} input
 * @returns {Judgment}
 */
export function judgeCanary({ canary, live, minutes, policy }) {
  const views = `${canary.pageLoads} page loads of the canary, ${live.pageLoads} of the live version`;
  if (canary.pageLoads < policy.minPageLoads || live.pageLoads < policy.minPageLoads) {
    if (minutes >= policy.maxMinutes) return { decision: 'hold', reason: `too few page loads to judge in ${Math.round(minutes)} minutes (${policy.minPageLoads} each): ${views}; held at its share for a person` };
    return { decision: 'wait', reason: `${views}: ${policy.minPageLoads} each before it is judged` };
  }
  const fewClients = tooFewClients(canary, live, policy);
  if (fewClients) {
    if (minutes >= policy.maxMinutes) return { decision: 'hold', reason: `too few clients to judge in ${Math.round(minutes)} minutes (${fewClients}); held at its share for a person` };
    return { decision: 'wait', reason: fewClients };
  }
  if (!canary.buckets || !live.buckets) {
    const unmeasured = 'no counts per cohort bucket from the worker, to measure how errors cluster by';
    if (minutes >= policy.maxMinutes) return { decision: 'hold', reason: `${unmeasured} in ${Math.round(minutes)} minutes; held at its share for a person` };
    return { decision: 'wait', reason: unmeasured };
  }
  const evidence = evidenceOf(canary, live, policy);
  const tests = Object.entries(evidence);
  const worse = tests.find(([test, e]) => e.worse >= 1 / alphaOf(test, policy));
  if (worse) {
    const [test, e] = worse;
    // Errored page loads are counted per cohort bucket, and a few clients erring on purpose
    // fill a few: on a quiet canary their capped loads can outnumber its visitors'.
    if (test === 'errors') {
      const errors = evidenceOf(withoutBusiestBuckets(canary, policy.busiestBucketsLeftOut), live, policy).errors;
      if (errors.worse < 1 / alphaOf(test, policy)) {
        return { decision: 'wait', reason: `evidence it is worse, but not without the canary's ${policy.busiestBucketsLeftOut} busiest cohort buckets (${ratio(errors.worse)} of ${ratio(1 / alphaOf(test, policy))}); ${views}`, evidence };
      }
    }
    return {
      decision: 'rollback',
      reason: `${describe(test, e, "the live version's")}: evidence it is worse (likelihood ratio ${ratio(e.worse)}, past ${ratio(1 / alphaOf(test, policy))}); ${views}`,
      evidence,
    };
  }
  if (tests.every(([, e]) => e.noWorse >= 1 / policy.falsePromote)) {
    const without = withoutBusiestBuckets(canary, policy.busiestBucketsLeftOut);
    const errors = evidenceOf(without, live, policy).errors;
    if (without.pageLoads === 0 || errors.noWorse < 1 / policy.falsePromote) {
      return { decision: 'wait', reason: `evidence it is no worse, but not without the canary's ${policy.busiestBucketsLeftOut} busiest cohort buckets (${ratio(errors.noWorse)} of ${ratio(1 / policy.falsePromote)}); ${views}`, evidence };
    }
    return {
      decision: 'promote',
      reason: `${summary(tests)}: evidence it is no worse (likelihood ratios ${tests.map(([, e]) => ratio(e.noWorse)).join(', ')}, past ${ratio(1 / policy.falsePromote)}); ${views}`,
      evidence,
    };
  }
  if (minutes >= policy.maxMinutes) {
    return { decision: 'hold', reason: `${summary(tests)}: no evidence either way in ${Math.round(minutes)} minutes (${standingOf(evidence, policy)}); ${views}; held at its share for a person`, evidence };
  }
  // How it stands is standingOf's, asked for by npm run releases: the judge looks every minute and drops a wait.
  return { decision: 'wait', reason: `no evidence yet either way; ${views}`, evidence };
}

/**
 * The sample without its `count` busiest cohort buckets (by page loads): what is left once the
 * few clients who could fill them are set aside. @param {Sample} sample @param {number} count @returns {Sample}
 */
export function withoutBusiestBuckets(sample, count) {
  if (!sample.buckets || count === 0) return sample;
  const busiest = [...sample.buckets].sort((a, b) => b[1] - a[1]).slice(0, count);
  const left = new Set(busiest.map(([bucket]) => bucket));
  const loads = busiest.reduce((sum, [, n]) => sum + n, 0);
  const errored = busiest.reduce((sum, [, , x]) => sum + x, 0);
  return {
    ...sample,
    pageLoads: sample.pageLoads - loads,
    erroredPageLoads: Math.max(0, sample.erroredPageLoads - errored),
    buckets: sample.buckets.filter(([bucket]) => !left.has(bucket)),
    vitals: {},
  };
}

/**
 * Why the two samples are from too few clients to decide on, or '' when they are not (a
 * sample whose clients the worker did not count is not held for them).
 * @param {Sample} first @param {Sample} second @param {CanaryPolicy} policy @param {[string, string]} names
 */
export function tooFewClients(first, second, policy, names = ['the canary', 'the live version']) {
  const few = (/** @type {Sample} */ sample) => sample.clients !== undefined && sample.clients < policy.minClients;
  if (!few(first) && !few(second)) return '';
  const count = (/** @type {Sample} */ sample) => (sample.clients === undefined ? 'uncounted' : String(sample.clients));
  return `page loads from ${count(first)} clients of ${names[0]}, ${count(second)} of ${names[1]}: ${policy.minClients} each before it is judged`;
}

/** @param {Array<[string, Evidence]>} tests */
const summary = (tests) => tests.map(([test, e]) => describe(test, e, "the live version's")).join(', ');

/**
 * How far each test is from a decision: its two likelihood ratios against the thresholds.
 * @param {Record<string, Evidence>} evidence @param {CanaryPolicy} policy
 */
export function standingOf(evidence, policy) {
  return Object.entries(evidence)
    .map(([test, e]) => `${test}: worse ${ratio(e.worse)} of ${ratio(1 / alphaOf(test, policy))}, no worse ${ratio(e.noWorse)} of ${ratio(1 / policy.falsePromote)}`)
    .join('; ');
}

/**
 * A full release in its watch, against the version it replaced: its holdback over the same
 * minutes where it keeps one (`holdback`), else over the policy's baseline (days before the
 * switch). Rolled back on evidence its errored page loads are worse (the whole α: the watch
 * tests nothing else), kept when the watch ends without it.
 * @param {{ current: Sample, before: Sample, minutes: number, policy: CanaryPolicy, holdback?: boolean }} input
 * @returns {Judgment}
 */
export function judgeWatch({ current, before, minutes, policy, holdback = false }) {
  const beforeFrom = holdback ? 'from its holdback over the same minutes' : `in the ${policy.baselineDays} days before it`;
  const views = `${current.pageLoads} page loads since the release, ${before.pageLoads} of the version before ${beforeFrom}`;
  const enough = current.pageLoads >= policy.minPageLoads && before.pageLoads >= policy.minPageLoads;
  if (enough && current.buckets && before.buckets && !tooFewClients(current, before, policy, ['the release', 'the version before'])) {
    const errors = evidenceOf({ ...current, vitals: {} }, { ...before, vitals: {} }, policy).errors;
    if (errors.worse >= 1 / policy.falseRollback) {
      return {
        decision: 'rollback',
        reason: `${describe('errors', errors, "the version before's")}: evidence it is worse (likelihood ratio ${ratio(errors.worse)}, past ${ratio(1 / policy.falseRollback)}); ${views}`,
        evidence: { errors },
      };
    }
  }
  if (minutes >= policy.watchMinutes) return { decision: 'keep', reason: `no evidence it is worse in ${policy.watchMinutes} minutes; ${views}` };
  return { decision: 'wait', reason: views };
}
