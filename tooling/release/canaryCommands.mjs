// `npm run releases -- promote <remote>` and `-- abort <remote>`: a canary decided by hand,
// as the judge would decide it (tooling/release/judge.mjs), with who decided in the history.
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
