// The shell of a pull request that changed it (#44, docs/releasing.md "Previews of a pull
// request"). The composer serves one build of the shell, its own, and cannot serve another
// for one request as it serves a staged remote, so the pull request's shell runs apart:
//   - on the local site, a copy of shell/ built and tested in .run/preview-shell/ (the
//     running site's own build is left as it is) and started on a spare port with the
//     site's environment: the same release store, remotes, worker and preview key, so the
//     link to that port shows the whole site with the pull request's shell and remotes;
//   - in the pull request's workflow, shell/ built in place (SHELL_RELEASE: the pull
//     request's commit) and tested, and a manifest written for a preview deployment of it
//     (preview-site.yml deploys it as a Worker of its own): the live site's remotes.json
//     with each staged remote's release in it, fixed at the moment the preview was made.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { siteEnv } from 'site/localSite';
import { releaseFolder } from 'site/releaseLayout';
import { report, runScript, tailOf } from './steps.mjs';

const { copyRemoteSources } = createRequire(import.meta.url)('./workingCopy.cjs');

/** Where a local preview's shell is built, under the repository's .run/. */
export const PREVIEW_SHELL_COPY = 'preview-shell';

/**
 * Builds and tests the shell in `shellDir`, side by side (its tests need no build). Returns
 * why it cannot be previewed, if it cannot.
 * @param {{ shellDir: string }} options
 * @returns {Promise<string | undefined>}
 */
export async function buildAndTestShell({ shellDir }) {
  const stopTests = new AbortController();
  const tests = runScript('test', { cwd: shellDir, signal: stopTests.signal });
  const build = await runScript('build', { cwd: shellDir });
  if (!build.ok) {
    report.failed("the shell's build", [tailOf(build.output)]);
    stopTests.abort();
    await tests;
    return "the shell's build failed";
  }
  report.passed("the shell's build", build.seconds);
  const tested = await tests;
  if (!tested.ok) {
    report.failed("the shell's tests", [tailOf(tested.output)]);
    return "the shell's tests failed";
  }
  report.passed("the shell's tests", tested.seconds);
  return undefined;
}

/**
 * The manifest a preview deployment of the shell composes with: the live site's, each
 * staged remote's entry pointing at its release in the store.
 * @param {{ remotes: Array<{ name: string, entry: string }>, worker: string }} live the live site's remotes.json
 * @param {Record<string, string>} staged remote to staged version
 * @param {string} releasesUrl the store's public address, where browsers load releases from
 */
export function previewManifest(live, staged, releasesUrl) {
  const root = releasesUrl.endsWith('/') ? releasesUrl : `${releasesUrl}/`;
  const unknown = Object.keys(staged).filter((remote) => !live.remotes.some(({ name }) => name === remote));
  if (unknown.length > 0) throw new Error(`the live site's remotes.json names no ${unknown.join(', ')}`);
  return {
    ...live,
    remotes: live.remotes.map((remote) => (staged[remote.name] ? { ...remote, entry: new URL(`${releaseFolder(remote.name, staged[remote.name])}remoteEntry.js`, root).href } : remote)),
  };
}

/**
 * Writes the manifest of the pull request's shell deployment to `file`.
 * @param {{ file: string, siteUrl: string, staged: Record<string, string>, releasesUrl: string, fetch?: typeof fetch }} options
 */
export async function writePreviewManifest({ file, siteUrl, staged, releasesUrl, fetch: fetcher = fetch }) {
  const response = await fetcher(new URL('/remotes.json', siteUrl), { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${siteUrl}/remotes.json answered ${response.status}`);
  const manifest = previewManifest(await response.json(), staged, releasesUrl);
  writeFileSync(file, `${JSON.stringify(manifest)}\n`);
  return manifest;
}

/** A port nothing listens on at 127.0.0.1 now, chosen by the system. @returns {Promise<number>} */
export function sparePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the shell host built in `shellDir` on `port`, beside the local site on `base`
 * (its remotes, worker, release store and preview key), and waits for it to answer.
 * @param {{ shellDir: string, base: number, port: number, env?: Record<string, string> }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startShellHost({ shellDir, base, port, env = {} }) {
  const child = spawn(process.execPath, [path.join(shellDir, 'dist-server/node/node.mjs'), '--port', String(port)], {
    env: { ...process.env, ...siteEnv(base), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its last lines, to say why where it stops: it runs until Ctrl-C, so not all it prints.
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => (output = (output + chunk).slice(-4_000)));
  /** @returns {Promise<void>} */
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the pull request's shell stopped (exit ${child.exitCode}): ${output.trim().split('\n').slice(-5).join(' | ')}`);
    if (await fetch(`${origin}/remotes.json`).then((response) => response.ok, () => false)) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the pull request's shell did not answer at ${origin}`);
}

/**
 * The local site's preview of a pull request's shell: a copy of shell/ built and tested in
 * .run/preview-shell/, started on a spare port. Returns why not, or where it runs.
 * @param {{ repoDir: string, base: number }} options
 * @returns {Promise<{ refused: string } | { origin: string, stop: () => Promise<void> }>}
 */
export async function startPreviewShell({ repoDir, base }) {
  const shellDir = copyRemoteSources('shell', PREVIEW_SHELL_COPY);
  report.passed(`shell/ copied to ${path.relative(repoDir, shellDir)}/, beside the running site's own build`);
  const cannot = await buildAndTestShell({ shellDir });
  if (cannot) return { refused: cannot };
  const port = await sparePort();
  try {
    const host = await startShellHost({ shellDir, base, port });
    report.passed(`the pull request's shell answers at ${host.origin}`);
    return host;
  } catch (error) {
    report.failed("the pull request's shell", [String(error.message ?? error)]);
    return { refused: "the pull request's shell did not start" };
  }
}
