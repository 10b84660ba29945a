// Whether a remote's build fits the live shell it joins, read from the federation
// manifests both builds publish (mf-manifest.json): every singleton they share must be
// offered by each in a version the other accepts, since only one copy runs in the page.
import { createRequire } from 'node:module';
import semver from 'semver';

const { sharedSingletons } = createRequire(import.meta.url)('../../tooling/config/webpack/sharedSingletons.cjs');

const singletons = (manifest) => new Map((manifest.shared ?? []).filter((shared) => shared.singleton).map((shared) => [shared.name, shared]));

/**
 * @param {string} remote  the remote's name, for the messages
 * @returns {string[]} one sentence per mismatch; none when the two fit
 */
export function singletonMismatches(remote, remoteManifest, shellManifest) {
  const offered = singletons(shellManifest);
  const problems = [];
  for (const [name, own] of singletons(remoteManifest)) {
    const shell = offered.get(name);
    if (!shell) continue; // the shell loads none: the remote's own copy is the one
    if (own.requiredVersion && !semver.satisfies(shell.version, own.requiredVersion)) {
      problems.push(`${remote} requires ${name} ${own.requiredVersion}, and the live shell provides ${shell.version}`);
    }
    if (shell.requiredVersion && !semver.satisfies(own.version, shell.requiredVersion)) {
      problems.push(`the live shell requires ${name} ${shell.requiredVersion}, and ${remote} provides ${own.version}`);
    }
  }
  return problems;
}

/**
 * The singletons `pkgDir`'s build will offer, as its federation manifest will list them:
 * the ranges its package.json declares, read before building (tooling/config/webpack
 * states the same in the build), so a release that cannot fit is refused in a second.
 */
export const declaredSingletons = (pkgDir) => ({
  shared: Object.entries(sharedSingletons(pkgDir)).map(([name, { version, requiredVersion, singleton }]) => ({ name, version, requiredVersion, singleton })),
});

/** Whether the build exposes './routes', the one module the shell loads from a remote. */
export const exposesRoutes = (remoteManifest) => (remoteManifest.exposes ?? []).some((exposed) => exposed.path === './routes');

/** The live shell's federation manifest, from the shell at `siteUrl`. */
export async function liveShellManifest(siteUrl) {
  const url = new URL('/mf-manifest.json', siteUrl).href;
  const response = await fetch(url).catch((error) => {
    throw new Error(`the live shell at ${siteUrl} does not answer (${error.cause?.code ?? error.message}): start the site (npm start) or set SITE_URL`);
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
