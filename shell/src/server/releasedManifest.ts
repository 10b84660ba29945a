// Which release of each remote is live. A release or a rollback (releases/tool) rewrites
// the release store's live.json; the composer reads it at most once a second and lays it
// over the manifest it was started with, so the switch shows on the next page load, with
// no rebuild and no restart. While a remote has a canary (site/src/canary.js), a visitor
// in the canary's cohorts gets its version instead, the HTML and the scripts alike (and,
// while a full release keeps a holdback for its watch, a visitor in the holdback's cohorts
// gets the version before it, until the holdback's time is up); the
// visitor's cohort is kept in a cookie (composer.ts sets it). A request carrying a preview token signed with the preview
// key (a release's smoke load) sees one staged release instead (a pull request's preview
// set, several: previewSet.ts): that request only, and
// never cached; one carrying an override grant (overrideManifest.ts) sees a whole site state,
// the same way. A token is checked by its signature and expiry alone: a random or forged
// one costs no read of the store.
import { z } from 'zod';
import { inCanary, inHoldback, newCohort, signCohort, verifiedCohort } from 'site/canary';
import { verifyPreviewToken } from 'credentials/previewToken';
import { syntheticCredentialOf, verifySyntheticCredential } from 'credentials/syntheticCredential';
import { isOverrideGrant, overrideGrantOf } from 'credentials/overrideGrant';
import { overriddenManifest } from './overrideManifest';
import { previewCookieOf } from './previewLink';
import { previewNames, previewSetOf, previewTokensOf } from './previewSet';
import { LIVE_FILE, PREVIEW_HEADER, VERSION_PATTERN, releaseFolder } from 'site/releaseLayout';
import type { SiteManifest } from '../remotes/manifest';

const version = z.string().regex(VERSION_PATTERN);
const canarySchema = z.object({ version, share: z.number().int().min(1).max(99) });
const holdbackSchema = z.object({ version, share: z.number().int().min(1).max(50), until: z.iso.datetime() });
const liveSchema = z.object({ remotes: z.record(z.string(), z.object({ version, canary: canarySchema.optional(), holdback: holdbackSchema.optional() })) });
type Canaries = Record<string, z.infer<typeof canarySchema>>;
type Holdbacks = Record<string, z.infer<typeof holdbackSchema>>;
type Versions = Record<string, string>;

export interface ManifestChoice {
  manifest: SiteManifest;
  /** `remote@version` when a preview grant put a staged release in the manifest (`remote@version, …` for a preview set, `override remote@version, …` for an override grant). */
  preview?: string;
  /** What the preview bar names, where the grant came in the preview cookie (a person's browser: previewLink.ts), not a header (a release's smoke load); `also`: a preview set's other remotes. */
  previewBar?: { remote: string; version: string; pullRequest?: number; also?: Array<{ remote: string; version: string }> };
  /**
   * While a canary runs: the visitor's cohort and, where this request gave it to them, the
   * signed value their cookie keeps it by (none without a preview key to sign with: the
   * cohort is then the request's alone).
   */
  cohort?: { value: number; assigned: boolean; signed?: string };
  /** The remote whose journey this request is, where it carries a synthetic credential signed with the preview key (its page's grant is marked synthetic). */
  synthetic?: string;
}

/** The manifest a request is composed with. */
export type ManifestSource = (request: Request) => ManifestChoice | Promise<ManifestChoice>;

/** remotes.json for this request: what its pages are composed with, never cached where a preview chose it. */
export async function remotesJson(manifestFor: ManifestSource, request: Request): Promise<Response> {
  const { manifest, preview, cohort } = await manifestFor(request);
  return Response.json(manifest, { headers: { 'Cache-Control': preview ? 'private, no-store' : cohort ? 'private, no-cache' : 'no-cache' } });
}

export const fixedManifest =
  (manifest: SiteManifest): ManifestSource =>
  () => ({ manifest });

