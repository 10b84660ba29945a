#!/usr/bin/env node
// Serves one app's production build the way a CDN would: brotli or gzip files written
// at build time, hashed files cached for a year, everything else (remotes.json,
// remoteEntry.js, main.js, a remote's ssr/index.json) revalidated on every load so a
// release shows at once. The shell also answers remotes.json (its deployment manifest)
// and composes each page's HTML (shell/src/server: its frame around the owning remote's
// HTML). With --spa it serves index.html for every page instead, drawn in the browser
// (the benchmark's monolith).
//
//   node scripts/serve-dist.mjs <shell|mf-marketing|...> [--port N] [--dir path] [--spa]
//   REMOTE_CAREERS_URL=http://... overrides one remote's entry in remotes.json.
//   RELEASES_URL=http://... the release store, whose live releases override those entries.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { listen } from './lib/listen.mjs';

const require = createRequire(import.meta.url);
const { portsFor } = require('../config/ports.cjs');
const { remotesManifest } = require('../config/siteEnv.cjs');
const { contentSecurityPolicy, providersFromEnv, COMMON_HEADERS } = require('../config/securityHeaders.cjs');
const { pageLinkHeader } = require('../config/resourceHints.cjs');

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [pkg, ...args] = process.argv.slice(2);
if (!pkg) {
  console.error('usage: serve-dist.mjs <package> [--port N] [--dir path]');
  process.exit(2);
}
const app = pkg.replace(/^mf-/, '');
const isShell = app === 'shell';
const base = Number(process.env.PORT) || undefined;
const flag = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const port = Number(flag('port') ?? portsFor(base)[app]);
const spa = args.includes('--spa');
const distDir = path.resolve(flag('dir') ?? path.join(rootDir, pkg, 'dist'));

if (!existsSync(distDir)) {
  console.error(`${pkg}: ${distDir} does not exist; run \`npm run build\` first`);
  process.exit(1);
}

const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+(\.(br|gz))?$/;
const cacheControl = (file) =>
  HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';

function manifestOverrides() {
  const overrides = {};
  for (const [key, value] of Object.entries(process.env)) {
    const match = /^REMOTE_([A-Z]+)_URL$/.exec(key);
    if (match && value) overrides[match[1].toLowerCase()] = value;
  }
  if (process.env.WORKER_URL) overrides.worker = process.env.WORKER_URL;
  return overrides;
}

const server = new Hono();
// What the build did not compress: the composed pages, above all.
server.use('*', compress());

const manifest = remotesManifest(base, manifestOverrides());
const ownOrigin = `http://localhost:${port}`;

server.use('*', async (c, next) => {
  await next();
  if (!isShell) c.header('Access-Control-Allow-Origin', '*');
  for (const [name, value] of Object.entries(COMMON_HEADERS)) c.header(name, value);
  if (spa && (c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
    c.header('Content-Security-Policy', contentSecurityPolicy(manifest, providersFromEnv()));
    c.header('Link', pageLinkHeader(manifest, c.req.path, ownOrigin));
  }
});

if (isShell && spa) {
  server.get('/remotes.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(manifest);
  });
}

if (isShell && !spa) {
  const composerBundle = path.join(rootDir, 'shell/dist-server/node/node.mjs');
  if (!existsSync(composerBundle)) {
    console.error(`shell: ${path.relative(rootDir, composerBundle)} does not exist; run \`npm run build\` first`);
    process.exit(1);
  }
  const { createSiteComposer, isPageRequest, fixedManifest, releasedManifest, remotesJson } = await import(composerBundle);
  // With a release store, each remote's live release there (tooling/release) replaces
  // the address above, switched while this server runs.
  const releasesUrl = process.env.RELEASES_URL?.trim();
  const manifestFor = releasesUrl ? releasedManifest({ base: manifest, releasesUrl }) : fixedManifest(manifest);
  server.get('/remotes.json', (c) => remotesJson(manifestFor, c.req.raw));
  const compose = createSiteComposer({
    manifest: manifestFor,
    providers: providersFromEnv(),
    ownOrigin,
    siteOrigin: process.env.SITE_ORIGIN,
    budgetMs: Number(process.env.REMOTE_HTML_BUDGET_MS) || undefined,
  });
  server.on(['GET', 'HEAD', 'POST'], '*', (c, next) => (isPageRequest(c.req.raw) ? compose(c.req.raw) : next()));
}

server.use(
  '*',
  serveStatic({
    root: path.relative(process.cwd(), distDir),
    precompressed: true,
    onFound: (file, c) => {
      c.header('Cache-Control', cacheControl(file));
    },
  }),
);

if (spa) {
  const indexHtml = path.join(distDir, 'index.html');
  server.get('*', async (c) => {
    if (path.extname(c.req.path)) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(indexHtml, 'utf8'));
  });
}

listen(server, { name: pkg, port, serving: path.relative(rootDir, distDir) });
