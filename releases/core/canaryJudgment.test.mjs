// Every threshold the canary judge uses, pinned: each test puts the evidence between what the
// threshold allows and what it would allow without it (or with it changed), so removing a
// margin, a minimum or the deadline's hold fails one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CANARY_POLICY, canaryPolicyFrom, judgeCanary, judgeWatch, shareEvidence, standingOf, vitalEvidence } from './canaryJudgment.mjs';

const policy = DEFAULT_CANARY_POLICY;
/** @param {number} pageLoads @param {number} erroredPageLoads @param {object} [vitals] */
const sample = (pageLoads, erroredPageLoads, vitals) => ({ pageLoads, erroredPageLoads, ...(vitals ? { vitals } : {}) });
const judge = (canary, live, options = {}) => judgeCanary({ canary, live, minutes: 60, policy, ...options });
const errorsOf = (canary, live, options = {}) => shareEvidence({ canary: [canary.erroredPageLoads, canary.pageLoads], live: [live.erroredPageLoads, live.pageLoads], regression: policy.regression, designEffect: policy.designEffect, ...options });

describe('the defaults', () => {
  it('are the ones the docs and the simulation state', () => {
    assert.deepEqual(DEFAULT_CANARY_POLICY, {
      regression: 0.01,
      falseRollback: 0.01,
      falsePromote: 0.05,
      designEffect: 2.5,
      minPageLoads: 300,
      minClients: 100,
      vitalsShift: 0.1,
      minVitalSamples: 200,
      maxMinutes: 4320,
      watchMinutes: 1440,
      baselineDays: 7,
    });
  });
});

describe('rolling back on evidence it is worse', () => {
  const live = sample(20_000, 400);

  it('rolls back at half of α for errored page loads (the vitals share the other half), and not before', () => {
    // Worse-side likelihood ratio between 1/α (100) and 1/(α/2) (200).
    const canary = sample(3000, 126);
    const { worse } = errorsOf(canary, live);
    assert.ok(worse > 100 && worse < 200, `worse ${worse}`);
    assert.equal(judge(canary, live).decision, 'wait');
    assert.equal(judge(canary, live, { policy: { ...policy, falseRollback: 0.02 } }).decision, 'rollback');
  });

  it('divides each count by the design effect: what is evidence for independent page loads is not for clustered ones', () => {
    const canary = sample(3000, 100);
    assert.ok(errorsOf(canary, live, { designEffect: 1 }).worse >= 200);
    assert.ok(errorsOf(canary, live).worse < 200);
    assert.equal(judge(canary, live, { policy: { ...policy, designEffect: 1 } }).decision, 'rollback');
    assert.equal(judge(canary, live).decision, 'wait');
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
    const canary = sample(3600, 72);
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
    assert.equal(vitalEvidence(slow(199).vitals.LCP, live.vitals.LCP, policy), undefined);
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
    const evidence = vitalEvidence(tail, live.vitals.LCP, policy);
    assert.ok(evidence && evidence.worse < 1, `worse ${evidence?.worse}`);
    const shifted = vitalEvidence(histogram(4000, 1300, 3300), live.vitals.LCP, policy);
    assert.ok(shifted && shifted.worse > 400, `worse ${shifted?.worse}`);
  });

  it('take a quarter of α each (past 400), and a shift worth catching of 10 points of that share', () => {
    const canary = histogram(4000, 1133, 3133);
    const { worse, noWorse } = /** @type {NonNullable<ReturnType<typeof vitalEvidence>>} */ (vitalEvidence(canary, live.vitals.LCP, policy));
    assert.ok(worse > 200 && worse < 400, `worse ${worse}`);
    assert.equal(judge(sample(6000, 120, { LCP: canary }), live).decision, 'wait');
    assert.equal(judge(sample(6000, 120, { LCP: canary }), live, { policy: { ...policy, falseRollback: 0.02 } }).decision, 'rollback');
    assert.ok(noWorse < 20);
    assert.ok((vitalEvidence(canary, live.vitals.LCP, { ...policy, vitalsShift: 0.2 })?.noWorse ?? 0) > 20);
  });

  it('must show evidence of no worse to promote, once they count', () => {
    const same = sample(6000, 120, { LCP: histogram(300, 1000, 3000) });
    assert.equal(judge(same, live).decision, 'wait');
    assert.equal(judge(sample(6000, 120, { LCP: histogram(4000, 1000, 3000) }), live).decision, 'promote');
  });
});

describe('the watch of a full release', () => {
  const before = sample(50_000, 1000);

  it('rolls back on evidence it is worse than the version before (the whole of α), and not before', () => {
    const current = sample(3000, 122);
    const { worse } = errorsOf(current, before);
    assert.ok(worse > 100 && worse < 200, `worse ${worse}`);
    const judgment = judgeWatch({ current, before, minutes: 30, policy });
    assert.equal(judgment.decision, 'rollback');
    assert.match(judgment.reason, /^errored page loads 4\.1% against the version before's 2\.0%: evidence it is worse \(likelihood ratio \d+, past 100\); 3000 page loads since the release, 50000 of the version before in the 7 days before it$/);
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
        CANARY_DESIGN_EFFECT: '0.5',
        CANARY_MIN_PAGE_LOADS: '20',
        CANARY_VITALS_SHIFT: '',
        CANARY_MIN_VITAL_SAMPLES: '2.5',
        CANARY_MAX_MINUTES: '0',
        CANARY_WATCH_MINUTES: '60',
        CANARY_BASELINE_DAYS: '3',
        CANARY_MIN_CLIENTS: '5',
      }),
      { ...DEFAULT_CANARY_POLICY, regression: 0.05, minPageLoads: 20, watchMinutes: 60, baselineDays: 3, minClients: 5 },
    );
    assert.equal(canaryPolicyFrom({ CANARY_MIN_CLIENTS: '0' }).minClients, 100);
    assert.equal(canaryPolicyFrom({ CANARY_MIN_CLIENTS: '1.5' }).minClients, 100);
  });
});
