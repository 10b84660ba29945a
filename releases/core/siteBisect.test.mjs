// The site's states from the remotes' histories, and the bisection over them: each rule
// once, and the check-count bound proved by simulation with this code.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OWN_BUILD as SITE_OWN_BUILD } from 'credentials/overrideGrant';
import { OWN_BUILD, SHELL, bisect, checksAtMost, composedStates, maxChecks, siteStates } from './siteBisect.mjs';

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

describe('the shell as one more part (#44)', () => {
  const PARTS = [SHELL, ...REMOTES];
  /** A deploy of the shell, as `npm run releases -- record-shell` records it: its release is its commit. */
  const deploy = (minute, release) => line(minute, SHELL, release, { by: 'shell-deploy', commit: release });

  it("lists the shell's release in every state, and each deploy of it as a switch, in time order with the remotes'", () => {
    const history = [line(1, 'marketing', v(1)), deploy(2, v(0xa1)), line(10, 'careers', v(2)), deploy(20, v(0xa2)), line(30, 'marketing', v(3))];
    const { states, switches } = siteStates(history, PARTS, window(5, 40));
    assert.deepEqual(states, [
      { shell: v(0xa1), marketing: v(1), careers: OWN_BUILD, guides: OWN_BUILD },
      { shell: v(0xa1), marketing: v(1), careers: v(2), guides: OWN_BUILD },
      { shell: v(0xa2), marketing: v(1), careers: v(2), guides: OWN_BUILD },
      { shell: v(0xa2), marketing: v(3), careers: v(2), guides: OWN_BUILD },
    ]);
    assert.deepEqual(switches[1], { at: at(20), remote: SHELL, from: v(0xa1), to: v(0xa2), by: 'shell-deploy', commit: v(0xa2), action: 'release' });
    // The shell before any deploy is recorded is OWN_BUILD, as X-Composed-From says of a local build.
    assert.equal(siteStates([], PARTS, window(5, 40)).states[0].shell, OWN_BUILD);
  });

  it('names a shell release as the first bad change where a check can compose any shell (every part checked as it was)', async () => {
    const history = siteStates([line(6, 'marketing', v(1)), line(7, 'careers', v(2)), deploy(8, v(0xa1)), line(9, 'guides', v(3)), line(10, 'marketing', v(4))], PARTS, window(5, 20));
    const result = await bisect(history, async (state) => state.shell !== v(0xa1));
    assert.equal(result.found, 'switch');
    assert.deepEqual(result.found === 'switch' && result.switch, history.switches[2]);
  });

  it('names the shell\'s release as the suspect where the site composes only the live shell and the remotes as they were at the good moment fail with it', async () => {
    // The live shell (v(0xa1)) broke the page; every state is composed with it.
    const history = siteStates([deploy(1, v(0xa0)), line(6, 'marketing', v(1)), line(7, 'careers', v(2)), deploy(8, v(0xa1)), line(9, 'guides', v(3))], PARTS, window(5, 20));
    const composing = { part: SHELL, version: v(0xa1) };
    const seen = [];
    const result = await bisect(history, async (state) => (seen.push(state), state.shell !== v(0xa1)), undefined, composing);
    assert.deepEqual(result, { found: 'part', part: SHELL, switches: [history.switches[2]], checks: 2 });
    // The bad state, then the good one as composed: the remotes at the good moment with the live shell.
    assert.deepEqual(seen, [
      { shell: v(0xa1), marketing: v(1), careers: v(2), guides: v(3) },
      { shell: v(0xa1), marketing: OWN_BUILD, careers: OWN_BUILD, guides: OWN_BUILD },
    ]);
    assert.ok(result.checks <= checksAtMost(history, composing));
  });

  it("names a remote's release, not the shell's, where the shell changed too but the remotes at the good moment pass with the live shell", async () => {
    const history = siteStates([deploy(1, v(0xa0)), line(6, 'marketing', v(1)), deploy(7, v(0xa1)), line(8, 'careers', v(2)), line(9, 'guides', v(3))], PARTS, window(5, 20));
    const composing = { part: SHELL, version: v(0xa1) };
    const result = await bisect(history, async (state) => state.careers !== v(2), undefined, composing);
    assert.equal(result.found, 'switch');
    assert.deepEqual(result.found === 'switch' && [result.index, result.switch, result.goodUnchecked], [2, history.switches[2], false]);
    // The shell's switch is left out of the halving: three switches a check can tell apart.
    assert.deepEqual(composedStates(history, composing).switches, [history.switches[0], history.switches[2], history.switches[3]]);
    assert.ok(result.checks <= checksAtMost(history, composing));
  });

  it('bisects as before, and checks the good state no more, where no deploy of the shell is recorded', async () => {
    const history = siteStates([line(6, 'marketing', v(1)), line(7, 'careers', v(2)), line(8, 'guides', v(3))], PARTS, window(5, 20));
    const composing = { part: SHELL, version: v(0xa1) };
    assert.equal(composedStates(history, composing).goodAsLive, true);
    assert.equal(checksAtMost(history, composing), maxChecks(3));
    const checked = [];
    const result = await bisect(history, async (state, index) => (checked.push(index), state.marketing !== v(1)), undefined, composing);
    assert.equal(result.found === 'switch' && result.goodUnchecked, true);
    assert.deepEqual(result.found === 'switch' && result.switch, history.switches[0]);
    assert.ok(!checked.includes(0));
  });

  it('names nothing where the good state, composed as it was live, fails: the check was failing already', async () => {
    // The shell went away and came back to the live release; nothing else changed.
    const history = siteStates([deploy(1, v(0xa0)), deploy(6, v(0xa1)), deploy(7, v(0xa0))], PARTS, window(5, 20));
    const result = await bisect(history, async () => false, undefined, { part: SHELL, version: v(0xa0) });
    assert.deepEqual(result, { found: 'none', reason: 'fails at good', checks: 1 });
    // A shell recorded at the good moment, another live now, and no deploy between: nothing of the shell to name either.
    const unrecorded = siteStates([deploy(1, v(0xa0)), line(6, 'guides', v(1))], PARTS, window(5, 20));
    assert.deepEqual(await bisect(unrecorded, async () => false, undefined, { part: SHELL, version: v(0xa2) }), { found: 'none', reason: 'fails at good', checks: 2 });
  });

  it('names the culprit, the shell or a remote, over histories of 1 to 40 switches with the shell deployed every fourth, within checksAtMost', async () => {
    for (let n = 1; n <= 40; n++) {
      const history = [deploy(1, v(0xa00)), ...Array.from({ length: n }, (_, i) => (i % 4 === 3 ? deploy(6 + i / 2, v(0xa01 + i)) : line(6 + i / 2, REMOTES[i % 3], v(i + 1))))];
      const site = siteStates(history, PARTS, window(5, 59));
      const live = site.states.at(-1).shell;
      const composing = { part: SHELL, version: live };
      for (let culprit = 0; culprit < n; culprit++) {
        // The switch at `culprit` breaks its part, and that part's later releases keep the fault.
        const { remote: part } = site.switches[culprit];
        const broken = new Set(site.switches.slice(culprit).filter((s) => s.remote === part).map((s) => s.to));
        const result = await bisect(site, async (state) => !broken.has(state[part]), undefined, composing);
        const label = `n=${n} culprit=${culprit}`;
        if (part === SHELL) {
          assert.equal(result.found, 'part', label);
          assert.ok(result.found === 'part' && result.switches.includes(site.switches[culprit]), label);
        } else {
          assert.equal(result.found, 'switch', label);
          assert.deepEqual(result.found === 'switch' && result.switch, site.switches[culprit], label);
        }
        assert.ok(result.checks <= checksAtMost(site, composing), `${label}: ${result.checks} checks, at most ${checksAtMost(site, composing)}`);
      }
    }
  });
});
