// The release store behind the release service (releases/service): the same
// methods as the folder store (store.mjs) for release.mjs, rollback.mjs and list.mjs,
// each a request with the team's key. Where the service differs:
//   - staging uploads each file (written once: the same bytes again are a no-op), then
//     lists them with their SHA-256, which fixes the version's files;
//   - a switch sends the ETag of the live.json it read, and reads again and retries when
//     another switch won meanwhile (412 { retry }); so do a canary's start and end;
//   - the history names the key that switched (the service's record), not RELEASED_BY;
//   - a staged version is never deleted by the tool (discard does nothing): prune removes
//     those that are not live nor among the latest;
//   - preview grants are signed and expire on their own: revoking one does nothing;
//   - synthetic credentials (journeys) are signed by the service too, for the key's remote;
//   - the service does not serve a release's files: manifestOf answers null.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ServiceRefusal, serviceClient } from './serviceClient.mjs';
import { filesOf, versionOf } from './store.mjs';

/** How many times a switch reads live.json again after losing a race. */
const SWITCH_ATTEMPTS = 5;

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const pathOf = (file) => file.split('/').map(encodeURIComponent).join('/');

/** @param {{ url: string, key: string, fetch?: typeof fetch }} options */
export function openServiceStore({ url, key, fetch }) {
  const call = serviceClient({ url, key, fetch });

  /** @returns {Promise<import('./store.mjs').Live>} */
  const readLive = async () => ({ remotes: (await call('GET', '/live')).body.live.remotes });

  /** @returns {Promise<import('./store.mjs').HistoryRecord[]>} */
  const history = async () => (await call('GET', '/history')).body.history;

  const releasesOf = async (remote) => (await call('GET', '/releases')).body.releases.filter((release) => release.remote === remote);

  const versions = async (remote) => (await releasesOf(remote)).map(({ version }) => version);

  const hasRelease = async (remote, version) => (await versions(remote)).includes(version);

  async function stage(remote, distDir) {
    const version = await versionOf(distDir);
    const files = {};
    for (const file of await filesOf(distDir)) {
      const bytes = await readFile(path.join(distDir, file));
      await call('PUT', `/releases/${remote}/${version}/${pathOf(file)}`, { body: bytes });
      files[file] = sha256(bytes);
    }
    const { status } = await call('POST', `/releases/${remote}/${version}`, { json: { files } });
    return { version, created: status === 201 };
  }

  async function discard() {}

  /** POSTs `json` to `request` with the ETag of the live.json just read, reading again and retrying while another change wins. */
  async function changeLive(request, json) {
    for (let attempt = 1; ; attempt++) {
      const { etag } = (await call('GET', '/live')).body;
      try {
        return (await call('POST', request, { json, headers: etag ? { 'If-Match': `"${etag}"` } : {} })).body;
      } catch (error) {
        if (!(error instanceof ServiceRefusal && error.status === 412 && error.details.retry) || attempt === SWITCH_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Makes `version` live through the service (a rollback through its rollback request, so
   * the history says so); returns the version it replaced.
   * @param {{ action: 'release' | 'rollback', commit: string | null, holdback?: { share: number, minutes: number } }} record
   */
  async function switchLive(remote, version, { action, commit, holdback }) {
    const request = action === 'rollback' ? `/live/${remote}/rollback` : `/live/${remote}`;
    return (await changeLive(request, { version, commit, ...(holdback && action === 'release' ? { holdback } : {}) })).from;
  }

  /**
   * Makes a staged `version` live for `share` percent of visitors beside the live version;
   * returns the live version. Refused (409) when the remote has no live release.
   * @param {{ commit: string | null }} record
   */
  async function startCanary(remote, version, share, { commit }, steps) {
    return (await changeLive(`/live/${remote}/canary`, { version, share, ...(steps ? { steps } : {}), commit: commit ?? null })).from;
  }

  /**
   * Ends the remote's canary, promoted to everyone or aborted, the judgment in the history
   * (the service records the key, not `by`). Returns the canary ended, or undefined when
   * there was none.
   * @param {'promote' | 'abort'} outcome
   * @param {{ commit?: string | null, judgment?: object, holdback?: { share: number, minutes: number } }} record
   * @returns {Promise<{ version: string, share: number, at: string } | undefined>}
   */
  async function endCanary(remote, outcome, { commit = null, judgment, holdback } = {}) {
    return (await changeLive(`/live/${remote}/canary/end`, { outcome, commit, ...(judgment ? { judgment } : {}), ...(holdback ? { holdback } : {}) })).ended ?? undefined;
  }

  /** The service signs it and records until when the version is previewed (its prune keeps it until then). */
  async function grantPreview(remote, version, ttlMs, pullRequest) {
    const json = { version, ttlSeconds: Math.round(ttlMs / 1000), ...(pullRequest === undefined ? {} : { pullRequest }) };
    const { body } = await call('POST', `/previews/${remote}`, { json });
    return { token: body.token };
  }

  /** The service signs it (the workflow holds no preview key), for the key's own remote only. */
  async function grantSyntheticCredential(remote, ttlMs) {
    const { body } = await call('POST', `/synthetic-credentials/${remote}`, { json: { ttlSeconds: Math.round(ttlMs / 1000) } });
    return { credential: body.credential };
  }

  /** The service checks each version is staged and the key releases every remote named (a staff key). */
  async function grantOverride(versions, ttlMs) {
    const { body } = await call('POST', '/overrides', { json: { versions, ttlSeconds: Math.round(ttlMs / 1000) } });
    return { grant: body.grant };
  }

  /** The service records it with the key's name (a key minted for `shell`): POST /shell/releases. */
  async function recordShellRelease(version, { commit }) {
    const { body } = await call('POST', '/shell/releases', { json: { version, commit: commit ?? null } });
    return { recorded: body.recorded, from: body.from };
  }

  async function stagedAt(remote, version) {
    const release = (await releasesOf(remote)).find((candidate) => candidate.version === version);
    return new Date(release.stagedAt);
  }

  const manifestOf = async () => null;

  /** What a prune of the key's remotes removes (only with `apply`), and why each version stays or goes. */
  const prune = async ({ keep, apply }) => (await call('POST', '/prune', { json: { apply, ...(keep === undefined ? {} : { keep }) } })).body;

  return { url, readLive, history, versions, hasRelease, stage, discard, switchLive, startCanary, endCanary, grantPreview, grantSyntheticCredential, grantOverride, recordShellRelease, stagedAt, manifestOf, prune };
}
