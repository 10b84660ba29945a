// `npm run rollback -w mf-<remote> [-- <version>]`: makes live again the release before
// the live one (in the order they were released), or the one named, with the same
// one-rename switch as a release. It builds and tests nothing: the version was checked
// when it was released. It is refused when the version's files are not in the store, or
// when the live shell, if it answers, no longer fits it.
import { liveShellManifest, singletonMismatches } from './compatibility.mjs';
import { previousRelease } from 'release-core/transitions';
import { report } from './steps.mjs';

async function shellFits(remote, store, version, siteUrl) {
  const shell = await liveShellManifest(siteUrl).catch((error) => {
    console.log(`  · ${error.message}: its shared singletons were not checked`);
    return undefined;
  });
  if (!shell) return [];
  const own = await store.manifestOf(remote, version);
  if (!own) {
    console.log(`  · the store does not serve ${remote} ${version}'s mf-manifest.json: its shared singletons were not checked`);
    return [];
  }
  return singletonMismatches(remote, own, shell);
}

/**
 * @param {{ remote: string, store: import('./openReleaseStore.mjs').ReleaseStore, siteUrl: string, by: string, commit: string | null, named?: string }} options
 * @returns {Promise<boolean>} whether the switch was made
 */
export async function rollback({ remote, store, siteUrl, by, commit, named }) {
  const started = Date.now();
  const current = (await store.readLive()).remotes[remote]?.version;
  const refuse = (why) => {
    console.log(`Rollback refused: ${why}. Nothing changed; ${remote} stays at ${current ?? 'its own build'}.`);
    return false;
  };

  let target;
  if (named) {
    const matches = (await store.versions(remote)).filter((version) => version.startsWith(named));
    if (matches.length !== 1) return refuse(matches.length === 0 ? `the store has no ${remote} release ${named} (npm run releases lists them)` : `${named} names ${matches.length} releases`);
    target = matches[0];
  } else {
    if (!current) return refuse(`${remote} has never been released`);
    target = previousRelease(await store.history(), remote, current);
    if (!target) return refuse(`${remote} has no release before ${current}`);
  }
  if (target === current) return refuse(`${target} is live already`);
  if (!(await store.hasRelease(remote, target))) return refuse(`the files of ${remote} ${target} are not in the store`);

  const mismatches = await shellFits(remote, store, target, siteUrl);
  if (mismatches.length > 0) {
    report.failed('fits the live shell', mismatches);
    return refuse(`${target} does not fit the live shell`);
  }

  const from = await store.switchLive(remote, target, { action: 'rollback', by, commit });
  report.passed(`live: ${from ?? 'its own build'} → ${target}`);
  console.log(`${remote} ${target} is live (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  return true;
}
