// robots.txt and sitemap.xml, as crawlers read them. The sitemap lists every page the
// public remotes publish (each remote's ssr/index.json, so a release that adds a page adds
// it here within a second), at the site's configured origin; the staff area is neither
// listed nor to be crawled.
import type { RemoteName } from 'site/routes';
import type { SiteManifest } from '../remotes/manifest';
import type { RemoteHtml } from './remoteHtml';

/** The staff hub's remote: none of its pages is for the public or for crawlers. */
const STAFF_REMOTE: RemoteName = 'staffhub';

/** Paths crawlers are asked to leave alone: the staff area, a visitor's own payment, the thank-you page. */
export const NOT_FOR_CRAWLERS = ['/kh', '/verify/trust', '/verify/checkout', '/confirmation'] as const;

const CACHE = 'public, max-age=300';

export function robotsTxt(siteOrigin: string): Response {
  const lines = ['User-agent: *', ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteOrigin}/sitemap.xml`, ''];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE } });
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every public page the remotes publish, the home page first; a remote that cannot be read is left out this time. */
export async function publicPages(site: SiteManifest, remoteHtml: RemoteHtml, budgetMs: number): Promise<string[]> {
  const deadline = () => AbortSignal.timeout(budgetMs);
  const lists = await Promise.all(
    site.remotes
      .filter((remote) => remote.name !== STAFF_REMOTE)
      .map((remote) =>
        remoteHtml.index(remote.entry, deadline).then(
          (index) => Object.keys(index.pages).filter((path) => !path.includes('?')),
          () => [],
        ),
      ),
  );
  return [...new Set(lists.flat())].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

export function sitemapXml(siteOrigin: string, paths: readonly string[]): Response {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteOrigin}${path}`)}</loc></url>`);
  const xml = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''];
  return new Response(xml.join('\n'), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE } });
}
