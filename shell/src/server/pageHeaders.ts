// The headers of every composed page, on both runtimes: the security headers the shell's
// server has always sent, and connections to the remotes' origins opened early.
import type { Providers } from 'site/providers';
import { preconnectLinkHeader } from 'site/resourceHints';
import { COMMON_HEADERS, contentSecurityPolicy } from 'site/securityPolicy';
import type { SiteManifest } from '../remotes/manifest';
import type { InlineHashes } from './inlineHashes';

/** What the page loads besides its HTML: a page sent without the app loads nothing from the remotes up front (its islands, if any, later). */
export interface PageLoads {
  remoteCode: boolean;
}

export function pageHeadersFor(providers: Providers, ownOrigin?: string) {
  // Connections to the remotes' origins; the owning remote's entry is preloaded in the page's <head>, at low priority.
  return (manifest: SiteManifest, _pathname: string, inline: InlineHashes, loads: PageLoads = { remoteCode: true }): Record<string, string> => ({
    ...COMMON_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(manifest, providers, { styleHashes: inline.styles, scriptHashes: inline.scripts }),
    ...(loads.remoteCode ? { Link: preconnectLinkHeader(manifest, ownOrigin) } : {}),
  });
}

/** Pages are paths without a file extension; everything else is a file of the build. */
export function isPageRequest(request: Request): boolean {
  if (!['GET', 'HEAD', 'POST'].includes(request.method)) return false;
  const { pathname } = new URL(request.url);
  return !/\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}