export interface ReleasedManifestOptions {
  /** Where each remote lives until it has a release: the manifest the shell was started with. */
  base: SiteManifest;
  /** The release store's address. */
  releasesUrl: string;
  /** How the store is read: over HTTP, or from the bucket itself on Workers (bucketFetch.ts). */
  fetch?: typeof fetch;
  /** The key preview tokens are signed with (previewKeyFrom); without one, no request sees a staged release. */
  previewKey?: string;
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

export function releasedManifest({ base, releasesUrl, fetch: fetcher = fetch, previewKey, ttlMs = 1_000, timeoutMs = 1_000 }: ReleasedManifestOptions): ManifestSource {
  const root = releasesUrl.endsWith('/') ? releasesUrl : `${releasesUrl}/`;

  /** The file's JSON, or undefined where the store has no such file. */
  async function readJson(path: string): Promise<unknown> {
    const response = await fetcher(new URL(path, root).href, { signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  }

  // Before any read succeeds, every remote is where `base` says. A failed or malformed read
  // serves what the last successful read of this instance gave (`base` if none did), and is
  // logged once until a read succeeds again, not once a second. A missing live.json (404) is
  // not a failure: it means nothing released, so every remote goes back to `base`.
  let lastGood: { versions: Versions; canaries: Canaries; holdbacks: Holdbacks } = { versions: {}, canaries: {}, holdbacks: {} };
  let failing = false;
  const liveVersions = readEvery(ttlMs, () =>
    readJson(LIVE_FILE)
      .then((json) => {
        const remotes = json === undefined ? {} : liveSchema.parse(json).remotes;
        const known = Object.entries(remotes).filter(([name]) => base.remotes.some((remote) => remote.name === name));
        lastGood = {
          versions: Object.fromEntries(known.map(([name, release]) => [name, release.version])),
          canaries: Object.fromEntries(known.flatMap(([name, release]) => (release.canary ? [[name, release.canary]] : []))),
          holdbacks: Object.fromEntries(known.flatMap(([name, release]) => (release.holdback ? [[name, release.holdback]] : []))),
        };
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

  // The same versions give the same manifest object, so the pages drawn with it stay kept
  // (pageCache.ts): the live one's and, while a canary runs, the canary cohort's.
  const manifests = new Map<string, SiteManifest>();
  const liveManifest = (versions: Versions) => {
    const key = JSON.stringify(versions);
    let manifest = manifests.get(key);
    if (!manifest) {
      if (manifests.size >= 8) manifests.delete(manifests.keys().next().value!);
      manifests.set(key, (manifest = withVersions(base, versions, root)));
    }
    return manifest;
  };

  /**
   * The versions a visitor in `cohort` gets: each canary whose share takes in their cohort
   * (in that remote's order of cohorts), each holdback's version before whose share does
   * (the last in that order), the live version of the rest.
   */
  const versionsFor = (versions: Versions, canaries: Canaries, holdbacks: Holdbacks, cohort: number): Versions => ({
    ...versions,
    ...Object.fromEntries(Object.entries(holdbacks).flatMap(([name, holdback]) => (inHoldback(cohort, holdback.share, name) ? [[name, holdback.version]] : []))),
    ...Object.fromEntries(Object.entries(canaries).flatMap(([name, canary]) => (inCanary(cohort, canary.share, name) ? [[name, canary.version]] : []))),
  });

  /** The holdbacks whose time is not up at `now`: one past it is no longer kept, whether or not live.json has been rewritten since. */
  const heldBack = (holdbacks: Holdbacks, now: string): Holdbacks => Object.fromEntries(Object.entries(holdbacks).filter(([, holdback]) => now < holdback.until));

  return async (request) => {
    const { versions, canaries, holdbacks: kept } = await liveVersions();
    const holdbacks = heldBack(kept, new Date().toISOString());
    const credential = previewKey ? syntheticCredentialOf(request.headers.get('cookie')) : undefined;
    const synthetic = credential && previewKey ? (await verifySyntheticCredential(credential, previewKey))?.remote : undefined;
    let cohort: ManifestChoice['cohort'];
    if (Object.keys(canaries).length > 0 || Object.keys(holdbacks).length > 0) {
      // The cohort is the composer's to give (#44): only one it signed is kept.
      const kept = previewKey ? await verifiedCohort(request.headers.get('cookie'), previewKey) : undefined;
      if (kept !== undefined) cohort = { value: kept, assigned: false };
      else {
        const value = newCohort();
        cohort = previewKey ? { value, assigned: true, signed: await signCohort(value, previewKey) } : { value, assigned: true };
      }
    }
    const chosen = cohort ? versionsFor(versions, canaries, holdbacks, cohort.value) : versions;
    // A team's journey runs inside its own canary, whatever its cohort (releases/tool/journeys.mjs).
    const journeyCanary = synthetic ? canaries[synthetic] : undefined;
    const manifest = liveManifest(journeyCanary && synthetic ? { ...chosen, [synthetic]: journeyCanary.version } : chosen);
    const choice: ManifestChoice = { manifest, ...(cohort ? { cohort } : {}), ...(synthetic ? { synthetic } : {}) };
    // An override grant may come in its cookie instead (a browser's check: overrideGrant.js),
    // and a preview token in the preview cookie (a pull request's preview link: previewLink.ts).
    const header = request.headers.get(PREVIEW_HEADER);
    const token = header ?? overrideGrantOf(request.headers.get('cookie')) ?? previewCookieOf(request.headers.get('cookie'));
    if (!token || !previewKey) return choice;
    // A whole site state at once (npm run bisect): private, never judged, as a preview is.
    if (isOverrideGrant(token)) return (await overriddenManifest(token, previewKey, base, manifest, root)) ?? choice;
    // One staged remote, or a pull request's several (a preview set: previewSet.ts), each token checked on its own.
    const grant = previewSetOf(await Promise.all(previewTokensOf(token).map((each) => verifyPreviewToken(each, previewKey))));
    if (!grant || !grant.parts.every(({ remote }) => base.remotes.some(({ name }) => name === remote))) return choice;
    const staged = Object.fromEntries(grant.parts.map(({ remote, version }) => [remote, version]));
    const previewed = { manifest: withVersions(manifest, staged, root), preview: previewNames(grant) };
    if (header) return previewed;
    const [{ remote, version }, ...also] = grant.parts;
    return { ...previewed, previewBar: { remote, version, ...(grant.pullRequest === undefined ? {} : { pullRequest: grant.pullRequest }), ...(also.length > 0 ? { also } : {}) } };
  };
}
