#!/usr/bin/env node
// Serves the bench's monolith (the same sources as one build, drawn in the browser): its
// files, remotes.json naming the running worker, and index.html for every page, with the
// headers the shell's pages carry and the owning remote's entry preloaded from the header.
//
//   node tooling/bench/monolith/serve.mjs --port N
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { flag, listen, serveBuild } from 'site/nodeServing';
import { providersFromEnv } from 'site/providers';
import { pageLinkHeader } from 'site/resourceHints';
import { manifestOverrides, remotesManifest } from 'site/remotesManifest';
import { COMMON_HEADERS, contentSecurityPolicy } from 'site/securityPolicy';

const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
const port = Number(flag(process.argv.slice(2), 'port'));
const manifest = remotesManifest(Number(process.env.PORT) || undefined, manifestOverrides(process.env));
const ownOrigin = `http://localhost:${port}`;

const server = new Hono();
server.use('*', compress());
server.use('*', async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(COMMON_HEADERS)) c.header(name, value);
  if ((c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
    c.header('Content-Security-Policy', contentSecurityPolicy(manifest, providersFromEnv()));
    c.header('Link', pageLinkHeader(manifest, c.req.path, ownOrigin));
  }
});
server.get('/remotes.json', (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json(manifest);
});
server.use('*', serveBuild(distDir));
server.get('*', async (c) => {
  if (path.extname(c.req.path)) return c.notFound();
  c.header('Cache-Control', 'no-cache');
  return c.html(await readFile(path.join(distDir, 'index.html'), 'utf8'));
});

listen(server, { name: 'monolith', port, serving: path.relative(process.cwd(), distDir) });
