// The composer on Cloudflare Workers: pages are composed here; the shell's files come
// from the Worker's static assets (the shell's dist/). The manifest is the SITE_MANIFEST
// variable (remotes.json's content), set at deploy time.
import template from '../../dist/index.html';
import { providersFromEnv } from '../../../tooling/config/securityHeaders.cjs';
import { parseManifest, type SiteManifest } from '../remotes/manifest';
import { createComposer, type Compose } from './composer';
import { isPageRequest, pageHeadersFor } from './pageHeaders';

interface Env {
  SITE_MANIFEST: string;
  SITE_ORIGIN?: string;
  EMAILJS_ORIGIN?: string;
  PAYMENT_HPP_ORIGIN?: string;
  CAPTCHA_SCRIPT_URL?: string;
  ASSETS?: { fetch: (request: Request) => Promise<Response> };
}

let composer: { source: string; compose: Compose } | undefined;

function composerFor(env: Env): Compose {
  if (composer?.source !== env.SITE_MANIFEST) {
    const manifest: SiteManifest = parseManifest(JSON.parse(env.SITE_MANIFEST));
    const compose = createComposer({
      template,
      manifest: () => manifest,
      pageHeaders: pageHeadersFor(
        providersFromEnv({ EMAILJS_ORIGIN: env.EMAILJS_ORIGIN, PAYMENT_HPP_ORIGIN: env.PAYMENT_HPP_ORIGIN, CAPTCHA_SCRIPT_URL: env.CAPTCHA_SCRIPT_URL }),
      ),
      siteOrigin: env.SITE_ORIGIN,
    });
    composer = { source: env.SITE_MANIFEST, compose };
  }
  return composer.compose;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (isPageRequest(request)) return composerFor(env)(request);
    if (new URL(request.url).pathname === '/remotes.json') {
      return new Response(env.SITE_MANIFEST, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' } });
    }
    return env.ASSETS ? env.ASSETS.fetch(request) : new Response('Not Found', { status: 404 });
  },
};
