// A careers team's working copy, and its release tool (releases/tool) run against a
// shell and a release store of the test's own, as `npm run release -w mf-careers` runs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { copyRemoteSources, replaceVisibleText as replaceInSources, runReleaseTool } from '../../releases/tool/workingCopy.cjs';
import { LIVE_FILE } from 'site/releaseLayout';
import { serveApp, serveReleases } from './servers';
import { RELEASE_SHELL_PORT, repoRoot } from './site';

export const candidateDir = path.join(repoRoot, '.run/mf-careers-release');

/** A fresh copy of mf-careers' sources, as a team member's checkout would be. */
export const freshCandidate = () => copyRemoteSources('mf-careers', path.basename(candidateDir));

export function editCandidate(file: string, edit: (text: string) => string) {
  const target = path.join(candidateDir, file);
  const text = readFileSync(target, 'utf8');
  const edited = edit(text);
  if (edited === text) throw new Error(`${file}: the edit changed nothing`);
  writeFileSync(target, edited);
}

/** Replaces text a visitor reads in the candidate's sources, and in its tests unless `tests` is false. */
export const replaceVisibleText = (from: string, to: string, options?: { tests?: boolean }) =>
  replaceInSources(path.join(candidateDir, 'src'), from, to, options);

export interface ReleaseSite {
  storeDir: string;
  siteUrl: string;
}

export interface RunningReleaseSite extends ReleaseSite {
  /** Where the store is served: release files under <remote>/<version>/. */
  releasesUrl: string;
  stop: () => Promise<void>;
}

/**
 * A release store of the test's own in `storeDir` (emptied), its releases host on
 * `releasesPort` (with `env`: a canary policy), and a second shell reading it at the
 * address the suite's worker trusts. `stop` ends both and removes the store and the candidate.
 */
export async function startReleaseSite(releasesPort: number, storeDir: string, env: Record<string, string> = {}): Promise<RunningReleaseSite> {
  rmSync(storeDir, { recursive: true, force: true });
  const releases = await serveReleases(releasesPort, storeDir, { ...NO_HOLDBACK, ...env });
  const shell = await serveApp('shell', RELEASE_SHELL_PORT, { env: { RELEASES_URL: releases.url }, readyPath: '/remotes.json' });
  return {
    storeDir,
    siteUrl: shell.url,
    releasesUrl: releases.url,
    stop: async () => {
      await shell.stop();
      await releases.stop();
      for (const dir of [storeDir, candidateDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The suite's release sites and tools keep no holdback of a release (#44 item 3): a visitor
 * without a cohort would be given one at random, and one in twenty would see the version
 * before. Its composing is shell/src/server/releasedManifest.test.ts's; its judging,
 * releases/tool/judge.test.mjs's.
 */
export const NO_HOLDBACK = { CANARY_HOLDBACK_SHARE: '0' };

/** Runs `npm run release|rollback -w mf-careers` (or `npm run releases`) from the candidate, as its team would. */
export const releaseTool = (site: ReleaseSite, command: 'release' | 'rollback' | 'releases', args: string[] = []) =>
  runReleaseTool(candidateDir, command, args, { RELEASES_DIR: site.storeDir, SITE_URL: site.siteUrl, RELEASED_BY: 'the e2e careers team', ...NO_HOLDBACK });

export interface FolderStore {
  stage: (remote: string, dir: string) => Promise<{ version: string }>;
  switchLive: (remote: string, version: string, line: { action: 'release'; by: string; commit: string | null }) => Promise<unknown>;
}

/** The release store in `storeDir`, opened as the release tool opens it (releases/tool/store.mjs). */
export async function openFolderStore(storeDir: string): Promise<FolderStore> {
  const { openStore } = (await import(pathToFileURL(path.join(repoRoot, 'releases/tool/store.mjs')).href)) as { openStore: (dir: string) => FolderStore };
  return openStore(storeDir);
}

/**
 * Makes the suite's own build of careers its live release in `storeDir`, as a release made
 * before the test: for the tests whose subject is a later release (a canary). Releasing it
 * through the tool, its build, tests and smoke load, is release.spec.ts's subject and
 * service-release.spec.ts's; here it would cost the machine a release for nothing more.
 */
export async function releaseSuiteCareers(storeDir: string): Promise<string> {
  const store = await openFolderStore(storeDir);
  const { version } = await store.stage('careers', path.join(repoRoot, 'mf-careers/dist'));
  await store.switchLive('careers', version, { action: 'release', by: 'the e2e careers team', commit: null });
  return version;
}

export function liveVersions(storeDir: string): Record<string, string> {
  const file = path.join(storeDir, LIVE_FILE);
  if (!existsSync(file)) return {};
  const live = JSON.parse(readFileSync(file, 'utf8')) as { remotes: Record<string, { version: string }> };
  return Object.fromEntries(Object.entries(live.remotes).map(([remote, { version }]) => [remote, version]));
}

/** What a refused release must leave as it was: live.json's bytes and the careers releases in the store. */
export function storeState(storeDir: string) {
  const live = path.join(storeDir, LIVE_FILE);
  const careers = path.join(storeDir, 'careers');
  return {
    live: existsSync(live) ? readFileSync(live, 'utf8') : null,
    careers: existsSync(careers) ? readdirSync(careers).sort() : [],
  };
}

/** A digest of every file under `dir`: equal digests, byte-identical folders. */
export function digestOf(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
