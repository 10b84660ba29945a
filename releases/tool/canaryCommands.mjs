// `npm run releases -- promote <remote>` and `-- abort <remote>`: a canary decided by hand,
// as the judge would decide it (releases/core/judge.mjs), with who decided in the history.
import { REMOTES } from 'site/remotes';

/** `--canary <share>` of `npm run release`: a whole percentage from 1 to 99, or undefined without the flag. */
export function canaryShare(args) {
  const at = args.indexOf('--canary');
  if (at < 0) return undefined;
  const share = Number(args[at + 1]);
  if (!Number.isInteger(share) || share < 1 || share > 99) throw new Error(`--canary takes the share of visitors in percent, 1 to 99: ${args[at + 1] ?? 'nothing'} is not one`);
  return share;
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
  const ended = await store.endCanary(remote, outcome, { by, commit, judgment: { decision, reason: `decided by hand by ${by}` } });
  if (!ended) {
    console.log(`${remote} has no canary: nothing changed.`);
    return false;
  }
  const live = (await store.readLive()).remotes[remote]?.version;
  console.log(outcome === 'promote' ? `${remote} ${ended.version} is live for everyone.` : `${remote}'s canary ${ended.version} is rolled back: ${live} is live for everyone.`);
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
  console.log(`Waiting for the judge to decide ${remote}'s canary ${canary.version} (${canary.share}% of visitors)...`);
  for (;;) {
    const history = (await store.history()).filter((line) => line.remote === remote);
    // What came after the line that started this canary.
    const started = history.findLastIndex((line) => line.action === 'canary' && line.version === canary.version && line.at === canary.at);
    const lines = history.slice(started + 1);
    const decided = lines.find((line) => line.action !== 'hold');
    if (decided) {
      const promoted = decided.action === 'release' && decided.promoted && decided.version === canary.version;
      const why = decided.judgment?.reason ?? `${decided.action} by ${decided.by}`;
      console.log(promoted ? `${remote} ${canary.version} is promoted to everyone (${why}).` : `${remote}'s canary ${canary.version} has ended without being promoted: ${decided.action} by ${decided.by} (${why}).`);
      return promoted ? WAIT_EXIT.promoted : WAIT_EXIT.rolledBack;
    }
    const held = lines.find((line) => line.action === 'hold');
    if (held) {
      console.error(`${remote}'s canary ${canary.version} is HELD at ${canary.share}% for a person: ${held.judgment?.reason ?? 'no evidence either way by the deadline'}.`);
      console.error(`Decide it: npm run releases -- promote ${remote}, or npm run releases -- abort ${remote}.`);
      return WAIT_EXIT.held;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
