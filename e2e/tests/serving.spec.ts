// How the built site is served: security headers on the page, compressed assets,
// long-lived caching for hashed files, and none for what a release replaces.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { REMOTES } from 'site/remotes';
import { publishedPages } from '../support/publicPages';
import { appServer } from '../support/servers';
import { WITH_UNLOCK_HINT } from '../support/staff';
import { environment, ports, repoRoot, sandboxUrl, siteUrl, SPARE_PORT_BASE, workerUrl } from '../support/site';

const remoteOrigins = ['marketing', 'careers', 'payments', 'guides', 'staffhub'].map(
  (remote) => `http://localhost:${ports[remote as keyof typeof ports]}`,
);

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources.sort()];
    }),
  );
}


/** The state the server wrote into a page (shell/src/remotes/serverState.ts). */
const stateIn = <State>(html: string) => JSON.parse(/<script type="application\/json" id="site-state">(.*?)<\/script>/.exec(html)![1]!) as State;

test('the page carries a Content-Security-Policy naming exactly the site and its third parties', async ({ request }) => {
  const response = await request.get(`${siteUrl}/verify/checkout`); // a page the app draws, its early capture inline
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = directives(response.headers()['content-security-policy'] ?? '');
  const sorted = (...sources: string[]) => [...new Set(sources)].sort();
  // The page's own inline blocks are allowed one by one, by hash: the shell's and the
  // remote's style sheets, and the early-events script in the <head>.
  const html = await response.text();
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const styleHashes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => hash(match[1]!));
  expect(styleHashes.length).toBeGreaterThan(2);
  const earlyScript = /<script data-early-events>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(earlyScript).toBeDefined();
  expect(policy).toEqual({
    'default-src': ["'self'"],
    'script-src': sorted("'self'", ...remoteOrigins, sandboxUrl, 'https://cdn.curator.io', hash(earlyScript!)),
    'style-src': sorted("'self'", ...remoteOrigins, 'https://cdn.curator.io', ...styleHashes),
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': sorted("'self'", 'data:', 'blob:', ...remoteOrigins, 'https://*.curator.io'),
    'connect-src': sorted("'self'", workerUrl, sandboxUrl, 'https://api.curator.io'),
    'frame-src': sorted(sandboxUrl, 'https://www.youtube-nocookie.com'),
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
});

test("the page opens connections to the remotes' origins, and fetches its scripts at low priority", async ({ request }) => {
  const preconnects = remoteOrigins.map((origin) => `<${origin}>; rel=preconnect`);
  for (const path of ['/verify/checkout', '/kh/sonos', '/nothing/here']) {
    const response = await request.get(`${siteUrl}${path}`, { headers: WITH_UNLOCK_HINT, maxRedirects: 0 });
    expect((response.headers()['link'] ?? '').split(', '), path).toEqual(preconnects);
    const preloads = (await response.text()).match(/<link rel="preload" as="script"[^>]*>/g) ?? [];
    expect(preloads.length, path).toBeGreaterThan(0);
    for (const preload of preloads) expect(preload, path).toContain('fetchpriority="low"');
  }
  // A page without islands loads nothing from the remotes (#42): no connection, no preload.
  const team = await request.get(`${siteUrl}/team`);
  expect(team.headers()['link']).toBeUndefined();
  expect(await team.text()).not.toContain('<link rel="preload" as="script"');
});

test("a page sent without the app names the code of its island that loads at once, for after the first paint, and none of the app's: nothing is preloaded with it", async ({ request }) => {
  const forms = [
    ['/apply/positions/1', ports.careers, 'application'],
    ['/support/newTicket', ports.marketing, 'ticket-form'],
    ['/opportunity', ports.marketing, 'quote-form'],
    ['/book', ports.marketing, 'booking-form'],
    ['/gettingstarted/lan', ports.guides, 'lan-form'],
    ['/verify', ports.payments, 'payment-wizard'],
    ['/verify/trust', ports.staffhub, 'keypad'],
    ['/kh', ports.staffhub, 'hub-topics'],
  ] as const;
  for (const [path, port, island] of forms) {
    const html = await (await request.get(`${siteUrl}${path}`, { headers: WITH_UNLOCK_HINT, maxRedirects: 0 })).text();
    const { islandCode } = stateIn<{ islandCode: string[] }>(html);
    const origin = `http://localhost:${port}`;
    expect(islandCode, path).toEqual(
      expect.arrayContaining([`${origin}/islands.js`, expect.stringMatching(new RegExp(`^${origin}/islands/island-${island}\\.\\w+\\.js$`))]),
    );
    for (const file of islandCode) expect(file, path).toMatch(new RegExp(`^${origin}/islands(/|\\.js$)`));
    expect(html, path).not.toContain('<link rel="preload" as="script"');
  }
  // Islands that load when seen or touched are not named with the page.
  expect(await (await request.get(`${siteUrl}/`)).text()).not.toContain('"islandCode"');
});

test('a release shows at once: the page, remotes.json, remote entries and indexes are revalidated on every load', async ({ request }) => {
  // A CDN may keep a page five seconds; a browser asks again on every load.
  expect((await request.get(`${siteUrl}/`)).headers()['cache-control']).toBe('public, max-age=0, s-maxage=5');
  for (const url of [`${siteUrl}/remotes.json`, `${siteUrl}/main.js`, `${remoteOrigins[1]}/remoteEntry.js`, `${remoteOrigins[1]}/ssr/index.json`]) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe('no-cache');
  }
});

