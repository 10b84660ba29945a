// `npm run releases -- promote <remote>` and `-- abort <remote>`: a canary decided by hand,
// as the judge would decide it (releases/core/judge.mjs), with who decided in the history.
import { canaryPolicyFrom, holdbackFor } from 'release-core/canaryJudgment';
import { REMOTES } from 'site/remotes';

/**
 * `--canary <share>` of `npm run release`, or `--canary <share>,<share>...` for a canary
 * promoted a step at a time (10,25,50: 10% first, then 25%, then 50%, then everyone): whole
 * percentages from 1 to 99, rising. Undefined without the flag.
 * @param {string[]} args @returns {{ share: number, steps?: number[] } | undefined}
 */
export function canaryShare(args) {
  const at = args.indexOf('--canary');
  if (at < 0) return undefined;
  const shares = String(args[at + 1] ?? '').split(',').map(Number);
  const valid = shares.every((share, index) => Number.isInteger(share) && share >= 1 && share <= 99 && (index === 0 || share > shares[index - 1]));
  if (!valid) throw new Error(`--canary takes the share of visitors in percent, 1 to 99, or rising shares to go through (10,25,50): ${args[at + 1] ?? 'nothing'} is not one`);
  return shares.length > 1 ? { share: shares[0], steps: shares } : { share: shares[0] };
}

/**
 * @param {{ store: import('./openReleaseStore.mjs').ReleaseStore, outcome: 'promote' | 'abort', remote: string | undefined, by: string, commit: string | null }} options
 * @returns {Promise<boolean>}
 */
export async function decideCanary({ store, outcome, remote, by, commit }) {
  if (!remote || !REMOTES.includes(remote)) {
    console.error(`usage: npm run releases -- ${outcome} <remote> (one of ${REMOTES.join(', ')})`);
    return false;
  }
  const decision = outcome === 'promote' ? 'promote' : 'rollback';
  const holdback = outcome === 'promote' ? holdbackFor(canaryPolicyFrom(process.env)) : undefined;
  const ended = await store.endCanary(remote, outcome, { by, commit, judgment: { decision, reason: `decided by hand by ${by}` }, ...(holdback ? { holdback } : {}) });
  if (!ended) {
    console.log(`${remote} has no canary: nothing changed.`);
    return false;
  }
  const entry = (await store.readLive()).remotes[remote];
  if (outcome === 'promote' && entry?.canary?.version === ended.version) {
    console.log(`${remote}'s canary ${ended.version} moves to its next step: ${entry.canary.share}% of visitors (steps ${entry.canary.steps?.join(', ')}%).`);
  } else if (outcome === 'promote') {
    const kept = entry?.holdback;
    console.log(
      kept
        ? `${remote} ${ended.version} is live for everyone but ${kept.share}% of visitors, kept on ${kept.version} to compare it with until ${kept.until}.`
        : `${remote} ${ended.version} is live for everyone.`,
    );
  } else {
    console.log(`${remote}'s canary ${ended.version} is rolled back: ${entry?.version} is live for everyone.`);
  }
  return true;
}

/** What `npm run releases -- wait` exits with for each outcome of a canary. */
export const WAIT_EXIT = { promoted: 0, rolledBack: 1, held: 3 };

/**
 * `npm run releases -- wait <remote>`: waits for the judge to decide the remote's running
 * canary, for a team's pipeline: exits 0 once it is promoted, 1 once it is rolled back
 * (by the judge or by hand), and 3 when the judge holds it for a person (no evidence either
 * way by its deadline): the clock never promotes it, and a pipeline does not go on as if it had.
 * @param {{ store: import('./openReleaseStore.mjs').ReleaseStore, remote: string | undefined, everyMs?: number }} options
 * @returns {Promise<number>} the exit code
 */
export async function awaitCanary({ store, remote, everyMs = 30_000 }) {
  if (!remote || !REMOTES.includes(remote)) {
    console.error(`usage: npm run releases -- wait <remote> (one of ${REMOTES.join(', ')})`);
    return 2;
  }
  const canary = (await store.readLive()).remotes[remote]?.canary;
  if (!canary) {
    console.log(`${remote} has no canary: nothing to wait for.`);
    return 2;
  }
  const steps = canary.steps ? ` in steps of ${canary.steps.join(', ')}%` : '';
  console.log(`Waiting for the judge to decide ${remote}'s canary ${canary.version} (${canary.share}% of visitors${steps})...`);
  for (;;) {
    const history = (await store.history()).filter((line) => line.remote === remote);
    // What came after the line that started this canary's step running now.
    const started = history.findLastIndex((line) => line.action === 'canary' && line.version === canary.version && line.at === canary.at);
    const lines = history.slice(started + 1);
    // A step up is the same canary at its next share: the judge goes on, at that step.
    const stepUp = lines.findLast((line) => line.action === 'canary' && line.version === canary.version);
    const sinceStep = stepUp ? lines.slice(lines.indexOf(stepUp) + 1) : lines;
    if (stepUp && stepUp.share !== canary.share) {
      console.log(`${remote}'s canary ${canary.version} is promoted to its next step: ${stepUp.share}% of visitors.`);
      Object.assign(canary, { share: stepUp.share, at: stepUp.at });
      continue;
    }
    const decided = sinceStep.find((line) => line.action !== 'hold');
    if (decided) {
      const promoted = decided.action === 'release' && decided.promoted && decided.version === canary.version;
      const why = decided.judgment?.reason ?? `${decided.action} by ${decided.by}`;
      console.log(promoted ? `${remote} ${canary.version} is promoted to everyone (${why}).` : `${remote}'s canary ${canary.version} has ended without being promoted: ${decided.action} by ${decided.by} (${why}).`);
      return promoted ? WAIT_EXIT.promoted : WAIT_EXIT.rolledBack;
    }
    const held = sinceStep.find((line) => line.action === 'hold');
    if (held) {
      console.error(`${remote}'s canary ${canary.version} is HELD at ${canary.share}% for a person: ${held.judgment?.reason ?? 'no evidence either way by the deadline'}.`);
      console.error(`Decide it: npm run releases -- promote ${remote}, or npm run releases -- abort ${remote}.`);
      return WAIT_EXIT.held;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
