// `npm run release -w mf-<remote>`: builds the remote and runs its tests (side by side),
// checks the build against the live shell (shared singletons, the './routes' it
// exposes), stages it in the release store under its version, loads each of its pages
// in Chromium with the staged version swapped in for that browser only, and only then
// switches live.json to it. Any failure refuses the release: live.json is untouched and
// the staged folder is removed.
import { existsSync } from 'node:fs';
import { canaryPolicyFrom, holdbackFor } from 'release-core/canaryJudgment';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { declaredSingletons, exposesRoutes, liveShellManifest, singletonMismatches } from './compatibility.mjs';
import { smokeLoad } from './smoke.mjs';
import { report, runScript, tailOf } from './steps.mjs';

const PREVIEW_TTL_MS = 10 * 60_000;

async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

/** What must hold of the build before it is staged; each failure is a sentence. */
async function checkBuild({ remote, distDir, siteUrl }) {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return [`the build has no mf-manifest.json: is ${remote} built with tooling/config/webpack?`];
  const own = await readJson(manifestFile);
  const problems = singletonMismatches(remote, own, await liveShellManifest(siteUrl));
  if (!exposesRoutes(own)) problems.push(`${remote} does not expose './routes', the module the shell loads`);
  if (!existsSync(path.join(distDir, 'ssr/index.json'))) problems.push('the build has no ssr/index.json: the composer could not draw its pages');
  return problems;
}

/**
 * Builds and tests side by side (the tests need no build), then checks the build; a build
 * that cannot go live stops the tests. Returns why the release cannot go on, if it cannot.
 */
export async function buildTestAndCheck({ remote, pkgDir, distDir, siteUrl }) {
  const stopTests = new AbortController();
  const tests = runScript('test', { cwd: pkgDir, signal: stopTests.signal });
  const build = await runScript('build', { cwd: pkgDir });
  if (!build.ok) report.failed('build', [tailOf(build.output)]);
  else report.passed('build', build.seconds);
  const problems = build.ok ? await checkBuild({ remote, distDir, siteUrl }).catch((error) => [String(error.message ?? error)]) : [];
  if (build.ok && problems.length > 0) report.failed('fits the live shell', problems);
  else if (build.ok) report.passed("fits the live shell: shared singletons' versions, './routes' exposed");
  if (!build.ok || problems.length > 0) {
    stopTests.abort();
    await tests;
    return build.ok ? 'it does not fit the live shell' : 'the build failed';
  }
  const tested = await tests;
  if (!tested.ok) {
    report.failed("the remote's tests", [tailOf(tested.output)]);
    return 'its tests failed';
  }
  report.passed("the remote's tests", tested.seconds);
  return undefined;
}

/** Loads the staged version's pages through the live shell, for this browser only. Returns whether all passed. */
export async function smokeStaged({ remote, version, distDir, siteUrl, store }) {
  const started = Date.now();
  const paths = Object.keys((await readJson(path.join(distDir, 'ssr/index.json'))).pages);
  const grant = await store.grantPreview(remote, version, PREVIEW_TTL_MS);
  const failed = await smokeLoad({ siteUrl, token: grant.token, remote, version, paths }).catch((error) => [
    { path: '(Chromium)', problems: [String(error.message ?? error)] },
  ]);
  const what = `smoke load of ${paths.length} page(s) in Chromium`;
  if (failed.length === 0) report.passed(`${what}: ${paths.join(', ')}`, (Date.now() - started) / 1000);
  else report.failed(what, failed.flatMap(({ path: page, problems }) => [`${page}:`, ...problems.map((problem) => `  ${problem}`)]));
  return failed.length === 0;
}

/**
 * @param {{ remote: string, pkgDir: string, store: import('./openReleaseStore.mjs').ReleaseStore, siteUrl: string, by: string, commit: string | null, canary?: { share: number, steps?: number[] } }} options
 * @returns {Promise<boolean>} whether the release went live
 */
export async function release({ remote, pkgDir, store, siteUrl, by, commit, canary }) {
  const started = Date.now();
  const distDir = path.join(pkgDir, 'dist');
  const current = (await store.readLive()).remotes[remote]?.version;
  const as = canary ? ` as a canary for ${canary.share}% of visitors` : '';
  console.log(`Releasing ${remote} from ${path.basename(pkgDir)}/ to ${siteUrl}${as}, live now: ${current ?? 'its own build, never released'}`);
  const refuse = (why) => {
    console.log(`\nRelease refused (${why}): nothing changed, ${remote} stays at ${current ?? 'its own build'}.`);
    return false;
  };
  if (canary && !current) return refuse(`a canary stands beside a release, and ${remote} has none yet: release it to everyone first`);

  // What package.json declares is known before building: a remote that cannot fit is
  // refused at once, not after a build and its tests (the built manifest is checked too).
  const declared = await liveShellManifest(siteUrl)
    .then((shell) => singletonMismatches(remote, declaredSingletons(pkgDir), shell))
    .catch((error) => [String(error.message ?? error)]);
  if (declared.length > 0) {
    report.failed("fits the live shell: the shared singletons' versions its package.json declares", declared);
    return refuse('it does not fit the live shell');
  }

  const cannot = await buildTestAndCheck({ remote, pkgDir, distDir, siteUrl });
  if (cannot) return refuse(cannot);

  const { version, created } = await store.stage(remote, distDir);
  if (version === current) {
    console.log(`\n${remote} ${version} is this build, and it is live already: nothing to switch.`);
    return true;
  }
  report.passed(`staged as ${version}${created ? '' : ' (already in the store)'}`);

  if (!(await smokeStaged({ remote, version, distDir, siteUrl, store }))) {
    if (created) await store.discard(remote, version);
    return refuse('a page failed its smoke load');
  }

  if (canary) {
    await store.startCanary(remote, version, canary.share, { by, commit }, canary.steps);
    report.passed(`live for ${canary.share}% of visitors beside ${current}`);
    const steps = canary.steps ? `, then ${canary.steps.slice(1).join('%, then ')}% on evidence at each step` : '';
    console.log(
      `\n${remote} ${version} is a canary for ${canary.share}% of visitors${steps}. The field judges it: promoted to everyone or rolled back on evidence from what their browsers report, or held at its share for a person when there is none by the deadline (npm run releases shows how it does; -- wait ${remote} waits for the outcome; -- promote ${remote} or -- abort ${remote} decides by hand).`,
    );
    return true;
  }

  // The version before stays for the policy's holdback during the watch (CANARY_HOLDBACK_SHARE).
  const holdback = holdbackFor(canaryPolicyFrom(process.env));
  const from = await store.switchLive(remote, version, { action: 'release', by, commit, ...(holdback ? { holdback } : {}) });
  report.passed(`live: ${from ?? 'its own build'} → ${version}${from && holdback ? ` (${from} kept for ${holdback.share}% of visitors while it is watched)` : ''}`);
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const undo = from
    ? `Undo: npm run rollback -w mf-${remote}`
    : `This is the first release of ${remote}: there is no release before it to roll back to (its own build served until now); release a fixed version to undo it.`;
  console.log(`\n${remote} ${version} is live (${took}). ${undo}`);
  return true;
}
