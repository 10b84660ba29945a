// The site's states from the remotes' histories, and the bisection over them: each rule
// once, and the check-count bound proved by simulation with this code.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OWN_BUILD as SITE_OWN_BUILD } from 'site/overrideGrant';
import { OWN_BUILD, bisect, maxChecks, siteStates } from './siteBisect.mjs';

const REMOTES = ['marketing', 'careers', 'guides'];
const v = (n) => n.toString(16).padStart(12, '0');
const at = (minute) => new Date(Date.UTC(2026, 10, 27, 9) + minute * 60_000).toISOString();
const line = (minute, remote, version, extra = {}) => ({ at: at(minute), remote, action: 'release', version, from: null, by: `${remote}-ci`, commit: `c${minute}`, ...extra });
const window = (from, to) => ({ good: new Date(at(from)), bad: new Date(at(to)) });

describe("the site's states from the remotes' histories", () => {
  it("names a remote's own build as the grant does", () => {
    assert.equal(OWN_BUILD, SITE_OWN_BUILD);
  });

  it('starts from what was live at the good moment and moves one remote at each switch after it, in time order', () => {
    const history = [
      line(20, 'careers', v(2)), // recorded before an earlier line: ordered by time
      line(1, 'marketing', v(1)),
      line(10, 'marketing', v(3)),
      line(30, 'guides', v(4)),
      line(50, 'marketing', v(5)), // after bad
    ];
    const { states, switches } = siteStates(history, REMOTES, window(5, 40));
    assert.deepEqual(states, [
      { marketing: v(1), careers: OWN_BUILD, guides: OWN_BUILD },
      { marketing: v(3), careers: OWN_BUILD, guides: OWN_BUILD },
      { marketing: v(3), careers: v(2), guides: OWN_BUILD },
      { marketing: v(3), careers: v(2), guides: v(4) },
    ]);
    assert.deepEqual(switches.map(({ remote, from, to, by, commit, at: when }) => ({ remote, from, to, by, commit, when })), [
      { remote: 'marketing', from: v(1), to: v(3), by: 'marketing-ci', commit: 'c10', when: at(10) },
      { remote: 'careers', from: OWN_BUILD, to: v(2), by: 'careers-ci', commit: 'c20', when: at(20) },
      { remote: 'guides', from: OWN_BUILD, to: v(4), by: 'guides-ci', commit: 'c30', when: at(30) },
    ]);
  });

  it('counts rollbacks and promoted canaries, and leaves out canaries, aborts, holds, switches to the live version and unknown remotes', () => {
    const history = [
      line(1, 'careers', v(1)),
      line(10, 'careers', v(2), { action: 'canary', share: 10 }),
      line(11, 'careers', v(1), { action: 'abort', from: v(2) }),
      line(12, 'careers', v(3), { action: 'canary', share: 10 }),
      line(13, 'careers', v(3), { action: 'hold', share: 10 }),
      line(14, 'careers', v(3), { promoted: true, from: v(1) }),
      line(15, 'careers', v(3)),
      line(16, 'intruder', v(9)),
      line(17, 'careers', v(1), { action: 'rollback', from: v(3) }),
    ];
    const { switches } = siteStates(history, REMOTES, window(5, 20));
    assert.deepEqual(switches.map(({ action, from, to }) => ({ action, from, to })), [
      { action: 'release', from: v(1), to: v(3) },
      { action: 'rollback', from: v(3), to: v(1) },
    ]);
  });

  it('has one state and nothing to bisect where nothing switched between the two moments', () => {
    const { states, switches } = siteStates([line(1, 'guides', v(1))], REMOTES, window(5, 20));
    assert.deepEqual(states, [{ marketing: OWN_BUILD, careers: OWN_BUILD, guides: v(1) }]);
    assert.deepEqual(switches, []);
  });
});

describe('bisecting the states', () => {
  it('checks the bad state first, and names nothing where the check passes there', async () => {
    const history = siteStates([line(10, 'guides', v(1)), line(11, 'guides', v(2))], REMOTES, window(5, 20));
    const checked = [];
    const result = await bisect(history, async (_state, index) => (checked.push(index), true));
    assert.deepEqual(result, { found: 'none', reason: 'passes at bad', checks: 1 });
    assert.deepEqual(checked, [2]);
    assert.deepEqual(await bisect(siteStates([], REMOTES, window(5, 20)), async () => false), { found: 'none', reason: 'no switches', checks: 0 });
  });

  it(`finds the first bad switch in at most ⌈log2 n⌉ + 1 checks, wherever it is, over histories of 1 to 64 switches of three remotes released in turn`, async () => {
    let worst = 0;
    for (let n = 1; n <= 64; n++) {
      // Released in turn, each release a new version: the site's history as a busy day makes it.
      const history = Array.from({ length: n }, (_, i) => line(6 + i / 2, REMOTES[i % 3], v(i + 1)));
      const site = siteStates(history, REMOTES, window(5, 59));
      assert.equal(site.switches.length, n);
      for (let culprit = 0; culprit < n; culprit++) {
        // The release at `culprit` breaks its remote, and its remote's later releases keep the fault.
        const { remote } = site.switches[culprit];
        const broken = new Set(site.switches.slice(culprit).filter((s) => s.remote === remote).map((s) => s.to));
        const result = await bisect(site, async (state) => !broken.has(state[remote]));
        assert.equal(result.found, 'switch', `n=${n} culprit=${culprit}`);
        assert.deepEqual(result.switch, site.switches[culprit], `n=${n} culprit=${culprit}`);
        assert.ok(result.checks <= maxChecks(n), `n=${n} culprit=${culprit}: ${result.checks} checks, at most ${maxChecks(n)}`);
        worst = Math.max(worst, result.checks);
      }
    }
    assert.equal(worst, maxChecks(64));
    assert.equal(maxChecks(8), 4);
  });
});
