// `npm run releases -- prune [--apply] [--keep N]`: through the release service, the
// versions of the key's remotes that are neither live, nor among the latest N, nor live
// within the last day, nor previewed by an unexpired pull request's link, removed only
// with --apply (the service decides: its prune.ts).

/** @param {string[]} args */
export function pruneOptions(args) {
  const keepAt = args.indexOf('--keep');
  const keep = keepAt === -1 ? undefined : Number(args[keepAt + 1]);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) throw new Error(`--keep takes a whole number of releases, at least 1: not ${args[keepAt + 1]}`);
  return { apply: args.includes('--apply'), keep };
}

/**
 * @param {{ store: import('./openReleaseStore.mjs').ReleaseStore, apply: boolean, keep?: number }} options
 * @returns {Promise<boolean>} whether the store could prune
 */
export async function pruneReleases({ store, apply, keep }) {
  if (!('prune' in store)) {
    console.log('Pruning is done by the release service: the folder store (RELEASES_DIR) keeps every release. Set RELEASE_SERVICE_URL and RELEASE_KEY.');
    return false;
  }
  const result = await store.prune({ apply, keep });
  for (const { remote, version, keep: kept, why, filesRemoved } of result.decisions) {
    const verdict = kept ? 'stays' : result.dryRun ? 'would remove' : `removed (${filesRemoved} files)`;
    console.log(`${remote} ${version} ${verdict}: ${why}`);
  }
  const going = result.decisions.filter(({ keep: kept }) => !kept).length;
  console.log(result.dryRun ? `\nA dry run: ${going} release(s) would go. Remove them with --apply.` : `\n${going} release(s) removed.`);
  return true;
}
