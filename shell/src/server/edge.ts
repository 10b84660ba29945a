// The composer on Cloudflare Workers: pages are composed here; the shell's files come
// from the Worker's static assets (the shell's dist/). The manifest is the SITE_MANIFEST
// variable (remotes.json's content), set at deploy time; with RELEASES_URL, the release
// store's live releases are laid over it, read for each page (releasedManifest.ts),
// from the store's R2 bucket where the Worker is bound to it (RELEASES), else over HTTP.
import template from '../../dist/index.html';
import shellShares from '../../dist/shared-keys.json';
import { previewKeyFrom } from 'credentials/previewToken';
import { fieldGrantKeyFrom } from 'credentials/fieldGrant';
import { providersFromEnv } from 'site/providers';
import { parseManifest, type SiteManifest } from '../remotes/manifest';
import { bucketFetch, type ReleaseBucket } from './bucketFetch';
import { createComposer, type Compose } from './composer';
import { fieldGrants, type FieldGrants } from './fieldGrant';
import { isPageRequest, pageHeadersFor } from './pageHeaders';
import { fixedManifest, releasedManifest, remotesJson, type ManifestSource } from './releasedManifest';
import { createRemoteHtml } from './remoteHtml';
import { MissingSiteOrigin, siteOriginFrom } from './siteOrigin';
import { nativeFormsFrom } from './native-forms/nativeFormsFrom';
import { previewLinks } from './previewLink';

interface Env {
  SITE_MANIFEST: string;
  /** The release store's public address: where browsers load a release's files. */
  RELEASES_URL?: string;
  /** The store's bucket, which the composer reads live.json and releases' pages from. */
  RELEASES?: ReleaseBucket;
  /** The key a release's smoke load is signed with (a secret, the release service's own). */
  PREVIEW_SIGNING_KEY?: string;
  /** The key each page's field grant is signed with (a secret the worker shares: fieldGrant.ts). */
  FIELD_GRANT_KEY?: string;
  ALLOW_DEV_DEFAULTS?: string;
  /** The public origin written into every page: required (siteOrigin.ts). */
  SITE_ORIGIN?: string;
  EMAILJS_ORIGIN?: string;
  PAYMENT_HPP_ORIGIN?: string;
  CAPTCHA_SCRIPT_URL?: string;
  /** How long a page waits on its remote before answering with the fallback (default 300 ms). */
  REMOTE_HTML_BUDGET_MS?: string;
  /** How long any request may take before it is answered 503 (default 5 s; composerDeadline.ts). */
  COMPOSER_DEADLINE_MS?: string;
  /** Shared with the worker, for forms posted without scripts (a secret; credentials/src/composerSecret.js). */
  COMPOSER_SECRET?: string;
  ASSETS?: { fetch: (request: Request) => Promise<Response> };
}

interface Site {
  manifestFor: ManifestSource;
  compose: Compose;
  grants: FieldGrants;
  /** A pull request's preview link, and leaving it (previewLink.ts). */
  previewLink: (request: Request) => Promise<Response | undefined>;
}

/** The preview key, or none where it is unusable: pages are still drawn, with no previews. */
function previewKeyOf(env: Env): string | undefined {
  try {
    return previewKeyFrom({ PREVIEW_SIGNING_KEY: env.PREVIEW_SIGNING_KEY });
  } catch (error) {
    console.error(`shell: ${(error as Error).message}; no release previews until it is`);
    return undefined;
  }
}

/** The field grant key, or none where it is unusable: pages are still drawn, with no grants (nothing is counted). */
function fieldGrantKeyOf(env: Env): string | undefined {
  try {
    return fieldGrantKeyFrom({ FIELD_GRANT_KEY: env.FIELD_GRANT_KEY, ALLOW_DEV_DEFAULTS: env.ALLOW_DEV_DEFAULTS });
  } catch (error) {
    console.error(`shell: ${(error as Error).message}; no field grants until it is`);
    return undefined;
  }
}

/** Forms posted without scripts, or none where the secret is unusable: pages are still drawn. */
function nativeFormsOf(env: Env): ReturnType<typeof nativeFormsFrom> {
  try {
    return nativeFormsFrom({ COMPOSER_SECRET: env.COMPOSER_SECRET, ALLOW_DEV_DEFAULTS: env.ALLOW_DEV_DEFAULTS });
  } catch (error) {
    console.error(`shell: ${(error as Error).message}; forms posted without scripts go back to their page until it is`);
    return undefined;
  }
}

/**
 * The composer for one request. Made anew for each: on Workers a promise one request
 * started (a read of live.json, of a remote's index or page) cannot be awaited by another
 * (it may never settle there, and the page would never answer), so nothing read is shared
 * between requests; the CDN in front keeps pages (s-maxage) instead.
 */
function siteFor(env: Env): Site {
  const base: SiteManifest = parseManifest(JSON.parse(env.SITE_MANIFEST));
  const releasesUrl = env.RELEASES_URL;
  const read: typeof fetch = releasesUrl && env.RELEASES ? bucketFetch(env.RELEASES, releasesUrl) : (input, init) => fetch(input, init);
  const previewKey = previewKeyOf(env);
  const siteOrigin = siteOriginFrom(env);
  const manifestFor = releasesUrl ? releasedManifest({ base, releasesUrl, fetch: read, previewKey }) : fixedManifest(base);
  const grants = fieldGrants(manifestFor, fieldGrantKeyOf(env));
  const compose = createComposer({
    template,
    manifest: grants.manifest,
    pageHeaders: pageHeadersFor(
      providersFromEnv({ EMAILJS_ORIGIN: env.EMAILJS_ORIGIN, PAYMENT_HPP_ORIGIN: env.PAYMENT_HPP_ORIGIN, CAPTCHA_SCRIPT_URL: env.CAPTCHA_SCRIPT_URL }),
    ),
    siteOrigin,
    remoteHtml: createRemoteHtml({ fetch: read }),
    budgetMs: Number(env.REMOTE_HTML_BUDGET_MS) || undefined,
    deadlineMs: Number(env.COMPOSER_DEADLINE_MS) || undefined,
    shellShares,
    nativeForms: nativeFormsOf(env),
  });
  return { manifestFor, compose, grants, previewLink: previewLinks({ previewKey, siteOrigin }) };
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    try {
      if (isPageRequest(request)) {
        const site = siteFor(env);
        const previewLink = await site.previewLink(request);
        if (previewLink) return previewLink;
        return await site.grants.granted(request, await site.compose(request, { visitorAddress: request.headers.get('CF-Connecting-IP') ?? undefined }));
      }
      if (pathname === '/robots.txt') return siteFor(env).compose.robots();
      if (pathname === '/sitemap.xml') return await siteFor(env).compose.sitemap(request);
    } catch (error) {
      // A Worker has no start-up to refuse: without its public origin it draws no page.
      if (!(error instanceof MissingSiteOrigin)) throw error;
      console.error(`shell: ${error.message}`);
      return new Response('This site is not configured yet.', { status: 500, headers: { 'Cache-Control': 'no-store' } });
    }
    if (pathname === '/remotes.json') return remotesJson(siteFor(env).manifestFor, request);
    return env.ASSETS ? env.ASSETS.fetch(request) : new Response('Not Found', { status: 404 });
  },
};
