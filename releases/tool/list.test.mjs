// What `npm run releases` says of a canary: the field's numbers and the journeys' synthetic
// ones apart, and the judge's standing with the team's synthetic policy.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CANARY_POLICY } from 'release-core/canaryJudgment';
import { canaryReport } from './list.mjs';

const entry = { version: 'aaaaaaaaaaaa', at: '2026-11-20T09:00:00.000Z', canary: { version: 'bbbbbbbbbbbb', share: 10, at: '2026-11-24T09:00:00.000Z' } };
const health = (pageLoads, erroredPageLoads, synthetic) => ({
  pageLoads,
  erroredPageLoads,
  errorRate: pageLoads === 0 ? null : erroredPageLoads / pageLoads,
  p75Inp: null,
  p75Lcp: null,
  ...(synthetic ? { synthetic } : {}),
});
const report = (options) =>
  canaryReport({ remote: 'careers', entry, minutes: 90, history: [], policy: DEFAULT_CANARY_POLICY, syntheticMayPromote: () => false, ...options });

describe("npm run releases, of a canary", () => {
  it("prints the journeys' synthetic page loads on lines of their own, apart from the field's", () => {
    const lines = report({ canary: health(40, 1, { pageLoads: 320, erroredPageLoads: 0 }), live: health(400, 8, { pageLoads: 0, erroredPageLoads: 0 }) });
    assert.deepEqual(lines.slice(0, 7), [
      'careers: a canary for 10% of visitors for 90 minutes, side by side since it started:',
      '  field (visitors):',
      '    canary bbbbbbbbbbbb: 40 page loads, 2.5% of them errored, p75 INP none ms, p75 LCP none ms',
      '    live   aaaaaaaaaaaa: 400 page loads, 2.0% of them errored, p75 INP none ms, p75 LCP none ms',
      "  synthetic (journeys, apart from the field; may not promote by the team's policy):",
      "    canary bbbbbbbbbbbb: 320 synthetic page loads (the team's journeys), 0 errored",
      "    live   aaaaaaaaaaaa: 0 synthetic page loads (the team's journeys), 0 errored",
    ]);
    assert.equal(lines[7], '  the judge: wait: 40 page loads of the canary, 400 of the live version: 300 each before it is judged');
  });

  it('prints no synthetic lines where no journey ran', () => {
    const lines = report({ canary: health(40, 1), live: health(400, 8) });
    assert.equal(lines.some((line) => line.includes('synthetic')), false);
  });

  it("judges as the scheduled judge would: the team's synthetic policy may promote at the deadline", () => {
    const at = { canary: health(40, 0, { pageLoads: 320, erroredPageLoads: 0 }), live: health(400, 8), minutes: DEFAULT_CANARY_POLICY.maxMinutes };
    assert.match(report(at).find((line) => line.startsWith('  the judge:')), /^ {2}the judge: hold: too few page loads to judge/);
    const allowed = report({ ...at, syntheticMayPromote: (remote) => remote === 'careers' });
    assert.match(allowed[4], /may promote by the team's policy/);
    assert.match(allowed.find((line) => line.startsWith('  the judge:')), /^ {2}the judge: promote: promoted on synthetic evidence, as the team's policy allows: 320 synthetic page loads of the canary, 0 errored/);
  });

  it("says a canary held for a person, with the hold's reason and how to decide it", () => {
    const history = [{ remote: 'careers', action: 'hold', version: 'bbbbbbbbbbbb', at: '2026-11-27T09:00:00.000Z', judgment: { reason: 'no evidence' } }];
    const lines = report({ canary: health(40, 1), live: health(400, 8), history });
    assert.deepEqual(lines.slice(-2), ['  HELD FOR A PERSON since 2026-11-27 09:00: no evidence', '  decide it: npm run releases -- promote careers, or -- abort careers']);
  });
});
