// Which release of each remote is live. A release or a rollback (tooling/release) rewrites
// the release store's live.json; the composer reads it at most once a second and lays it
// over the manifest it was started with, so the switch shows on the next page load, with
// no rebuild and no restart. A request carrying a preview grant's token (a release's
// smoke load) sees one staged release instead: that request only, and never cached.
import { z } from 'zod';
import {
  LIVE_FILE,
  PREVIEW_HEADER,
  PREVIEW_TOKEN_PATTERN,
  VERSION_PATTERN,
  previewFile,
  releaseFolder,
} from 'site/releaseLayout';
import type { SiteManifest } from '../remotes/manifest';

const version = z.string().regex(VERSION_PATTERN);
const liveSchema = z.object({ remotes: z.record(z.string(), z.object({ version })) });
const grantSchema = z.object({ remote: z.string(), version, expiresAt: z.iso.datetime() });
type Grant = z.infer<typeof grantSchema>;
type Versions = Record<string, string>;

export interface ManifestChoice {
  manifest: SiteManifest;
  /** `remote@version` when a preview grant put a staged release in the manifest. */
  preview?: string;
}

/** The manifest a request is composed with. */
export type ManifestSource = (request: Request) => ManifestChoice | Promise<ManifestChoice>;

/** remotes.json for this request: what its pages are composed with, never cached where a preview chose it. */
export async function remotesJson(manifestFor: ManifestSource, request: Request): Promise<Response> {
  const { manifest, preview } = await manifestFor(request);
  return Response.json(manifest, { headers: { 'Cache-Control': preview ? 'private, no-store' : 'no-cache' } });
}

export const fixedManifest =
  (manifest: SiteManifest): ManifestSource =>
  () => ({ manifest });

export interface ReleasedManifestOptions {
  /** Where each remote lives until it has a release: the manifest the shell was started with. */
  base: SiteManifest;
  /** The release store's address. */
  releasesUrl: string;
  fetch?: typeof fetch;
  /** How long what was read from the store stands. */
  ttlMs?: number;
  /** How long a read of the store may take before the last one read stands instead. */
  timeoutMs?: number;
}

const withVersions = (manifest: SiteManifest, versions: Versions, root: string): SiteManifest => ({
  ...manifest,
  remotes: manifest.remotes.map((remote) => {
    const live = versions[remote.name];
    return live ? { ...remote, entry: new URL(`${releaseFolder(remote.name, live)}remoteEntry.js`, root).href } : remote;
  }),
});

/** Something read from the store, read again once it is `ttlMs` old; concurrent requests share one read. */
function readEvery<T>(ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ttlMs) last = { at: now, value: read() };
    return last.value;
  };
}

export function releasedManifest({ base, releasesUrl, fetch: fetcher = fetch, ttlMs = 1_000, timeoutMs = 1_000 }: ReleasedManifestOptions): ManifestSource {
  const root = releasesUrl.endsWith('/') ? releasesUrl : `${releasesUrl}/`;

  /** The file's JSON, or undefined where the store has no such file. */
  async function readJson(path: string): Promise<unknown> {
    const response = await fetcher(new URL(path, root).href, { signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  }

  // Nothing released yet: every remote where `base` says. A failed read keeps the last
  // good one, and is logged once until a read succeeds again, not once a second.
  let lastGood: Versions = {};
  let failing = false;
  const liveVersions = readEvery(ttlMs, () =>
    readJson(LIVE_FILE)
      .then((json) => {
        const remotes = json === undefined ? {} : liveSchema.parse(json).remotes;
        lastGood = Object.fromEntries(Object.entries(remotes).map(([name, release]) => [name, release.version]));
        failing = false;
        return lastGood;
      })
      .catch((error: unknown) => {
        if (!failing) {
          const why = error instanceof z.ZodError ? 'it is malformed' : String(error);
          console.error(`the release store's ${LIVE_FILE} could not be read (${why}); the releases read before stay live`);
        }
        failing = true;
        return lastGood;
      }),
  );

  // Bounded: a token is 32 random bytes, so anyone may send one, and only grants the
  // release tool wrote are ever found.
  const grants = new Map<string, () => Promise<Grant | undefined>>();
  function grantFor(token: string): Promise<Grant | undefined> {
    let read = grants.get(token);
    if (!read) {
      read = readEvery(ttlMs, () =>
        readJson(previewFile(token))
          .then((json) => (json === undefined ? undefined : grantSchema.parse(json)))
          .catch(() => undefined),
      );
      if (grants.size >= 100) grants.delete(grants.keys().next().value!);
      grants.set(token, read);
    }
    return read();
  }

  // The same versions give the same manifest object, so the pages drawn with it stay kept (pageCache.ts).
  let live: { key: string; manifest: SiteManifest } | undefined;
  const liveManifest = (versions: Versions) => {
    const key = JSON.stringify(versions);
    if (live?.key !== key) live = { key, manifest: withVersions(base, versions, root) };
    return live.manifest;
  };

  return async (request) => {
    const manifest = liveManifest(await liveVersions());
    const token = request.headers.get(PREVIEW_HEADER);
    if (!token || !PREVIEW_TOKEN_PATTERN.test(token)) return { manifest };
    const grant = await grantFor(token);
    const valid = grant && Date.parse(grant.expiresAt) > Date.now() && base.remotes.some(({ name }) => name === grant.remote);
    if (!valid) return { manifest };
    return { manifest: withVersions(manifest, { [grant.remote]: grant.version }, root), preview: `${grant.remote}@${grant.version}` };
  };
}
