// The release store on a file system (RELEASES_DIR; its layout: site/src/releaseLayout.js).
// A release's folder is named by the hash of its files and written once, through a
// staging folder renamed into place; live.json is only ever replaced whole (written
// beside, then renamed), under a lock, so two releases at once cannot lose one another;
// each switch adds a line to the history, both as release-core/transitions says (the
// release service makes the same ones). A release's smoke load is let see its staged
// version by a token signed with the local site's preview key (credentials/src/previewToken.js).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';
import { HISTORY_FILE, LIVE_FILE, VERSION_PATTERN, releaseFolder } from 'site/releaseLayout';
import { signPreviewToken } from 'credentials/previewToken';
import { signSyntheticCredential } from 'credentials/syntheticCredential';
import { OWN_BUILD, signOverrideGrant } from 'credentials/overrideGrant';
import { transition } from 'release-core/transitions';
import { SHELL } from 'release-core/siteBisect';

/** Every file under `dir`, as paths relative to it with '/', in a stable order. */
export async function filesOf(dir, prefix = '') {
  const files = [];
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) files.push(...(await filesOf(path.join(dir, entry.name), `${relative}/`)));
    else files.push(relative);
  }
  return files;
}

/** The version a build would be released as: the hash of its files' names and contents. */
export async function versionOf(distDir) {
  const hash = createHash('sha256');
  for (const file of await filesOf(distDir)) hash.update(file).update('\0').update(await readFile(path.join(distDir, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/**
 * @typedef {{ at: string, remote: string, action: 'release' | 'rollback' | 'canary' | 'abort' | 'hold', version: string, from: string | null, by: string, commit: string | null, share?: number, promoted?: boolean, judgment?: object }} HistoryRecord
 * @typedef {{ version: string, share: number, at: string }} Canary
 * @typedef {{ remotes: Record<string, { version: string, at: string, canary?: Canary, holdback?: import('release-core/transitions').Holdback }> }} Live
 */

/** @param {string} dir @param {{ previewKey?: string }} [options] */
export function openStore(dir, { previewKey } = {}) {
  const livePath = path.join(dir, LIVE_FILE);
  const historyPath = path.join(dir, HISTORY_FILE);
  const folderOf = (remote, version) => path.join(dir, releaseFolder(remote, version));

  /** @returns {Promise<Live>} */
  async function readLive() {
    if (!existsSync(livePath)) return { remotes: {} };
    return JSON.parse(await readFile(livePath, 'utf8'));
  }

  /** @returns {Promise<HistoryRecord[]>} */
  async function history() {
    if (!existsSync(historyPath)) return [];
    return (await readFile(historyPath, 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line));
  }

  /** The versions of `remote` in the store, whether live or not. */
  async function versions(remote) {
    const remoteDir = path.join(dir, remote);
    if (!existsSync(remoteDir)) return [];
    return (await readdir(remoteDir)).filter((name) => VERSION_PATTERN.test(name));
  }

  const hasRelease = (remote, version) => existsSync(path.join(folderOf(remote, version), 'remoteEntry.js'));

  /** Copies a build into the store under its version, unless that version is there already. */
  async function stage(remote, distDir) {
    const version = await versionOf(distDir);
    const target = folderOf(remote, version);
    if (existsSync(target)) return { version, created: false };
    const staging = path.join(dir, remote, `.staging-${randomBytes(6).toString('hex')}`);
    await mkdir(path.dirname(staging), { recursive: true });
    await cp(distDir, staging, { recursive: true });
    try {
      await rename(staging, target);
      return { version, created: true };
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      // Another release of the same build won the rename: the folder holds the same files.
      if (existsSync(target)) return { version, created: false };
      throw error;
    }
  }

  /** Removes a version this run staged and never made live. */
  async function discard(remote, version) {
    await rm(folderOf(remote, version), { recursive: true, force: true });
  }

  /**
   * Changes what is live of `remote`, under the store's lock: the transition of its entry in
   * live.json for `action` (release-core/transitions, as the release service's), written with
   * its history line, who made it and why. Throws the transition's refusal.
   * @param {string} remote
   * @param {import('release-core/transitions').LiveAction} action
   * @param {{ by: string, commit: string | null, judgment?: object }} record
   * @returns {Promise<{ changed: boolean, before: import('release-core/transitions').LiveEntry | undefined }>}
   */
  async function changeLive(remote, action, { by, commit, judgment }) {
    await mkdir(dir, { recursive: true });
    const unlock = await lockfile.lock(dir, {
      lockfilePath: path.join(dir, '.lock'),
      stale: 10_000,
      retries: { retries: 50, minTimeout: 50, maxTimeout: 200 },
    });
    try {
      const live = await readLive();
      const before = live.remotes[remote];
      const at = new Date().toISOString();
      const next = transition(remote, before, action, at);
      if (next.outcome === 'refused') throw new Error(next.reason);
      if (next.outcome === 'unchanged') return { changed: false, before };
      if (next.outcome === 'changed') {
        live.remotes[remote] = next.entry;
        await writeFileAtomic(livePath, `${JSON.stringify(live, null, 2)}\n`);
      }
      await appendFile(historyPath, `${JSON.stringify({ at, remote, ...next.line, by, commit, ...(judgment ? { judgment } : {}) })}\n`);
      return { changed: true, before };
    } finally {
      await unlock();
    }
  }

  /**
   * Makes `version` the live one of `remote` for everyone (ending any canary of it): one
   * rename of a new live.json, then a line in the history; nothing when it is live already
   * with no canary. `onlyFrom`: only while this version is live (the judge's rollback of the
   * release it judged). `holdback`: the version before kept for a share of visitors for the
   * watch (release-core/transitions). Returns the version live before.
   * @param {{ action: 'release' | 'rollback', by: string, commit: string | null, judgment?: object, onlyFrom?: string, holdback?: import('release-core/transitions').HoldbackAsked }} record
   */
  async function switchLive(remote, version, { action, onlyFrom, holdback, ...record }) {
    const { before } = await changeLive(remote, { type: action, version, ...(onlyFrom === undefined ? {} : { onlyFrom }), ...(holdback ? { holdback } : {}) }, record);
    return before?.version ?? null;
  }

  /**
   * Makes `version` live for `share` percent of visitors beside the live version
   * (site/src/canary.js), replacing any canary; with `steps`, promoted a step at a time
   * (release-core/transitions). Returns the live version.
   * @param {number[]} [steps]
   */
  async function startCanary(remote, version, share, record, steps) {
    const { before } = await changeLive(remote, { type: 'canary', version, share, ...(steps ? { steps } : {}) }, record);
    return before?.version ?? null;
  }

  /**
   * Ends the canary of `remote`: promoted, its version live for everyone, or aborted, the
   * live version kept. The judgment (its reason and numbers) goes into the history.
   * `version`: the canary the decision is about (refused when another runs). Returns the
   * canary ended, or undefined when there was none.
   * @param {'promote' | 'abort'} outcome
   * @param {{ by: string, commit: string | null, judgment?: object, version?: string, holdback?: import('release-core/transitions').HoldbackAsked }} record
   */
  async function endCanary(remote, outcome, { version, holdback, ...record }) {
    const { changed, before } = await changeLive(remote, { type: outcome, canary: version, ...(holdback ? { holdback } : {}) }, record);
    return changed ? before?.canary : undefined;
  }

  /**
   * Records that the canary of `remote` is held at its share for a person (the judge found
   * no evidence either way by its deadline): a 'hold' line, live.json unchanged. Returns the
   * canary held, or undefined when there was none.
   * @param {{ by: string, commit: string | null, judgment?: object, version?: string }} record
   */
  async function holdCanary(remote, { version, ...record }) {
    const { changed, before } = await changeLive(remote, { type: 'hold', canary: version }, record);
    return changed ? before?.canary : undefined;
  }

  /** A token that lets requests carrying it see `version` of `remote` until `ttlMs` from now (naming the pull request it previews, if any). */
  async function grantPreview(remote, version, ttlMs, pullRequest) {
    if (!previewKey) throw new Error('no preview key to sign a smoke load or a preview with: set PREVIEW_SIGNING_KEY to the key the shell checks previews with');
    const expiresAt = new Date(Date.now() + ttlMs);
    return { token: await signPreviewToken({ remote, version, expiresAt, ...(pullRequest === undefined ? {} : { pullRequest }) }, previewKey) };
  }

  /** A credential marking a journey's page loads against `remote`'s canary synthetic until `ttlMs` from now. */
  async function grantSyntheticCredential(remote, ttlMs) {
    if (!previewKey) throw new Error('no preview key to sign a synthetic credential with: set PREVIEW_SIGNING_KEY to the key the shell checks them with');
    return { credential: await signSyntheticCredential({ remote, expiresAt: new Date(Date.now() + ttlMs) }, previewKey) };
  }

  /**
   * A grant composing the requests that carry it with every version in `versions` (remote
   * to version, or `local` for the remote's own build) until `ttlMs` from now: what `npm run
   * bisect` checks a state of the site with. Refused where a version is not in the store.
   * @param {Record<string, string>} versions @param {number} ttlMs
   */
  async function grantOverride(versions, ttlMs) {
    if (!previewKey) throw new Error('no preview key to sign an override with: set PREVIEW_SIGNING_KEY to the key the shell checks previews with');
    const missing = Object.entries(versions).filter(([remote, version]) => version !== OWN_BUILD && !(VERSION_PATTERN.test(version) && hasRelease(remote, version)));
    if (missing.length > 0) throw new Error(`no override of ${missing.map(([remote, version]) => `${remote} ${version}`).join(', ')}: not in the release store`);
    return { grant: await signOverrideGrant({ versions, expiresAt: new Date(Date.now() + ttlMs) }, previewKey) };
  }

  /**
   * Records a deploy of the shell (#44): a 'release' line of the part `shell` in the history,
   * from the release recorded last, under the store's lock; nothing where that release is
   * the one recorded last already. live.json is untouched: the store does not serve the shell.
   * @param {string} version the shell's release, as its X-Composed-From names it
   * @param {{ by: string, commit: string | null }} record
   * @returns {Promise<{ recorded: boolean, from: string | null }>}
   */
  async function recordShellRelease(version, { by, commit }) {
    if (!VERSION_PATTERN.test(version)) throw new Error(`not a release of the shell (12 hex digits): ${version}`);
    await mkdir(dir, { recursive: true });
    const unlock = await lockfile.lock(dir, { lockfilePath: path.join(dir, '.lock'), stale: 10_000, retries: { retries: 50, minTimeout: 50, maxTimeout: 200 } });
    try {
      const from = (await history()).findLast((line) => line.remote === SHELL)?.version ?? null;
      if (from === version) return { recorded: false, from };
      await appendFile(historyPath, `${JSON.stringify({ at: new Date().toISOString(), remote: SHELL, action: 'release', version, from, by, commit })}\n`);
      return { recorded: true, from };
    } finally {
      await unlock();
    }
  }

  /** When each version's folder was written. */
  const stagedAt = async (remote, version) => (await stat(folderOf(remote, version))).mtime;

  /** A release's mf-manifest.json. */
  const manifestOf = async (remote, version) => JSON.parse(await readFile(path.join(folderOf(remote, version), 'mf-manifest.json'), 'utf8'));

  return { dir, folderOf, readLive, history, versions, hasRelease, stage, discard, switchLive, startCanary, endCanary, holdCanary, grantPreview, grantSyntheticCredential, grantOverride, recordShellRelease, stagedAt, manifestOf };
}
