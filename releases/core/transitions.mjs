// What a change of live.json does to one remote's entry and which line it adds to the
// history (docs/releasing.md, "One transition for both stores"): a pure function, so the
// folder store (releases/tool/store.mjs) and the release service (releases/service/src/
// switch.ts) make exactly the same switches, no-ops and refusals, and each adds only what
// is its own: the folder store its lock and RELEASED_BY, the service its conditional write
// and the key that asked.
//
// A switch (a release, a rollback) makes a version live for everyone and ends any canary;
// switching to the version live already, with no canary beside it, changes nothing. A
// canary stands beside a live release, never as the live version itself; the same canary
// at the same share again changes nothing, another one replaces it. A canary's end
// (promote, abort) or hold is about the canary running: naming another is refused (the
// decision was made about a canary that has since been replaced), and with none running
// nothing changes. A hold adds its line and leaves live.json as it is. A canary released in
// steps (its shares, say 10, 25, 50) is promoted a step at a time: to its next share, a new
// 'canary' line whose time starts the step's evidence afresh, and to everyone from its last
// (Argo Rollouts' steps, each judged on its own). A release or a canary's promotion to
// everyone may keep a holdback: the version before, for a small share of visitors until the
// watch ends, so the watch compares the two over the same minutes (#44 item 3).

/**
 * @typedef {{ version: string, share: number, at: string, steps?: number[] }} Canary
 *   steps: the shares the canary goes through in order, its share among them (none: promoted straight to everyone)
 * @typedef {{ version: string, share: number, until: string }} Holdback
 *   the version before, kept for `share` percent of visitors (the last cohorts in the remote's order) until `until`
 * @typedef {{ version: string, at: string, canary?: Canary, holdback?: Holdback }} LiveEntry
 * @typedef {{ share: number, minutes: number }} HoldbackAsked  a holdback of `share` percent for `minutes`
 * @typedef {'release' | 'rollback' | 'canary' | 'abort' | 'hold'} HistoryAction
 * @typedef {{ action: HistoryAction, version: string, from: string | null, share?: number, promoted?: true }} HistoryLine
 * @typedef {(
 *   | { type: 'release' | 'rollback', version: string, onlyFrom?: string, holdback?: HoldbackAsked }
 *   | { type: 'canary', version: string, share: number, steps?: number[] }
 *   | { type: 'promote' | 'abort' | 'hold', canary?: string | null, holdback?: HoldbackAsked }
 * )} LiveAction
 *   onlyFrom: switch only away from this version (the judge's rollback of the release it judged);
 *   canary: the canary's version the decision is about, when the caller knows it.
 * @typedef {(
 *   | { outcome: 'changed', entry: LiveEntry, line: HistoryLine }
 *   | { outcome: 'recorded', line: HistoryLine }
 *   | { outcome: 'unchanged', reason: string }
 *   | { outcome: 'refused', reason: string }
 * )} Transition
 *   changed: the remote's new entry in live.json and its history line; recorded: a history
 *   line only, live.json as it is; unchanged: nothing to write; refused: nothing written, and why.
 */

/**
 * The remote's next entry in live.json and its history line for `action`, or why nothing
 * changes or why it is refused.
 * @param {string} remote
 * @param {LiveEntry | undefined} entry  the remote's entry in the live.json read (undefined: never released)
 * @param {LiveAction} action
 * @param {string} at  when (an ISO time): the new entry's and the canary's
 * @returns {Transition}
 */
