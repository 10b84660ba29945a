// Bisecting the site's history across remotes (#34, docs/releasing.md "Which release broke
// it?"): pure, no I/O. Every remote is released on its own, so the site's history is the
// remotes' histories merged in time: each switch (a release, a rollback, a canary promoted)
// makes one remote's version live for everyone and so moves the site from one state (a
// version of every remote) to the next. A canary's start, abort or hold changes no one's
// state but its cohorts', and is left out. The bisection then looks for the first state in
// which a check fails, as `git bisect` does over commits.

/** A remote's version before its first release: its own build (site/src/overrideGrant.js). */
export const OWN_BUILD = 'local';

/**
 * @typedef {{ at: string, remote: string, action: string, version: string, from?: string | null, by?: string, commit?: string | null, promoted?: boolean }} HistoryLine
 * @typedef {Record<string, string>} SiteState a version of every remote, or OWN_BUILD
 * @typedef {{ at: string, remote: string, from: string, to: string, by: string | null, commit: string | null, action: string }} Switch
 */

/** Whether a history line makes a version live for everyone. @param {HistoryLine} line */
const switchesLive = (line) => line.action === 'release' || line.action === 'rollback';

/**
 * The site's states from `good` to `bad`: the state live at `good` (each remote's last
 * switch at or before it, OWN_BUILD where it had none), then one state after each switch
 * in (good, bad], in the order they were made (a switch to the version already live is not
 * one). `states[i]` is the site after `switches[i - 1]`.
 * @param {HistoryLine[]} history every remote's lines, in any order
 * @param {readonly string[]} remotes the site's remotes
 * @param {{ good: Date, bad: Date }} window
 * @returns {{ states: SiteState[], switches: Switch[] }}
 */
export function siteStates(history, remotes, { good, bad }) {
  const lines = history
    .map((line, index) => ({ line, index, at: Date.parse(line.at) }))
    .filter(({ line, at }) => switchesLive(line) && remotes.includes(line.remote) && Number.isFinite(at) && at <= bad.getTime())
    // Lines of the same instant keep the order they were recorded in.
    .sort((a, b) => a.at - b.at || a.index - b.index);
  /** @type {SiteState} */
  let state = Object.fromEntries(remotes.map((remote) => [remote, OWN_BUILD]));
  const states = [];
  /** @type {Switch[]} */
  const switches = [];
  for (const { line, at } of lines) {
    if (state[line.remote] === line.version) continue;
    const next = { ...state, [line.remote]: line.version };
    if (at > good.getTime()) {
      if (states.length === 0) states.push(state);
      switches.push({ at: line.at, remote: line.remote, from: state[line.remote] ?? OWN_BUILD, to: line.version, by: line.by ?? null, commit: line.commit ?? null, action: line.action });
      states.push(next);
    }
    state = next;
  }
  return { states: states.length > 0 ? states : [state], switches };
}

/** The most checks a bisection of `n` switches runs: the bad state's, then halving. @param {number} n */
export const maxChecks = (n) => (n === 0 ? 0 : Math.ceil(Math.log2(n)) + 1);

/**
 * The first switch after which `check` fails, over `states` (states[0] taken as good, as
 * the caller named it). The last state is checked first: where it passes there is nothing
 * to find. Then the good and bad ends close in by halves, so at most maxChecks(n) checks.
 * @template {SiteState} S
 * @param {{ states: S[], switches: Switch[] }} history from siteStates
 * @param {(state: S, index: number) => Promise<boolean>} check true where the check passes
 * @param {(event: { index: number, state: S, passed: boolean }) => void} [onCheck]
 * @returns {Promise<{ found: 'switch', index: number, switch: Switch, checks: number } | { found: 'none', reason: 'no switches' | 'passes at bad', checks: number }>}
 */
export async function bisect({ states, switches }, check, onCheck = () => {}) {
  if (switches.length === 0) return { found: 'none', reason: 'no switches', checks: 0 };
  let checks = 0;
  const run = async (/** @type {number} */ index) => {
    checks++;
    const passed = await check(states[index], index);
    onCheck({ index, state: states[index], passed });
    return passed;
  };
  let good = 0;
  let bad = switches.length;
  if (await run(bad)) return { found: 'none', reason: 'passes at bad', checks };
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (await run(middle)) good = middle;
    else bad = middle;
  }
  return { found: 'switch', index: bad - 1, switch: switches[bad - 1], checks };
}
