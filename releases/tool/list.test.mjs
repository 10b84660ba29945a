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

describe('npm run releases, of the baseline and the holdback (#44 item 3)', () => {
  it("prints the baseline cohorts' numbers under the live version's: what the canary is judged against", () => {
    const live = { ...health(400, 8), inCohorts: { cohorts: [3, 17, 42, 60, 71, 80, 85, 90, 93, 99], pageLoads: 40, erroredPageLoads: 2, cohortBuckets: [] } };
    const lines = report({ canary: health(40, 1), live });
    assert.equal(lines[4], '    baseline aaaaaaaaaaaa: 40 page loads from its 10 baseline cohorts, 5.0% of them errored (what the canary is judged against)');
  });
});

describe('npm run releases, of a release that keeps a holdback', () => {
  it('names the version before as kept back for its share until its time', async () => {
    const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { openStore } = await import('./store.mjs');
    const { listReleases } = await import('./list.mjs');
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'list-holdback-'));
    try {
      const dist = (name) => {
        const dir = path.join(scratch, name);
        mkdirSync(path.join(dir, 'ssr'), { recursive: true });
        writeFileSync(path.join(dir, 'remoteEntry.js'), name);
        return dir;
      };
      const store = openStore(path.join(scratch, 'store'));
      const v1 = (await store.stage('careers', dist('one'))).version;
      const v2 = (await store.stage('careers', dist('two'))).version;
      const who = { by: 'tester', commit: null };
      await store.switchLive('careers', v1, { action: 'release', ...who });
      await store.switchLive('careers', v2, { action: 'release', ...who, holdback: { share: 5, minutes: 60 } });
      const until = (await store.readLive()).remotes.careers.holdback.until.replace('T', ' ').slice(0, 16);
      const printed = [];
      const log = console.log;
      console.log = (line) => printed.push(line);
      try {
        await listReleases({ remotes: ['careers'], store });
      } finally {
        console.log = log;
      }
      assert.match(printed.join('\n'), new RegExp(`careers\\s+${v1}\\s+holdback 5% until ${until}`));
      assert.match(printed.join('\n'), new RegExp(`careers\\s+${v2}\\s+live`));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