export function transition(remote, entry, action, at) {
  switch (action.type) {
    case 'release':
    case 'rollback': {
      const { version, onlyFrom } = action;
      if (onlyFrom !== undefined && entry?.version !== onlyFrom) return refused(`${remote} ${onlyFrom} is no longer live`);
      if (entry?.version === version && !entry.canary) return unchanged(`${remote} ${version} is live already`);
      // A rollback is for everyone at once: it keeps no holdback of what it undoes.
      const kept = action.type === 'release' ? holdbackOf(entry?.version, version, action.holdback, at) : undefined;
      return { outcome: 'changed', entry: { version, at, ...(kept ? { holdback: kept } : {}) }, line: { action: action.type, version, from: entry?.version ?? null } };
    }
    case 'canary': {
      const { version, share, steps } = action;
      if (!Number.isInteger(share) || share < 1 || share > 99) return refused(`a canary's share is a whole percentage from 1 to 99, not ${share}`);
      const badSteps = steps === undefined ? '' : stepsProblem(steps, share);
      if (badSteps) return refused(badSteps);
      if (!entry) return refused(`${remote} has no release for a canary to stand beside: release it to everyone first`);
      if (entry.version === version) return refused(`${remote} ${version} is live for everyone already`);
      if (entry.canary?.version === version && entry.canary.share === share) return unchanged(`${remote} ${version} is a canary for ${share}% already`);
      const canary = { version, share, at, ...(steps ? { steps } : {}) };
      return { outcome: 'changed', entry: { ...entry, canary }, line: { action: 'canary', version, from: entry.version, share } };
    }
    case 'promote':
    case 'abort':
    case 'hold': {
      const canary = entry?.canary;
      if (!entry || !canary) return unchanged(`${remote} has no canary`);
      if (action.canary != null && canary.version !== action.canary) return refused(`${remote}'s canary is ${canary.version}, not ${action.canary}`);
      if (action.type === 'hold') return { outcome: 'recorded', line: { action: 'hold', version: canary.version, from: entry.version, share: canary.share } };
      const next = action.type === 'promote' ? nextStep(canary) : undefined;
      if (next !== undefined) {
        return { outcome: 'changed', entry: { ...entry, canary: { ...canary, share: next, at } }, line: { action: 'canary', version: canary.version, from: entry.version, share: next } };
      }
      if (action.type === 'promote') {
        const kept = holdbackOf(entry.version, canary.version, action.holdback, at);
        return { outcome: 'changed', entry: { version: canary.version, at, ...(kept ? { holdback: kept } : {}) }, line: { action: 'release', version: canary.version, from: entry.version, promoted: true } };
      }
      // The live version stays as it was, since when it was, with any holdback it keeps.
      const { canary: _aborted, ...kept } = entry;
      return { outcome: 'changed', entry: kept, line: { action: 'abort', version: entry.version, from: canary.version } };
    }
    default:
      return refused(`no such change of live.json: ${/** @type {{ type: unknown }} */ (action).type}`);
  }
}

/**
 * The holdback a switch from `before` to `version` keeps, where one is asked for: `before`
 * for its share of visitors until its minutes are up. None from nothing, to the same
 * version, or at a share of 0. @param {string | undefined} before @param {string} version
 * @param {HoldbackAsked | undefined} asked @param {string} at @returns {Holdback | undefined}
 */
export function holdbackOf(before, version, asked, at) {
  if (!before || before === version || !asked || !(Number.isInteger(asked.share) && asked.share >= 1 && asked.share <= 50) || !(asked.minutes > 0)) return undefined;
  return { version: before, share: asked.share, until: new Date(Date.parse(at) + asked.minutes * 60_000).toISOString() };
}

/** The share a canary in steps is promoted to next, or undefined from its last step (or without steps). @param {Canary} canary */
export const nextStep = (canary) => canary.steps?.find((step) => step > canary.share);

/**
 * Why a canary's steps cannot be taken, or '' when they can: whole percentages from 1 to 99,
 * rising, its first share among them. @param {unknown} steps @param {number} share
 */
export function stepsProblem(steps, share) {
  const valid = Array.isArray(steps) && steps.length > 0 && steps.every((step, index) => Number.isInteger(step) && step >= 1 && step <= 99 && (index === 0 || step > steps[index - 1]));
  if (!valid) return `a canary's steps are rising whole percentages from 1 to 99, not ${JSON.stringify(steps)}`;
  if (!steps.includes(share)) return `a canary's share (${share}%) is one of its steps (${steps.join(', ')})`;
  return '';
}

/** @param {string} reason @returns {Transition} */
const refused = (reason) => ({ outcome: 'refused', reason });
/** @param {string} reason @returns {Transition} */
const unchanged = (reason) => ({ outcome: 'unchanged', reason });

/**
 * The version released before `current` (what a rollback goes back to), walking back through
 * the history's releases in the order they were first made.
 * @param {ReadonlyArray<{ remote: string, action: string, version: string }>} history
 * @param {string} remote @param {string} current
 * @returns {string | undefined}
 */
export function previousRelease(history, remote, current) {
  /** @type {string[]} */
  const released = [];
  for (const record of history) {
    if (record.remote === remote && record.action === 'release' && !released.includes(record.version)) released.push(record.version);
  }
  const index = released.indexOf(current);
  return index > 0 ? released[index - 1] : undefined;
}
