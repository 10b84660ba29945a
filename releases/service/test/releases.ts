// Builds of a remote as the release tool would send them, and the requests that upload,
// stage and switch one.
import { createHash } from 'node:crypto';
import type { ServiceUnderTest } from './serviceWorker';

export interface Build {
  remote: string;
  version: string;
  files: Record<string, string>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A small build of `remote` whose files say `text`, versioned by their hash as releases/tool/store.mjs does. */
export function buildOf(remote: string, text: string): Build {
  const files: Record<string, string> = {
    'remoteEntry.js': `/* ${remote}: ${text} */`,
    'mf-manifest.json': JSON.stringify({ name: remote, text }),
    'ssr/index.json': JSON.stringify({ pages: { '/': text } }),
  };
  const hash = createHash('sha256');
  for (const name of Object.keys(files).sort()) hash.update(name).update('\0').update(files[name]!).update('\0');
  return { remote, version: hash.digest('hex').slice(0, 12), files };
}

export const hashesOf = (build: Build) => Object.fromEntries(Object.entries(build.files).map(([name, text]) => [name, sha256(text)]));

export const json = { 'Content-Type': 'application/json' };

export const uploadFile = (service: ServiceUnderTest, token: string, build: Build, name: string, text = build.files[name]!) =>
  service.request('PUT', `/releases/${build.remote}/${build.version}/${name}`, { token, body: text });

export async function uploadAndStage(service: ServiceUnderTest, token: string, build: Build): Promise<void> {
  for (const name of Object.keys(build.files)) {
    const response = await uploadFile(service, token, build, name);
    if (response.status >= 300) throw new Error(`upload of ${name} answered ${response.status}: ${await response.text()}`);
  }
  const staged = await service.request('POST', `/releases/${build.remote}/${build.version}`, { token, headers: json, body: JSON.stringify({ files: hashesOf(build) }) });
  if (staged.status >= 300) throw new Error(`staging answered ${staged.status}: ${await staged.text()}`);
}

export interface LiveEntry {
  version: string;
  at: string;
  canary?: { version: string; share: number; at: string };
}

export async function liveOf(service: ServiceUnderTest, token: string): Promise<{ live: { remotes: Record<string, LiveEntry> }; etag: string | null }> {
  return (await service.request('GET', '/live', { token })).json() as never;
}

export const switchTo = (service: ServiceUnderTest, token: string, build: Build, etag?: string | null, commit: string | null = null) =>
  service.request('POST', `/live/${build.remote}`, {
    token,
    headers: { ...json, ...(etag ? { 'If-Match': `"${etag}"` } : {}) },
    body: JSON.stringify({ version: build.version, commit }),
  });

/** Uploads, stages and switches to `build`, as a release does. */
export async function releaseBuild(service: ServiceUnderTest, token: string, build: Build): Promise<void> {
  await uploadAndStage(service, token, build);
  const response = await switchTo(service, token, build, (await liveOf(service, token)).etag);
  if (response.status !== 200) throw new Error(`the switch answered ${response.status}: ${await response.text()}`);
}

export async function historyOf(service: ServiceUnderTest, token: string) {
  return ((await (await service.request('GET', '/history', { token })).json()) as { history: Array<Record<string, unknown>> }).history;
}

export async function refusalsOf(service: ServiceUnderTest) {
  return (await service.db.prepare('SELECT key_id, action, remote, version, reason FROM refusals ORDER BY id').all()).results;
}
