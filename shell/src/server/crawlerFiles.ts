// robots.txt and sitemap.xml, as crawlers read them. The sitemap lists every page the
// public remotes publish (each remote's ssr/index.json, so a release that adds a page adds
// it here within a second), at the site's configured origin. What crawlers are asked to
// leave alone (the staff area, a visitor's own payment) is not listed either.
import type { SiteManifest } from '../remotes/manifest';
import type { RemoteHtml } from './remoteHtml';

/** Paths crawlers are asked to leave alone: the staff area, the office, a visitor's own payment, the thank-you pages, a booking's own page. */
export const NOT_FOR_CRAWLERS = ['/kh', '/verify/trust', '/office', '/verify/checkout', '/confirmation', '/book/confirmed', '/book/manage'] as const;

const CACHE = 'public, max-age=300';

export function robotsTxt(siteOrigin: string): Response {
  const lines = ['User-agent: *', ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteOrigin}/sitemap.xml`, ''];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE } });
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const forCrawlers = (path: string) => !NOT_FOR_CRAWLERS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Every page the remotes publish for crawlers, the home page first; a remote that cannot be read is left out this time. */
export async function publicPages(site: SiteManifest, remoteHtml: RemoteHtml, budgetMs: number): Promise<string[]> {
  const deadline = () => AbortSignal.timeout(budgetMs);
  const lists = await Promise.all(
    site.remotes.map((remote) =>
      remoteHtml.index(remote.entry, deadline).then(
        (index) => Object.keys(index.pages).filter((path) => !path.includes('?') && forCrawlers(path)),
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
