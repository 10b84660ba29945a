// Every threshold the canary judge uses, pinned: each test puts the evidence between what the
// threshold allows and what it would allow without it (or with it changed), so removing a
// margin, a minimum or the deadline's hold fails one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CANARY_POLICY, canaryPolicyFrom, designEffectOf, judgeCanary, sharedDesignEffect, withoutBusiestBuckets, judgeWatch, shareEvidence, standingOf, vitalEvidence } from './canaryJudgment.mjs';

const policy = DEFAULT_CANARY_POLICY;
/**
 * `count` spread over `buckets` as evenly as whole numbers go, the remainder to the first.
 * @param {number} count @param {number} buckets
 */
const spread = (count, buckets) => Array.from({ length: buckets }, (_, bucket) => Math.floor(count / buckets) + (bucket < count % buckets ? 1 : 0));
/**
 * A version's page loads and errored ones in the worker's 100 cohort buckets, the errored
 * ones spread as evenly as the page loads (no clustering: a design effect of 1), or all in
 * the first `clusteredIn` buckets (each visitor's errors together).
 * @param {number} pageLoads @param {number} erroredPageLoads @param {number} [clusteredIn]
 */
const bucketsOf = (pageLoads, erroredPageLoads, clusteredIn = 100) => {
  const loads = spread(pageLoads, 100);
  const errored = [...spread(erroredPageLoads, clusteredIn), ...new Array(100 - clusteredIn).fill(0)];
  return loads.map((n, bucket) => /** @type {[number, number, number]} */ ([bucket, n, Math.min(n, errored[bucket])]));
};
/** @param {number} pageLoads @param {number} erroredPageLoads @param {object} [vitals] */
const sample = (pageLoads, erroredPageLoads, vitals) => ({ pageLoads, erroredPageLoads, buckets: bucketsOf(pageLoads, erroredPageLoads), ...(vitals ? { vitals } : {}) });
const judge = (canary, live, options = {}) => judgeCanary({ canary, live, minutes: 60, policy, ...options });
const errorsOf = (canary, live, options = {}) => shareEvidence({ canary: [canary.erroredPageLoads, canary.pageLoads], live: [live.erroredPageLoads, live.pageLoads], regression: policy.regression, designEffects: [1, 1], ...options });

describe('the defaults', () => {
  it('are the ones the docs and the simulation state', () => {
    assert.deepEqual(DEFAULT_CANARY_POLICY, {
      regression: 0.01,
      falseRollback: 0.01,
      falsePromote: 0.05,
      minPageLoads: 300,
      minClients: 100,
      busiestBucketsLeftOut: 3,
      vitalsShift: 0.1,
      minVitalSamples: 200,
      maxMinutes: 4320,
      watchMinutes: 1440,
      baselineDays: 7,
      holdbackShare: 5,
    });
  });
});

