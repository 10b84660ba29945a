// Bisecting the site's history across remotes (#34, docs/releasing.md "Which release broke
// it?"): pure, no I/O. Every remote is released on its own, so the site's history is the
// remotes' histories merged in time: each switch (a release, a rollback, a canary promoted)
// makes one remote's version live for everyone and so moves the site from one state (a
// version of every remote) to the next. A canary's start, abort or hold changes no one's
// state but its cohorts', and is left out. The bisection then looks for the first state in
// which a check fails, as `git bisect` does over commits.
//
// The shell is one more part of a state (#44): each deploy of it is recorded in the same
// history as a 'release' line of the part `shell` (releases/tool/recordShell.mjs), its
// release the one X-Composed-From names. The site composes only the shell it runs now, so
// a bisection over states whose shell differs holds the shell at that release (bisect's
// `composing`): its own switches are then blamed only where the remotes as they were at the
// good moment already fail with it.

/** A remote's version before its first release: its own build (credentials/src/overrideGrant.js). For the shell: no deploy of it recorded yet. */
export const OWN_BUILD = 'local';

/** The shell's part in the history and in a state, beside the remotes' (X-Composed-From's `shell=`). */
export const SHELL = 'shell';

/**
 * @typedef {{ at: string, remote: string, action: string, version: string, from?: string | null, by?: string, commit?: string | null, promoted?: boolean }} HistoryLine
 * @typedef {Record<string, string>} SiteState a version of every part (each remote, the shell where it is one), or OWN_BUILD
 * @typedef {{ at: string, remote: string, from: string, to: string, by: string | null, commit: string | null, action: string }} Switch
 */

/** Whether a history line makes a version live for everyone. @param {HistoryLine} line */
const switchesLive = (line) => line.action === 'release' || line.action === 'rollback';

/**
 * The site's states from `good` to `bad`: the state live at `good` (each remote's last
 * switch at or before it, OWN_BUILD where it had none), then one state after each switch
 * in (good, bad], in the order they were made (a switch to the version already live is not
 * one). `states[i]` is the site after `switches[i - 1]`.
 * @param {HistoryLine[]} history every remote's lines (and the shell's), in any order
 * @param {readonly string[]} remotes the site's parts: its remotes, and SHELL to take the shell's deploys in
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
 * @typedef {{ found: 'switch', index: number, switch: Switch, checks: number, goodUnchecked: boolean }} FoundSwitch
 *   `index` in the history's switches; `goodUnchecked`: it is the first switch after the good
 *   state, which was taken as good, not checked
 * @typedef {{ found: 'part', part: string, switches: Switch[], checks: number }} FoundPart
 *   the held part's own switches in the window: what is left to blame (see bisect)
 * @typedef {{ found: 'none', reason: 'no switches' | 'passes at bad' | 'fails at good', checks: number }} FoundNone
 * @typedef {{ part: string, version: string }} Composing a part every check is composed with at one version, whatever the state says
 */

/**
 * The states a check actually sees where `composing` holds one part at one version: every
 * state with that part set so, and that part's switches left out (a check cannot tell the
 * state before one from the state after it). `kept[i]` is the history's index of switch i.
 * @template {SiteState} S
 * @param {{ states: S[], switches: Switch[] }} history
 * @param {Composing} composing
 */
export function composedStates({ states, switches }, { part, version }) {
  const kept = switches.flatMap((change, index) => (change.remote === part ? [] : [index]));
  // states[i + 1] is the state after switches[i]: siteStates gives one more state than switches.
  const stateAt = (/** @type {number} */ index) => /** @type {S} */ (states[index]);
  const composed = (/** @type {S} */ state) => ({ ...state, [part]: version });
  const good = stateAt(0);
  return {
    states: [composed(good), ...kept.map((index) => composed(stateAt(index + 1)))],
    switches: kept.map((index) => /** @type {Switch} */ (switches[index])),
    kept,
    /** The held part's own switches, in order. */
    partSwitches: switches.filter((change) => change.remote === part),
    /**
     * Whether the good state is composed as it was live: the part was at `version` then, or
     * no deploy of it is recorded at all (nothing says it differed). Otherwise the good
     * state, as composed, must be checked too.
     */
    goodAsLive: good[part] === version || (good[part] === OWN_BUILD && switches.every((change) => change.remote !== part)),
  };
}

/**
 * The most checks a bisection runs: maxChecks of the switches a check can tell apart, and
 * one more where the good state must be checked as composed (composedStates).
 * @param {{ states: SiteState[], switches: Switch[] }} history @param {Composing} [composing]
 */
export function checksAtMost(history, composing) {
  if (!composing) return maxChecks(history.switches.length);
  const { switches, goodAsLive } = composedStates(history, composing);
  if (history.switches.length === 0) return 0;
  return Math.max(1, maxChecks(switches.length)) + (goodAsLive || switches.length === 0 ? 0 : 1);
}

/**
 * The first switch after which `check` fails, over `states` (states[0] taken as good, as
 * the caller named it). The last state is checked first: where it passes there is nothing
 * to find. Then the good and bad ends close in by halves, so at most maxChecks(n) checks.
 *
 * With `composing` (the site composes only the shell it runs now), every state is checked
 * with that part at that version (composedStates), and the part's own switches are not
 * halved over. Where the good state is not composed as it was live (the part differed
 * then), it is checked too, after the bad one: failing there, the remotes as they were at
 * the good moment fail with the part as it is now, so the part's switches in the window
 * are what is left to blame (`found: 'part'`; 'none' with 'fails at good' where it has
 * none there). At most checksAtMost(history, composing) checks.
 * @template {SiteState} S
 * @param {{ states: S[], switches: Switch[] }} history from siteStates
 * @param {(state: S, index: number) => Promise<boolean>} check true where the check passes
 * @param {(event: { index: number, state: S, passed: boolean }) => void} [onCheck]
 * @param {Composing} [composing]
 * @returns {Promise<FoundSwitch | FoundPart | FoundNone>}
 */
export async function bisect(history, check, onCheck = () => {}, composing = undefined) {
  if (history.switches.length === 0) return { found: 'none', reason: 'no switches', checks: 0 };
  const seen = composing ? composedStates(history, composing) : { ...history, kept: history.switches.map((_, index) => index), partSwitches: [], goodAsLive: true };
  const { states, switches, kept, partSwitches, goodAsLive } = seen;
  let checks = 0;
  const run = async (/** @type {number} */ index) => {
    checks++;
    const passed = await check(/** @type {S} */ (states[index]), index);
    onCheck({ index, state: /** @type {S} */ (states[index]), passed });
    return passed;
  };
  let good = 0;
  let bad = switches.length;
  if (await run(bad)) return { found: 'none', reason: 'passes at bad', checks };
  // Only the held part changed, or the good state as composed fails: nothing a check can halve is left.
  if (bad === 0 || (!goodAsLive && !(await run(good)))) {
    return partSwitches.length > 0 && !goodAsLive ? { found: 'part', part: /** @type {Composing} */ (composing).part, switches: partSwitches, checks } : { found: 'none', reason: 'fails at good', checks };
  }
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (await run(middle)) good = middle;
    else bad = middle;
  }
  return { found: 'switch', index: /** @type {number} */ (kept[bad - 1]), switch: /** @type {Switch} */ (switches[bad - 1]), checks, goodUnchecked: bad === 1 && goodAsLive };
}
