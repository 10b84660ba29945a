#!/usr/bin/env node
// Serves a remote's production build the way its CDN would: brotli or gzip files
// written at build time, hashed files cached for a year, everything else (remoteEntry.js,
// a remote's ssr/index.json) revalidated on every load so a release shows at once; and, as
// the remote's host would, the page of a form the server refused, drawn by the build's own
// server code (site/src/refusalEndpoint.js), whose files it never serves. The shell serves
// itself (shell/src/server/node.ts).
//
//   node tooling/scripts/serve-dist.mjs mf-<remote> [--port N] [--dir path]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { flag, listen, serveBuild } from 'site/nodeServing';
import { portsFor } from 'site/ports';
import { isRemoteName } from 'site/remotes';
import { COMMON_HEADERS } from 'site/securityPolicy';
import { REFUSAL_PATH, refusalEndpoint } from 'site/refusalEndpoint';
import { SERVER_DIR } from 'site/releaseLayout';
import { inlineFileReader } from '../ssr/inlineFiles.cjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [pkg, ...args] = process.argv.slice(2);
const remote = pkg?.replace(/^mf-/, '') ?? '';
if (!isRemoteName(remote)) {
  console.error('usage: serve-dist.mjs <mf-remote> [--port N] [--dir path]');
  process.exit(2);
}
const port = Number(flag(args, 'port') ?? portsFor(Number(process.env.PORT) || undefined)[remote]);
const distDir = path.resolve(flag(args, 'dir') ?? path.join(rootDir, pkg, 'dist'));
if (!existsSync(distDir)) {
  console.error(`${pkg}: ${distDir} does not exist; run \`npm run build\` first`);
  process.exit(1);
}

const server = new Hono();
// What the build did not compress.
server.use('*', compress());
server.use('*', async (c, next) => {
  await next();
  c.header('Access-Control-Allow-Origin', '*');
  for (const [name, value] of Object.entries(COMMON_HEADERS)) c.header(name, value);
});
const refused = refusalEndpoint({ load: () => import(pathToFileURL(path.join(distDir, SERVER_DIR, 'renderRemote.mjs')).href), inlineFile: inlineFileReader(distDir) });
server.post(`/${REFUSAL_PATH}`, (c) => refused(c.req.raw));
server.use(`/${SERVER_DIR}/*`, (c) => c.json({ error: 'not found' }, 404));
server.use('*', serveBuild(distDir));

listen(server, { name: pkg, port, serving: path.relative(rootDir, distDir) });
