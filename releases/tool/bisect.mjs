// `npm run bisect -- --check <check> [--good <time>] [--bad <time>]` (#34, docs/releasing.md
// "Which release broke it?"): the first switch of any remote after which a check fails.
// It reads every remote's history from the release store it is pointed at (the folder
// store, or the release service's with a staff key: RELEASE_SERVICE_URL and RELEASE_KEY),
// orders the switches between the good and the bad moment into the site's states
// (release-core/siteBisect), and checks states by halves, each composed by the site for
// the check alone through an override grant naming every remote's version (signed by the
// store: credentials/src/overrideGrant.js). At most ⌈log2 n⌉ + 1 checks for n switches.
//
// The shell is one more part of each state (#44): its deploys are in the same history
// (recordShell.mjs). A grant cannot bring back another shell, so every state is checked
// with the shell the site runs now, and where the shell changed between the two moments,
// its deploys are named only where the remotes as they were at the good moment already
// fail with it (siteBisect's `composing`; one check more).
import { OWN_BUILD, SHELL, bisect, checksAtMost, composedStates, siteStates } from 'release-core/siteBisect';
import { parseCheck, runCheck } from './bisectCheck.mjs';
import { liveShellRelease } from './liveShell.mjs';

const DAY_MS = 24 * 60 * 60_000;
/** A check is a page load: five minutes is ample, and the grant is asked for anew for each. */
const GRANT_TTL_MS = 5 * 60_000;
const UNITS = { m: 60_000, h: 60 * 60_000, d: DAY_MS };

/** An ISO time, or a span ago (`90m`, `6h`, `2d`). @param {string} value @param {number} now */
export function parseTime(value, now) {
  const ago = /^(\d+)([mhd])$/.exec(value);
  if (ago) return new Date(now - Number(ago[1]) * UNITS[/** @type {'m' | 'h' | 'd'} */ (ago[2])]);
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new Error(`not a time: ${value} (an ISO time such as 2026-11-27T09:00Z, or a span ago such as 6h)`);
  return new Date(at);
}

/** @param {string[]} args @param {number} now */
export function bisectOptions(args, now) {
  const value = (flag) => {
    const at = args.indexOf(flag);
    return at === -1 ? undefined : args[at + 1];
  };
  const check = parseCheck(value('--check'));
  const good = value('--good') === undefined ? new Date(now - DAY_MS) : parseTime(value('--good'), now);
  const bad = value('--bad') === undefined ? new Date(now) : parseTime(value('--bad'), now);
  if (good >= bad) throw new Error(`--good (${good.toISOString()}) must be before --bad (${bad.toISOString()})`);
  return { check, good, bad };
}

const short = (version) => (version === OWN_BUILD ? 'its own build' : version);
/** What a switch was: the remote's versions, or the shell's releases (no deploy recorded before is `unrecorded`). */
const changeLine = ({ remote, from, to, by, commit, at, action }) =>
  `${remote} ${remote === SHELL && from === OWN_BUILD ? 'unrecorded' : short(from)} → ${short(to)}, a ${action} by ${by ?? 'someone unrecorded'} at ${at}, commit ${commit ?? 'not recorded'}`;
/** The state without the shell: what an override grant names. @param {Record<string, string>} state */
const remotesOf = ({ [SHELL]: _shell, ...remotes }) => remotes;
const stateLine = (state) =>
  Object.entries(state)
    .map(([remote, version]) => `${remote}=${version}`)
    .join(' ');

/**
 * The command: 0 when it names the first bad switch, 1 when the check passes at --bad or a
 * check could not run, 2 for a usage mistake or nothing to bisect.
 * @param {{ args: string[], store: { history: () => Promise<object[]>, grantOverride: (versions: Record<string, string>, ttlMs: number) => Promise<{ grant: string }> }, siteUrl: string, remotes: readonly string[], fetch?: typeof fetch, log?: (line: string) => void, now?: number }} options
 */
export async function bisectCommand({ args, store, siteUrl, remotes, fetch: fetcher = fetch, log = console.log, now = Date.now() }) {
  let options;
  try {
    options = bisectOptions(args, now);
  } catch (error) {
    log(error.message);
    return 2;
  }
  const { check, good, bad } = options;
  const history = siteStates(await store.history(), [SHELL, ...remotes], { good, bad });
  const n = history.switches.length;
  if (n === 0) {
    log(`Neither the shell nor a remote switched between ${good.toISOString()} and ${bad.toISOString()}: nothing to bisect.`);
    return 2;
  }
  let shell;
  try {
    shell = await liveShellRelease({ siteUrl, fetch: fetcher });
  } catch (error) {
    log(`A check could not run: ${error.message}. No switch named.`);
    return 1;
  }
  const composing = { part: SHELL, version: shell };
  const shellDeploys = history.switches.filter(({ remote }) => remote === SHELL).length;
  const checkable = composedStates(history, composing).switches.length;
  log(`Bisecting ${n} switch(es) of the shell and ${remotes.join(', ')} between ${good.toISOString()} (good) and ${bad.toISOString()} (bad) against ${siteUrl}, checking ${check.label}: at most ${checksAtMost(history, composing)} checks.`);
  if (shellDeploys > 0) {
    log(`The shell was deployed ${shellDeploys} time(s) between them; the site composes only the shell it runs now (${shell}), so every state is checked with it.`);
  }
  let result;
  try {
    result = await bisect(
      history,
      // The state as composed (the shell as the site runs it), which the answer must name; the grant names the remotes.
      async (state) => runCheck({ check, siteUrl, state, grant: (await store.grantOverride(remotesOf(state), GRANT_TTL_MS)).grant, fetch: fetcher }),
      ({ index, state, passed }) => log(`  state ${index} of ${checkable} (${stateLine(state)}): ${passed ? 'passes' : 'FAILS'}`),
      composing,
    );
  } catch (error) {
    log(`A check could not run: ${error.message}. No switch named.`);
    return 1;
  }
  if (result.found === 'none' && result.reason === 'fails at good') {
    log(
      `The check fails with the remotes as they were at ${good.toISOString()} and the shell the site runs now (${shell}), and no deploy of the shell between the two moments can be blamed for it: it was failing already, or the shell changed unrecorded (npm run releases -- record-shell after each deploy). Bisect from earlier. (${result.checks} checks)`,
    );
    return 1;
  }
  if (result.found === 'none') {
    log(`The check passes at ${bad.toISOString()} too: nothing between the two moments broke it (${result.checks} check).`);
    return 1;
  }
  if (result.found === 'part') {
    const [first, ...later] = result.switches;
    log(`The first bad change (${result.checks} checks) is the shell's: ${changeLine(first)}.`);
    for (const deploy of later) log(`  or its later deploy: ${changeLine(deploy)}.`);
    log(
      `The remotes as they were at ${good.toISOString()} fail with the shell the site runs now (${shell}). The site cannot compose an earlier shell, so the shell's deploy${later.length > 0 ? 's' : ''} between the two moments ${later.length > 0 ? 'are' : 'is'} named, not checked one by one.`,
    );
    return 0;
  }
  log(`The first bad switch (${result.checks} checks): ${changeLine(result.switch)}.`);
  if (result.goodUnchecked) log(`It is the first switch after --good: the check was not run at ${good.toISOString()} itself; if it fails there too, bisect again from earlier.`);
  return 0;
}