describe('rolling back on evidence it is worse', () => {
  const live = sample(20_000, 400);

  it('rolls back at half of α for errored page loads (the vitals share the other half), and not before', () => {
    // Worse-side likelihood ratio between 1/α (100) and 1/(α/2) (200).
    const canary = sample(3000, 97);
    const { worse } = errorsOf(canary, live);
    assert.ok(worse > 100 && worse < 200, `worse ${worse}`);
    assert.equal(judge(canary, live).decision, 'wait');
    assert.equal(judge(canary, live, { policy: { ...policy, falseRollback: 0.02 } }).decision, 'rollback');
  });

  it('measures how errors cluster from the cohort buckets: what is evidence for errors spread over visitors is not for a few visitors erring again and again', () => {
    const spreadOut = sample(3000, 110);
    const clustered = { ...spreadOut, buckets: bucketsOf(3000, 110, 5) };
    assert.equal(designEffectOf(spreadOut), 1);
    assert.ok(designEffectOf(clustered) > 10, `design effect ${designEffectOf(clustered)}`);
    assert.equal(judge(spreadOut, live).decision, 'rollback');
    assert.equal(judge(clustered, live).decision, 'wait');
  });

  it("gives both versions the larger of their design effects: the smaller version's own, from few visitors a bucket, is often too low", () => {
    const clustered = { ...sample(3000, 110), buckets: bucketsOf(3000, 110, 5) };
    const even = sample(3000, 110);
    assert.deepEqual(sharedDesignEffect(even, clustered), [designEffectOf(clustered), designEffectOf(clustered)]);
    assert.deepEqual(sharedDesignEffect(clustered, even), [designEffectOf(clustered), designEffectOf(clustered)]);
    // A canary spread out against a clustered live version is not taken as surer than the live version's clustering allows.
    assert.equal(judge(even, { ...live, buckets: bucketsOf(live.pageLoads, live.erroredPageLoads, 5) }).decision, 'wait');
  });

  it('takes the spread of the buckets at its upper one-sigma bound, corrected for their number', () => {
    // Errors in every other bucket, 40 loads a bucket: the bucket shares' variance is p² over
    // the binomial p(1 − p)/40, times 100/99 and 1 + √(2/99).
    const buckets = Array.from({ length: 100 }, (_, bucket) => /** @type {[number, number, number]} */ ([bucket, 40, bucket % 2 === 0 ? 2 : 0]));
    const p = 100 / 4000;
    const smoothed = 100.5 / 4001;
    const expected = ((100 / 99) * 100 * (2 - 40 * p) ** 2 / 4000 ** 2 * (1 + Math.sqrt(2 / 99))) / ((smoothed * (1 - smoothed)) / 4000);
    assert.ok(Math.abs(designEffectOf({ pageLoads: 4000, erroredPageLoads: 100, buckets }) - expected) < 1e-9);
    assert.equal(designEffectOf({ pageLoads: 4000, erroredPageLoads: 100, buckets: [[7, 4000, 100]] }), 1, 'one bucket shows no spread');
  });

  it('judges nothing without the counts per bucket (a worker before them), and holds at the deadline', () => {
    const { buckets: _buckets, ...unbucketed } = sample(3000, 300);
    assert.deepEqual(judge(unbucketed, live), { decision: 'wait', reason: 'no counts per cohort bucket from the worker, to measure how errors cluster by' });
    assert.equal(judge(sample(3000, 300), { ...live, buckets: undefined }).decision, 'wait');
    assert.equal(judge(unbucketed, live, { minutes: policy.maxMinutes }).decision, 'hold');
  });

  it('says which test decided, both shares, the ratio against its threshold and the page loads', () => {
    const judgment = judge(sample(3000, 150), live);
    assert.equal(judgment.decision, 'rollback');
    assert.match(judgment.reason, /^errored page loads 5\.0% against the live version's 2\.0%: evidence it is worse \(likelihood ratio [\d.e+]+, past 200\); 3000 page loads of the canary, 20000 of the live version$/);
  });

  it('catches a broken canary fast (the mixture of larger regressions), from the minimum of page loads', () => {
    assert.equal(judge(sample(300, 60), live).decision, 'rollback');
    // One fewer than the minimum: not judged at all, however bad it looks.
    assert.deepEqual(judge(sample(299, 299), live), { decision: 'wait', reason: '299 page loads of the canary, 20000 of the live version: 300 each before it is judged' });
    assert.equal(judge(sample(299, 299), live, { policy: { ...policy, minPageLoads: 299 } }).decision, 'rollback');
    // The live version needs as many: one fewer, and a canary erring on a fifth of its page loads waits.
    assert.equal(judge(sample(3000, 600), sample(299, 0)).decision, 'wait');
    assert.equal(judge(sample(3000, 600), sample(300, 0)).decision, 'rollback');
  });

  it('takes an error on a page load for one errored page load at most (the worker counts errors today)', () => {
    assert.equal(judge(sample(300, 900), live).evidence?.errors.canaryShare, 1);
  });
});

describe('promoting on evidence it is no worse', () => {
  const live = sample(40_000, 800);

  it('promotes at β, and not before', () => {
    // No-worse likelihood ratio between 1/(2β) (10) and 1/β (20).
    const canary = sample(1500, 30);
    const { noWorse } = errorsOf(canary, live);
    assert.ok(noWorse > 10 && noWorse < 20, `noWorse ${noWorse}`);
    assert.equal(judge(canary, live).decision, 'wait');
    assert.equal(judge(canary, live, { policy: { ...policy, falsePromote: 0.1 } }).decision, 'promote');
  });

  it('needs evidence against the smallest regression worth catching: half a point needs more than a point', () => {
    const canary = sample(6000, 120);
    assert.equal(judge(canary, live).decision, 'promote');
    assert.equal(judge(canary, live, { policy: { ...policy, regression: 0.005 } }).decision, 'wait');
  });

  it('says both shares, the ratios against the threshold and the page loads', () => {
    const judgment = judge(sample(6000, 120), live);
    assert.match(judgment.reason, /^errored page loads 2\.0% against the live version's 2\.0%: evidence it is no worse \(likelihood ratios [\d.e+]+, past 20\); 6000 page loads of the canary, 40000 of the live version$/);
  });
});

describe('a few clients filling their buckets inside the canary', () => {
  const live = sample(40_000, 200);
  /** The canary's visitors, and three clients' clean page loads, `each`, in buckets 0-2. @param {number} pageLoads @param {number} errored @param {number} each */
  const withForgers = (pageLoads, errored, each) => {
    const visitors = sample(pageLoads, errored);
    const buckets = visitors.buckets.map(([bucket, n, x]) => /** @type {[number, number, number]} */ (bucket < 3 ? [bucket, n + each, x] : [bucket, n, x]));
    return { ...visitors, pageLoads: pageLoads + 3 * each, buckets };
  };

  it('cannot get a worse canary promoted: the evidence must hold without its busiest buckets', () => {
    // 1.5% of the visitors' page loads errored against 0.5%, 0.4% with the forged loads.
    const worse = withForgers(3000, 45, 3000);
    assert.equal(judge(worse, live, { policy: { ...policy, busiestBucketsLeftOut: 0 } }).decision, 'promote');
    const judgment = judge(worse, live);
    assert.equal(judgment.decision, 'wait');
    assert.match(judgment.reason, /^evidence it is no worse, but not without the canary's 3 busiest cohort buckets \([\d.]+ of 20\); 12000 page loads of the canary, 40000 of the live version$/);
  });

  it('cannot get a quiet canary as good as the live version rolled back by erring on purpose: that evidence must hold without its busiest buckets too', () => {
    // A day of a quiet canary (as canarySimulation.mjs found): its visitors' 142 page loads, 2
    // errored (1.4%, the live version's 0.9%), and three clients' 155 capped loads, all errored.
    const visitors = bucketsOf(142, 2).slice(0, 97);
    const forged = { pageLoads: 142 + 3 * 155, erroredPageLoads: 2 + 3 * 155, buckets: [...visitors, [97, 155, 155], [98, 155, 155], [99, 155, 155]] };
    const quietLive = sample(2334, 22);
    assert.equal(judge(forged, quietLive, { policy: { ...policy, busiestBucketsLeftOut: 0 } }).decision, 'rollback');
    const judgment = judge(forged, quietLive);
    assert.equal(judgment.decision, 'wait');
    assert.match(judgment.reason, /^evidence it is worse, but not without the canary's 3 busiest cohort buckets \([\d.]+ of 200\); 607 page loads of the canary, 2334 of the live version$/);
    // Worse for its visitors, it is still rolled back: leaving its three busiest buckets out leaves that evidence standing.
    assert.equal(judge(sample(3000, 150), live).decision, 'rollback');
  });

  it('leaves honest evidence alone: a canary as good as the live version is promoted without its busiest buckets too', () => {
    assert.equal(judge(sample(20_000, 100), live).decision, 'promote');
    const without = withoutBusiestBuckets(withForgers(3000, 45, 3000), 3);
    assert.deepEqual([without.pageLoads, without.erroredPageLoads, without.buckets?.length], [3000 - 3 * 30, 45 - 3, 97]);
  });
});

describe('the deadline', () => {
  const live = sample(40_000, 800);
  const unsure = sample(1000, 20);

  it('holds a canary without evidence for a person at the deadline: never promoted by the clock', () => {
    assert.equal(judge(unsure, live, { minutes: policy.maxMinutes - 1 }).decision, 'wait');
    const held = judge(unsure, live, { minutes: policy.maxMinutes });
    assert.equal(held.decision, 'hold');
    assert.match(held.reason, /^errored page loads 2\.0% against the live version's 2\.0%: no evidence either way in 4320 minutes \(errors: worse [\d.]+ of 200, no worse [\d.]+ of 20\); 1000 page loads of the canary, 40000 of the live version; held at its share for a person$/);
    // Far past it, still held: the clock decides nothing.
    assert.equal(judge(unsure, live, { minutes: 10 * policy.maxMinutes }).decision, 'hold');
  });

  it('holds one with too few page loads at the deadline too, and still decides on evidence past it', () => {
    assert.equal(judge(sample(12, 0), live, { minutes: policy.maxMinutes - 1 }).decision, 'wait');
    assert.equal(judge(sample(12, 0), live, { minutes: policy.maxMinutes }).decision, 'hold');
    assert.match(judge(sample(12, 0), live, { minutes: policy.maxMinutes }).reason, /^too few page loads to judge in 4320 minutes \(300 each\): 12 page loads of the canary, 40000 of the live version; held at its share for a person$/);
    assert.equal(judge(sample(3000, 300), live, { minutes: 2 * policy.maxMinutes }).decision, 'rollback');
  });

  it('tells how far each test is from a decision', () => {
    assert.match(standingOf(judge(unsure, live).evidence ?? {}, policy), /^errors: worse [\d.]+ of 200, no worse [\d.]+ of 20$/);
  });
});

/** A histogram of `count` values spread evenly over [from, to), in the worker's 5% buckets above 100. */
function histogram(count, from, to) {
  const buckets = new Map();
  for (let i = 0; i < count; i++) {
    const value = from + ((to - from) * (i + 0.5)) / count;
    const bucket = Math.ceil(value / 50) * 50;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
  }
  return [...buckets].sort((a, b) => a[0] - b[0]);
}

describe('vitals', () => {
  const live = sample(40_000, 800, { LCP: histogram(4000, 1000, 3000) });

  it('count only past the minimum of values each: below it, a slower canary is promoted on its errors', () => {
    const slow = (values) => sample(6000, 120, { LCP: histogram(values, 1500, 4000) });
    assert.equal(vitalEvidence(slow(199).vitals.LCP, live.vitals.LCP, policy, [1, 1]), undefined);
    assert.equal(judge(slow(199), live).decision, 'promote');
    assert.equal(judge(slow(200), live).decision, 'rollback');
    assert.match(judge(slow(200), live).reason, /^LCP values above the p75 of both \d+\.\d% against the live version's \d+\.\d%: evidence it is worse/);
  });

  it("count only past the minimum of the live version's values too", () => {
    const slow = sample(6000, 120, { LCP: histogram(4000, 1500, 4000) });
    const liveWith = (values) => sample(40_000, 800, { LCP: histogram(values, 1000, 3000) });
    assert.equal(judge(slow, liveWith(199)).decision, 'promote');
    assert.equal(judge(slow, liveWith(200)).decision, 'rollback');
  });

  it('compare the share of each version above the p75 of both, not a ratio of two p75s', () => {
    // The same p75 (2500), but the canary's slowest quarter far slower: no shift of the p75.
    const tail = [...histogram(3000, 1000, 2500), [9000, 1000]];
    const evidence = vitalEvidence(tail, live.vitals.LCP, policy, [1, 1]);
    assert.ok(evidence && evidence.worse < 1, `worse ${evidence?.worse}`);
    const shifted = vitalEvidence(histogram(4000, 1300, 3300), live.vitals.LCP, policy, [1, 1]);
    assert.ok(shifted && shifted.worse > 400, `worse ${shifted?.worse}`);
  });

  it('take a quarter of α each (past 400), and a shift worth catching of 10 points of that share', () => {
    // 1.2 page loads a client: the vitals' design effect (the most a client's loads can cluster).
    const canary = { ...sample(6000, 120, { LCP: histogram(4000, 1114, 3114) }), clients: 5000 };
    const { worse, noWorse } = /** @type {NonNullable<ReturnType<typeof vitalEvidence>>} */ (vitalEvidence(canary.vitals.LCP, live.vitals.LCP, policy, [1.2, 1]));
    assert.ok(worse > 200 && worse < 400, `worse ${worse}`);
    assert.equal(judge(canary, live).decision, 'wait');
    assert.equal(judge(canary, live, { policy: { ...policy, falseRollback: 0.02 } }).decision, 'rollback');
    assert.ok(noWorse < 20);
    assert.ok((vitalEvidence(canary.vitals.LCP, live.vitals.LCP, { ...policy, vitalsShift: 0.2 }, [1.2, 1])?.noWorse ?? 0) > 20);
  });

  it("take each version's page loads per client as their design effect", () => {
    const canary = sample(6000, 120, { LCP: histogram(4000, 1114, 3114) });
    assert.equal(judge({ ...canary, clients: 5000 }, live).decision, 'wait');
    assert.equal(judge({ ...canary, clients: 6000 }, live).decision, 'rollback');
  });

  it('must show evidence of no worse to promote, once they count', () => {
    // 200 values from clients of 3 page loads each: not yet evidence.
    const same = { ...sample(6000, 120, { LCP: histogram(200, 1000, 3000) }), clients: 2000 };
    assert.equal(judge(same, live).decision, 'wait');
    assert.equal(judge({ ...same, vitals: { LCP: histogram(4000, 1000, 3000) } }, live).decision, 'promote');
  });
});

describe('the watch of a full release', () => {
  const before = sample(50_000, 1000);

  it('rolls back on evidence it is worse than the version before (the whole of α), and not before', () => {
    const current = sample(3000, 95);
    const { worse } = errorsOf(current, before);
    assert.ok(worse > 100 && worse < 200, `worse ${worse}`);
    const judgment = judgeWatch({ current, before, minutes: 30, policy });
    assert.equal(judgment.decision, 'rollback');
    assert.match(judgment.reason, /^errored page loads 3\.2% against the version before's 2\.0%: evidence it is worse \(likelihood ratio \d+, past 100\); 3000 page loads since the release, 50000 of the version before in the 7 days before it$/);
    assert.equal(judgeWatch({ current, before, minutes: 30, policy: { ...policy, falseRollback: 0.005 } }).decision, 'wait');
  });

  it('needs the minimum of page loads, and keeps the release at the end of the watch without evidence', () => {
    assert.equal(judgeWatch({ current: sample(299, 299), before, minutes: 30, policy }).decision, 'wait');
    assert.equal(judgeWatch({ current: sample(300, 299), before, minutes: 30, policy }).decision, 'rollback');
    // The version before needs as many over its baseline.
    assert.equal(judgeWatch({ current: sample(3000, 600), before: sample(299, 0), minutes: 30, policy }).decision, 'wait');
    assert.equal(judgeWatch({ current: sample(3000, 600), before: sample(300, 0), minutes: 30, policy }).decision, 'rollback');
    assert.equal(judgeWatch({ current: sample(1000, 25), before, minutes: policy.watchMinutes - 1, policy }).decision, 'wait');
    assert.deepEqual(judgeWatch({ current: sample(1000, 25), before, minutes: policy.watchMinutes, policy }), {
      decision: 'keep',
      reason: 'no evidence it is worse in 1440 minutes; 1000 page loads since the release, 50000 of the version before in the 7 days before it',
    });
  });
});

describe('the minimum of clients (the visitor is the unit, #44)', () => {
  /** @param {number} pageLoads @param {number} erroredPageLoads @param {number} clients */
  const from = (pageLoads, erroredPageLoads, clients) => ({ ...sample(pageLoads, erroredPageLoads), clients });
  const live = from(20_000, 400, 5000);

  it('decides nothing while either version has page loads from fewer clients than the minimum, however strong the evidence', () => {
    // Evidence enough to promote (the canary) and to roll back (the broken one), from 99 clients.
    assert.equal(judge(from(20_000, 300, 100), live).decision, 'promote');
    assert.deepEqual(judge(from(20_000, 300, 99), live), {
      decision: 'wait',
      reason: 'page loads from 99 clients of the canary, 5000 of the live version: 100 each before it is judged',
    });
    assert.equal(judge(from(300, 60, 100), live).decision, 'rollback');
    assert.equal(judge(from(300, 60, 99), live).decision, 'wait');
    // The live version's clients count alike.
    assert.equal(judge(from(300, 60, 100), from(20_000, 400, 99)).decision, 'wait');
    assert.equal(judge(from(300, 60, 100), live, { policy: { ...policy, minClients: 101 } }).decision, 'wait');
  });

  it('holds for a person at the deadline, saying so', () => {
    assert.deepEqual(judge(from(300, 60, 12), live, { minutes: policy.maxMinutes }), {
      decision: 'hold',
      reason: 'too few clients to judge in 4320 minutes (page loads from 12 clients of the canary, 5000 of the live version: 100 each before it is judged); held at its share for a person',
    });
  });

  it("judges a sample whose clients the worker did not count (a worker before #44) by its page loads alone", () => {
    assert.equal(judge(sample(300, 60), live).decision, 'rollback');
  });

  it("keeps a full release in its watch from being rolled back on fewer clients than the minimum, on either side", () => {
    const before = from(50_000, 1000, 5000);
    assert.equal(judgeWatch({ current: from(300, 299, 100), before, minutes: 30, policy }).decision, 'rollback');
    assert.equal(judgeWatch({ current: from(300, 299, 99), before, minutes: 30, policy }).decision, 'wait');
    assert.equal(judgeWatch({ current: from(300, 299, 100), before: from(50_000, 1000, 99), minutes: 30, policy }).decision, 'wait');
  });
});

describe('the policy', () => {
  it('takes what the environment sets, and the default for the rest or for a value out of its range', () => {
    assert.deepEqual(
      canaryPolicyFrom({
        CANARY_REGRESSION: '0.05',
        CANARY_FALSE_ROLLBACK: '0.6',
        CANARY_FALSE_PROMOTE: 'often',
        CANARY_MIN_PAGE_LOADS: '20',
        CANARY_VITALS_SHIFT: '',
        CANARY_MIN_VITAL_SAMPLES: '2.5',
        CANARY_MAX_MINUTES: '0',
        CANARY_WATCH_MINUTES: '60',
        CANARY_BASELINE_DAYS: '3',
        CANARY_MIN_CLIENTS: '5',
        CANARY_BUSIEST_BUCKETS_LEFT_OUT: '100',
      }),
      { ...DEFAULT_CANARY_POLICY, regression: 0.05, minPageLoads: 20, watchMinutes: 60, baselineDays: 3, minClients: 5 },
    );
    assert.equal(canaryPolicyFrom({ CANARY_MIN_CLIENTS: '0' }).minClients, 100);
    assert.equal(canaryPolicyFrom({ CANARY_MIN_CLIENTS: '1.5' }).minClients, 100);
  });
});
