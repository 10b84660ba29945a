// The composer on Cloudflare Workers: pages are composed here; the shell's files come
// from the Worker's static assets (the shell's dist/). The manifest is the SITE_MANIFEST
// variable (remotes.json's content), set at deploy time; with RELEASES_URL, the release
// store's live releases are laid over it, read again each second (releasedManifest.ts).
import template from '../../dist/index.html';
import { providersFromEnv } from 'site/providers';
import { parseManifest, type SiteManifest } from '../remotes/manifest';
import { createComposer, type Compose } from './composer';
import { isPageRequest, pageHeadersFor } from './pageHeaders';
import { fixedManifest, releasedManifest, remotesJson, type ManifestSource } from './releasedManifest';
import { MissingSiteOrigin, siteOriginFrom } from './siteOrigin';

interface Env {
  SITE_MANIFEST: string;
  RELEASES_URL?: string;
  /** The public origin written into every page: required (siteOrigin.ts). */
  SITE_ORIGIN?: string;
  EMAILJS_ORIGIN?: string;
  PAYMENT_HPP_ORIGIN?: string;
  CAPTCHA_SCRIPT_URL?: string;
  /** How long a page waits on its remote before answering with the fallback (default 300 ms). */
  REMOTE_HTML_BUDGET_MS?: string;
  ASSETS?: { fetch: (request: Request) => Promise<Response> };
}

interface Site {
  source: string;
  manifestFor: ManifestSource;
  compose: Compose;
}

// Kept by the isolate between requests, and made again when its variables change.
let site: Site | undefined;

function siteFor(env: Env): Site {
  const source = `${env.SITE_MANIFEST}\n${env.RELEASES_URL ?? ''}\n${env.REMOTE_HTML_BUDGET_MS ?? ''}\n${env.SITE_ORIGIN ?? ''}`;
  if (site?.source !== source) {
    const base: SiteManifest = parseManifest(JSON.parse(env.SITE_MANIFEST));
    const manifestFor = env.RELEASES_URL ? releasedManifest({ base, releasesUrl: env.RELEASES_URL }) : fixedManifest(base);
    const compose = createComposer({
      template,
      manifest: manifestFor,
      pageHeaders: pageHeadersFor(
        providersFromEnv({ EMAILJS_ORIGIN: env.EMAILJS_ORIGIN, PAYMENT_HPP_ORIGIN: env.PAYMENT_HPP_ORIGIN, CAPTCHA_SCRIPT_URL: env.CAPTCHA_SCRIPT_URL }),
      ),
      siteOrigin: siteOriginFrom(env),
      budgetMs: Number(env.REMOTE_HTML_BUDGET_MS) || undefined,
    });
    site = { source, manifestFor, compose };
  }
  return site;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    try {
      if (isPageRequest(request)) return await siteFor(env).compose(request);
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
