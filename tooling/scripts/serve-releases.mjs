#!/usr/bin/env node
// Serves the release store (RELEASES_DIR) the way its CDN would (site/src/releaseLayout.js):
// a release's files cached for a year, since its folder is never written twice; live.json
// revalidated on every read, since a release switches it; nothing
// else, so the history stays with the people who release (nor a release's server code,
// which it runs to draw a refused form's page for that version: site/src/refusalEndpoint.js).
// /health says it is up.
// It also runs the judge over this store (canaries, and full releases in their watch) every
// CANARY_CHECK_SECONDS (60): a canary is promoted or rolled back on evidence from what
// visitors' browsers reported to the worker, or held for a person at its deadline without it
// (WORKER_URL, read with FIELD_HEALTH_KEY; releases/core/judge.mjs, the policy's CANARY_* variables:
// releases/core/canaryJudgment.mjs). And while a canary runs, its team's journeys run
// against it every JOURNEYS_EVERY_MINUTES (60; 0: never), so a quiet remote whose team lets
// synthetic evidence promote reaches a decision (releases/tool/scheduledJourneys.mjs).
//
//   node tooling/scripts/serve-releases.mjs [--port N]   (PORT: the site's base port)
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { siteEnv } from 'site/localSite';
import { listen } from 'site/nodeServing';
import { portsFor } from 'site/ports';
import { LIVE_FILE, SERVER_DIR, VERSION_PATTERN, releaseFolder } from 'site/releaseLayout';
import { REFUSAL_PATH, refusalEndpoint } from 'site/refusalEndpoint';
import { REMOTES, isRemoteName } from 'site/remotes';
import { inlineFileReader } from '../ssr/inlineFiles.cjs';
import { canaryPolicyFrom } from 'release-core/canaryJudgment';
import { fieldHealthFrom, judgeReleases } from 'release-core/judge';
import { syntheticMayPromoteFrom } from 'release-core/syntheticEvidence';
import { journeysCommand } from '../../releases/tool/journeys.mjs';
import { journeysEveryMs, scheduleJourneys } from '../../releases/tool/scheduledJourneys.mjs';
import { openStore } from '../../releases/tool/store.mjs';


const base = Number(process.env.PORT) || undefined;
const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag >= 0 ? process.argv[portFlag + 1] : portsFor(base).releases);
const storeDir = path.resolve(siteEnv(base).RELEASES_DIR);
mkdirSync(storeDir, { recursive: true });

const CACHE = {
  release: 'public, max-age=31536000, immutable',
  live: 'no-cache',
};

/** How long a path of the store may be kept, or undefined when it is not served. */
function cacheOf(pathname) {
  const [first, second, ...rest] = pathname.slice(1).split('/');
  if (pathname === `/${LIVE_FILE}`) return CACHE.live;
  if (/^[a-z]+$/.test(first) && VERSION_PATTERN.test(second ?? '') && rest.length > 0 && rest[0] !== SERVER_DIR) return CACHE.release;
  return undefined;
}

const server = new Hono();
// For `npm start` to know it is up.
server.get('/health', (c) => c.text('ok'));
/** Each release's endpoint, made on its first refused form. */
const refusals = new Map();
server.post(`/:remote/:version/${REFUSAL_PATH}`, (c) => {
  const { remote, version } = c.req.param();
  if (!isRemoteName(remote) || !VERSION_PATTERN.test(version)) return c.json({ error: 'not found' }, 404);
  const dir = path.join(storeDir, releaseFolder(remote, version));
  if (!refusals.has(dir)) {
    if (!existsSync(path.join(dir, SERVER_DIR))) return c.json({ error: 'not found' }, 404);
    const load = () => import(pathToFileURL(path.join(dir, SERVER_DIR, 'renderRemote.mjs')).href);
    refusals.set(dir, refusalEndpoint({ load, inlineFile: inlineFileReader(dir) }));
  }
  return refusals.get(dir)(c.req.raw);
});
server.use('*', async (c, next) => {
  const cache = cacheOf(c.req.path);
  if (!cache) return c.json({ error: 'not found' }, 404);
  await next();
  c.header('Access-Control-Allow-Origin', '*');
  if (c.res.ok) c.header('Cache-Control', cache);
});
server.use('*', serveStatic({ root: path.relative(process.cwd(), storeDir), precompressed: true }));

listen(server, { name: 'releases', port, serving: storeDir });

const judgeEveryMs = (Number(process.env.CANARY_CHECK_SECONDS) || 60) * 1000;
const judging = { store: openStore(storeDir), health: fieldHealthFrom(process.env.WORKER_URL || siteEnv(base).WORKER_URL, siteEnv(base).FIELD_HEALTH_KEY), policy: canaryPolicyFrom(process.env), syntheticMayPromote: syntheticMayPromoteFrom(process.env) };
let failing = false;
setInterval(async () => {
  try {
    for (const { remote, version, decision, reason } of await judgeReleases(judging)) {
      const said = { promote: 'promoted to everyone', rollback: 'rolled back', hold: 'held at its share for a person' };
      console.log(`releases: ${remote} ${version}: ${said[decision]} (${reason})`);
    }
    failing = false;
  } catch (error) {
    // Said once until a judgment succeeds again: the worker may be starting or down.
    if (!failing) console.error(`releases: the canaries could not be judged (${error.message}); trying again every ${judgeEveryMs / 1000} s`);
    failing = true;
  }
}, judgeEveryMs).unref();

const journeysEvery = journeysEveryMs(process.env);
if (journeysEvery > 0) {
  const local = siteEnv(base);
  const journeyStore = openStore(storeDir, { previewKey: local.PREVIEW_SIGNING_KEY });
  const siteUrl = process.env.SITE_URL ?? `http://localhost:${portsFor(base).shell}`;
  const repoDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  scheduleJourneys({ store: journeyStore, everyMs: journeysEvery, run: (remote) => journeysCommand({ args: ['--remote', remote], store: journeyStore, siteUrl, repoDir, remotes: REMOTES }) });
}
