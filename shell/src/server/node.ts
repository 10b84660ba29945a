// The composer for Node: tooling/scripts/serve-dist.mjs serves the shell's files and
// hands page requests to it.
import template from '../../dist/index.html';
import type { Providers } from '../../../tooling/config/securityHeaders.cjs';
import { createComposer } from './composer';
import { createEncodedPages } from './encodedPages';
import { isPageRequest, pageHeadersFor } from './pageHeaders';
import type { ManifestSource } from './releasedManifest';

export { isPageRequest };
export { fixedManifest, releasedManifest, remotesJson } from './releasedManifest';

export interface NodeComposerOptions {
  manifest: ManifestSource;
  providers: Providers;
  /** The shell's own origin, to which no preconnect hint is needed. */
  ownOrigin?: string;
  siteOrigin?: string;
  budgetMs?: number;
}

export function createSiteComposer({ manifest, providers, ownOrigin, siteOrigin, budgetMs }: NodeComposerOptions) {
  const { composePage } = createComposer({ template, manifest, pageHeaders: pageHeadersFor(providers, ownOrigin), siteOrigin, budgetMs });
  const respond = createEncodedPages();
  return async (request: Request) => respond(request, await composePage(request));
}
