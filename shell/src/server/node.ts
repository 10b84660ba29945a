// The shell's host on Node (`npm start -w shell`; on Workers it is edge.ts): the shell's
// built files as its CDN would serve them, remotes.json, and every page composed, the
// frame around the owning remote's HTML. With RELEASES_URL, each remote's live release in
// the release store (releases/tool) replaces its address, switched while this runs.
//
//   PORT (the site's base port, which is the shell's) or --port N
//   REMOTE_<NAME>_URL, WORKER_URL   point one remote, or the worker, elsewhere
//   SITE_ORIGIN (required but in development), RELEASES_URL, PREVIEW_SIGNING_KEY (a
//   release's smoke load: credentials/src/previewToken.js), FIELD_GRANT_KEY (each page's field
//   grant: fieldGrant.ts), REMOTE_HTML_BUDGET_MS, COMPOSER_DEADLINE_MS (composerDeadline.ts),
//   and the providers the worker reads
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { flag, listen, serveBuild } from 'site/nodeServing';
import { portsFor } from 'site/ports';
import { previewKeyFrom } from 'credentials/previewToken';
import { fieldGrantKeyFrom } from 'credentials/fieldGrant';
import { providersFromEnv } from 'site/providers';
import { manifestOverrides, remotesManifest } from 'site/remotesManifest';
import { COMMON_HEADERS } from 'site/securityPolicy';
import template from '../../dist/index.html';
import shellShares from '../../dist/shared-keys.json';
import { createComposer } from './composer';
import { createEncodedPages } from './encodedPages';
import { fieldGrants } from './fieldGrant';
import { isPageRequest, pageHeadersFor } from './pageHeaders';
import { fixedManifest, releasedManifest, remotesJson } from './releasedManifest';
import { siteOriginFrom } from './siteOrigin';
import { previewLinks } from './previewLink';
import { nativeFormsFrom, nodeVisitorAddress } from './native-forms/nativeFormsFrom';

const args = process.argv.slice(2);
const base = Number(process.env.PORT) || undefined;
const port = Number(flag(args, 'port') ?? portsFor(base).shell);
const ownOrigin = `http://localhost:${port}`;
// This file is dist-server/node/node.mjs once built; the browser build is dist/.
const distDir = path.resolve(path.dirname(process.argv[1] ?? '.'), '../../dist');

const manifest = remotesManifest(base, manifestOverrides(process.env));
const releasesUrl = process.env.RELEASES_URL?.trim();
let siteOrigin: string;
let previewKey: string | undefined;
let fieldGrantKey: string | undefined;
let nativeForms: ReturnType<typeof nativeFormsFrom>;
try {
  nativeForms = nativeFormsFrom(process.env);
  siteOrigin = siteOriginFrom(process.env, ownOrigin);
  previewKey = previewKeyFrom(process.env);
  fieldGrantKey = fieldGrantKeyFrom(process.env);
} catch (error) {
  console.error(`shell: ${(error as Error).message}`);
  process.exit(1);
}
if (!fieldGrantKey) console.warn('shell: pages carry no field grant until FIELD_GRANT_KEY is set, so no field report is counted');
const manifestFor = releasesUrl ? releasedManifest({ base: manifest, releasesUrl, previewKey }) : fixedManifest(manifest);
const grants = fieldGrants(manifestFor, fieldGrantKey);
const { composePage, robots, sitemap } = createComposer({
  template,
  manifest: grants.manifest,
  pageHeaders: pageHeadersFor(providersFromEnv(), ownOrigin),
  siteOrigin,
  budgetMs: Number(process.env.REMOTE_HTML_BUDGET_MS) || undefined,
  deadlineMs: Number(process.env.COMPOSER_DEADLINE_MS) || undefined,
  shellShares,
  nativeForms,
});
const respond = createEncodedPages();
const previewLink = previewLinks({ previewKey, siteOrigin });

const server = new Hono();
// What the build did not compress (composed pages are sent already encoded).
server.use('*', compress());
server.use('*', async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(COMMON_HEADERS)) c.header(name, value);
});
server.get('/remotes.json', (c) => remotesJson(manifestFor, c.req.raw));
server.get('/robots.txt', () => robots());
server.get('/sitemap.xml', (c) => sitemap(c.req.raw));
// A pull request's preview link, and leaving it (previewLink.ts).
server.get('/__preview/*', async (c, next) => (await previewLink(c.req.raw)) ?? next());
server.get('/__preview', async (c, next) => (await previewLink(c.req.raw)) ?? next());
/** The connection's address, from @hono/node-server's bindings. */
const socketAddress = (env: unknown) => (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
server.on(['GET', 'HEAD', 'POST'], '*', async (c, next) =>
  isPageRequest(c.req.raw)
    ? grants.granted(c.req.raw, respond(c.req.raw, await composePage(c.req.raw, { visitorAddress: nodeVisitorAddress(c.req.raw, socketAddress(c.env)) })))
    : next(),
);
server.use('*', serveBuild(distDir));

listen(server, { name: 'shell', port, serving: path.relative(process.cwd(), distDir) || 'dist' });