test('every page names the shell and each remote version that drew it, as the manifest in its own state has them', async ({ request }) => {
  for (const path of ['/', '/apply/positions/1', '/nothing/here', '/kh/sonos']) {
    const response = await request.get(`${siteUrl}${path}`, { headers: WITH_UNLOCK_HINT, maxRedirects: 0 });
    const { manifest } = stateIn<{ manifest: { remotes: Array<{ name: string; entry: string }> } }>(await response.text());
    const versions = manifest.remotes.map(({ name, entry }) => `${name}=${/\/([0-9a-f]{12})\/remoteEntry\.js$/.exec(entry)?.[1] ?? 'local'}`);
    expect(manifest.remotes.map(({ name }) => name).sort(), path).toEqual([...REMOTES].sort());
    expect(response.headers()['x-composed-from'], path).toBe(['shell=local', ...versions].join('; '));
  }
});

test('hashed assets are compressed and cached for a year; remotes serve them to the site cross-origin', async ({ request }) => {
  const distDir = path.join(repoRoot, 'mf-careers/dist');
  // The largest: the build keeps no compressed copy of a file compression barely shrinks.
  const hashed = readdirSync(distDir)
    .filter((name) => /\.[0-9a-f]{10}\.js$/.test(name))
    .sort((a, b) => statSync(path.join(distDir, b)).size - statSync(path.join(distDir, a)).size)[0];
  expect(hashed).toBeDefined();
  const url = `${remoteOrigins[1]}/${hashed}`;
  for (const [accept, encoding] of [
    ['br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': accept } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test("a remote's host runs its server code for a refused form's page and never serves it as a file", async ({ request }) => {
  const marketing = remoteOrigins[0]!;
  expect((await request.get(`${marketing}/server/renderRemote.mjs`)).status()).toBe(404);
  const drawn = await request.post(`${marketing}/ssr/refusal`, {
    data: { address: '/support/newTicket', refusal: { form: 'ticket', values: { name: 'Ada Lovelace' }, issues: [{ path: 'email', message: 'Please enter your email' }], stamp: '1.a' } },
  });
  expect([drawn.status(), drawn.headers()['content-type'], drawn.headers()['cache-control']]).toEqual([200, 'application/json; charset=utf-8', 'no-store']);
  const { html } = (await drawn.json()) as { html: string };
  expect(html).toContain('value="Ada Lovelace"');
  expect(html).toContain('>Please enter your email</p>');
  const refused = await request.post(`${marketing}/ssr/refusal`, { data: { address: '/support/newTicket' } });
  expect([refused.status(), await refused.json()]).toEqual([400, { error: 'The body is not a refused form of this remote' }]);
});

// The pages are cached with no Vary on Host: an address taken from a request would be
// served to everyone. Outside development the composer needs its public origin.
test('the shell’s Node host does not start outside development without its public origin', async () => {
  const { ALLOW_DEV_DEFAULTS: _development, SITE_ORIGIN: _origin, ...production } = { ...process.env, ...environment };
  const result = spawnSync(process.execPath, [...appServer('shell'), '--port', String(SPARE_PORT_BASE + 7)], {
    cwd: repoRoot,
    env: production,
    encoding: 'utf8',
    timeout: 15_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('SITE_ORIGIN is not set');
});

test('crawlers get robots.txt and a sitemap of every public page, no staff page; browsers get the icons and the manifest', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Disallow: /kh\nDisallow: /verify/trust\n`);
  expect(await robots.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  expect(await robots.text()).toContain(`Disallow: /book/confirmed\nDisallow: /book/manage\n`);
  const notForCrawlers = (path: string) => ['/kh', '/verify/trust', '/verify/checkout', '/confirmation', '/book/confirmed', '/book/manage'].some((prefix) => path.startsWith(prefix));
  const forCrawlers = REMOTES.flatMap(publishedPages).filter((path) => !notForCrawlers(path));
  expect([...listed].sort()).toEqual([...forCrawlers].sort());
  expect(listed).toContain('/apply/positions/1');
  expect(listed.filter(notForCrawlers)).toEqual([]);

  for (const [path, type] of [
    ['/favicon.ico', 'image/x-icon'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/logo.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/og-careers.png', 'image/png'],
    ['/site.webmanifest', 'application/manifest+json'],
  ] as const) {
    const icon = await request.get(path);
    expect(icon.status(), path).toBe(200);
    expect(icon.headers()['content-type'], path).toContain(type);
  }
});
