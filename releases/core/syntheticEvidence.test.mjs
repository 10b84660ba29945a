import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CANARY_POLICY as DEFAULT_POLICY } from './canaryJudgment.mjs';
import { syntheticMayPromoteFrom, withSyntheticEvidence } from './syntheticEvidence.mjs';

const policy = { ...DEFAULT_POLICY, minPageLoads: 8, maxMinutes: 60 };
const hold = { decision: /** @type {const} */ ('hold'), reason: 'too few page loads to judge' };
const wait = { decision: /** @type {const} */ ('wait'), reason: 'too few yet' };

describe('synthetic evidence', () => {
  it("is a team's to allow, per remote, and no one's by default", () => {
    const mayPromote = syntheticMayPromoteFrom({ CANARY_SYNTHETIC_MAY_PROMOTE: 'careers, guides' });
    assert.equal(mayPromote('careers'), true);
    assert.equal(mayPromote('payments'), false);
    assert.equal(syntheticMayPromoteFrom({})('careers'), false);
  });

  it('promotes at the deadline where the field has too little, the policy allows it and the journeys met no error', () => {
    const canary = { pageLoads: 2, synthetic: { pageLoads: 12, erroredPageLoads: 0 } };
    const judged = withSyntheticEvidence({ judgment: hold, canary, minutes: 60, policy, mayPromote: true });
    assert.equal(judged.decision, 'promote');
    assert.match(judged.reason, /^promoted on synthetic evidence, as the team's policy allows: 12 synthetic page loads of the canary, 0 errored/);
    assert.deepEqual(withSyntheticEvidence({ judgment: hold, canary, minutes: 60, policy, mayPromote: false }), hold);
    assert.deepEqual(withSyntheticEvidence({ judgment: wait, canary, minutes: 30, policy, mayPromote: true }), wait);
    const few = { pageLoads: 2, synthetic: { pageLoads: 3, erroredPageLoads: 0 } };
    assert.deepEqual(withSyntheticEvidence({ judgment: hold, canary: few, minutes: 60, policy, mayPromote: true }), hold);
  });

  it('never rolls back on its own: journeys that err on the canary hold it for a person, and say so', () => {
    const canary = { pageLoads: 2, synthetic: { pageLoads: 12, erroredPageLoads: 3 } };
    const judged = withSyntheticEvidence({ judgment: wait, canary, minutes: 5, policy, mayPromote: true });
    assert.equal(judged.decision, 'hold');
    assert.match(judged.reason, /synthetic evidence never rolls back on its own; held at its share for a person$/);
  });

  it("leaves the field's own decision alone where the field has enough", () => {
    const decided = { decision: /** @type {const} */ ('rollback'), reason: 'worse' };
    const canary = { pageLoads: 500, synthetic: { pageLoads: 12, erroredPageLoads: 0 } };
    assert.deepEqual(withSyntheticEvidence({ judgment: decided, canary, minutes: 60, policy, mayPromote: true }), decided);
    assert.deepEqual(withSyntheticEvidence({ judgment: wait, canary, minutes: 60, policy, mayPromote: true }), wait);
  });
});
