#!/usr/bin/env node
// npm run bench: builds the site (federated, and the same sources as one monolithic
// app), serves it as production would, and measures it: Lighthouse (mobile, simulated
// throttling) per route, JavaScript and CSS bytes split into shared and route-specific,
// federation's overhead against the monolith, each page's HTML document (bytes, time to
// first byte), a page whose remote hangs or refuses connections, the composer's and the
// worker's throughput on one core, and how long a release and a rollback of careers take
// to show.
// to show. And, under a phone's conditions applied for real, when each page's scripts take
// it over after its first paint, and what becomes of a tap made in between (lib/takeover.mjs).
// Writes bench/results/latest.json and prints its tables. Budgets are reported, never
// enforced: nothing here fails a build. Every server it starts writes what it prints to
// bench/.run/logs/<name>.log (lib/serverLogs.mjs).
//
//   npm run bench                 everything
//   npm run bench -- --no-build   reuse the current dist/ folders
//   npm run bench -- --runs 5     Lighthouse runs per route and build (default 3; the
//                                 run with the median LCP is reported)
//   npm run bench -- --only takeover,composer
//                                 some parts only (pages, takeover, remote-down, composer,
//                                 worker, release); the others keep latest.json's figures
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir, siteProcesses, startSite } from '../scripts/lib/site.mjs';
import { splitBytes } from './lib/bytes.mjs';
import { measureComposerLoad } from './lib/composerLoad.mjs';
import { measureHtml } from './lib/htmlTiming.mjs';
import { medianRun, summarize } from './lib/lighthouse.mjs';
import { paidPurchase } from './lib/purchaseFixture.mjs';
import { loadTest } from './lib/workerLoad.mjs';
import { measureRemoteDown } from './lib/remoteDown.mjs';
import { measureRelease } from './lib/releaseTiming.mjs';
import { measureEarlyTaps, measureTakeover } from './lib/takeover.mjs';
import publicPages from 'site-testing/publicPages';
import { printReport } from './lib/report.mjs';
import { LOGS_DIR, clearServerLogs, logFileOf, logLines, spawnLogged } from './lib/serverLogs.mjs';
import { portsFor } from 'site/ports';
import { REMOTES } from 'site/remotes';
import VALID_BODIES from 'contract/testing/validBodies.json' with { type: 'json' };

const BASE = 7080;
const MONOLITH_PORT = 7180;
const LOAD_WORKER_PORT = 7187;
// Second shell servers beside the site: the careers remote hanging, then refused; and
// one pinned to a core for the composer's load test. The dead remotes' ports.
const DOWN_SHELL_PORTS = { hanging: 7190, refused: 7191 };
const DEAD_REMOTE_PORTS = { hanging: 7192, refused: 7193 };
const COMPOSER_LOAD_PORT = 7194;
const DOWN_ROUTE = '/apply/positions/1';
const COMPOSER_LOAD_ROUTES = ['/apply/positions/1', '/'];
const ports = portsFor(BASE);
const runDir = path.join(rootDir, 'tooling/bench/.run');
const DEV_PASSCODE = process.env.BENCH_PASSCODE ?? '24681357';

export const ROUTES = [
  '/',
  // A page without islands (#42): the field reporter's script alone.
  '/gallery/residentialgallerylist',
  '/gallery/residentialgallerylist/991',
  '/apply/positions/1',
  '/verify',
  '/tobhomes/caseta',
  '/kh',
];
// Under a phone's conditions applied for real, every public page as the remotes' builds
// published them (#42: LCP = FCP on each), the bench routes first (the hub's among them).
const { publicPaths } = publicPages;
const takeoverRoutes = () => [...new Set([...ROUTES, ...publicPaths()])];

const build = !process.argv.includes('--no-build');
const runsFlag = process.argv.indexOf('--runs');
const LIGHTHOUSE_RUNS = runsFlag >= 0 ? Number(process.argv[runsFlag + 1]) : 3;
const onlyFlag = process.argv.indexOf('--only');
const only = onlyFlag >= 0 ? new Set(process.argv[onlyFlag + 1].split(',')) : undefined;
const latestFile = path.join(rootDir, 'tooling/bench/results/latest.json');
const previous = existsSync(latestFile) ? JSON.parse(readFileSync(latestFile, 'utf8')) : {};
/** Measures a part, or keeps its last figures when the run is for other parts only. */
// A part that fails is reported as failed, and the parts measured before and after it are kept:
// one route that never settles must not cost a run's other ten minutes of figures.
const failedParts = [];
const part = async (name, measure) => {
  if (only && !only.has(name)) return previous[name];
  try {
    return await measure();
  } catch (error) {
    console.error(`   ${name} failed: ${error instanceof Error ? error.message : error}`);
    failedParts.push(name);
    return undefined;
  }
};
const npm = (...args) => execFileSync('npm', args, { cwd: rootDir, stdio: 'inherit' });

function step(message) {
  console.log(`\n== ${message}`);
}

/** The built file a URL of the federated site or the monolith serves. */
function fileFor(url) {
  const port = Number(url.port);
  const dirs = {
    [ports.shell]: 'shell/dist',
    [MONOLITH_PORT]: 'tooling/bench/monolith/dist',
    ...Object.fromEntries(REMOTES.map((remote) => [ports[remote], `mf-${remote}/dist`])),
  };
  return dirs[port] ? path.join(rootDir, dirs[port], url.pathname) : undefined;
}

/**
 * A staff member's browser, unlocked as the keypad leaves it: the worker's token in local
 * storage and the unlock's hint cookie (mf-staffhub/src/access/unlockHint.ts), which the
 * composer asks of a request for a staff page before it sends the page rather than the keypad.
 */
async function unlockedBrowser(worker) {
  // The worker answers the keypad of the site's own pages only.
  const headers = { 'Content-Type': 'text/plain', Origin: `http://localhost:${ports.shell}` };
  const response = await fetch(`${worker}/passcode`, { method: 'POST', headers, body: DEV_PASSCODE });
  const answer = await response.json();
  if (!answer.valid) throw new Error('the worker refused the development passcode');
  return { localStorage: { staffUnlock: JSON.stringify({ token: answer.token, expiresAt: answer.expiresAt }) }, cookies: ['staffUnlocked=1; Path=/'] };
}

async function measurePages(unlocked) {
  const pages = [];
  for (const route of ROUTES) {
    const storage = route.startsWith('/kh') ? unlocked : {};
    const row = { route };
    for (const [build, origin] of [
      ['federated', `http://localhost:${ports.shell}`],
      ['monolith', `http://localhost:${MONOLITH_PORT}`],
    ]) {
      console.log(`   ${build.padEnd(9)} ${route}`);
      const html = await measureHtml(`${origin}${route}`, { cookies: storage.cookies });
      const summary = summarize(await medianRun(`${origin}${route}`, storage, LIGHTHOUSE_RUNS));
      row[build] = { ...summary, bytes: splitBytes(summary.requests, fileFor), html, requests: undefined };
    }
    row.lcpRatio = Number((row.federated.lcpMs / row.monolith.lcpMs).toFixed(2));
    pages.push(row);
  }
  return pages;
}

function startLoadWorker() {
  const dbPath = path.join(runDir, 'load-worker.sqlite');
  rmSync(dbPath, { force: true });
  const env = {
    ...process.env,
    WORKER_PORT: String(LOAD_WORKER_PORT),
    WORKER_DB: dbPath,
    SANDBOX_PORT: String(ports.sandbox),
    ALLOW_DEV_DEFAULTS: '1',
    // One load generator is one client: the limits a visitor meets would measure nothing but 429s.
    SUBMISSION_LIMIT_PER_CLIENT: '1000000000',
    SUBMISSION_LIMIT_LAN_PER_CLIENT: '1000000000',
  };
  // One core for the worker; the load generator (lib/workerLoad.mjs) gets the other.
  const pinned = os.platform() === 'linux' ? ['taskset', ['-c', '0', process.execPath]] : [process.execPath, []];
  return spawnLogged('load-worker', pinned[0], [...pinned[1], 'worker/dist/node.mjs'], { cwd: rootDir, env });
}

async function measureRemotesDown() {
  const cases = [];
  for (const mode of ['hanging', 'refused']) {
    console.log(`   careers ${mode.padEnd(8)} ${DOWN_ROUTE} on :${DOWN_SHELL_PORTS[mode]}`);
    cases.push(
      await measureRemoteDown({
        mode,
        base: BASE,
        shellPort: DOWN_SHELL_PORTS[mode],
        remotePort: DEAD_REMOTE_PORTS[mode],
        remote: 'careers',
        route: DOWN_ROUTE,
        lighthouseRuns: LIGHTHOUSE_RUNS,
      }),
    );
  }
  return cases;
}

async function measureWorker() {
  const worker = `http://localhost:${LOAD_WORKER_PORT}`;
  const child = startLoadWorker();
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await fetch(`${worker}/health`).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const purchase = await paidPurchase({ worker, sandbox: `http://localhost:${ports.sandbox}` });
    const json = { 'Content-Type': 'application/json' };
    return [
      await loadTest('GET /config/email', { url: `${worker}/config/email` }),
      await loadTest('POST /submissions/lan (journal)', { url: `${worker}/submissions/lan`, method: 'POST', headers: json, body: JSON.stringify(VALID_BODIES.lan) }),
      await loadTest('POST /purchase (replays)', { url: `${worker}/purchase`, method: 'POST', headers: json, body: JSON.stringify(purchase) }),
    ];
  } finally {
    child.kill('SIGTERM');
  }
}

const started = Date.now();
mkdirSync(runDir, { recursive: true });
clearServerLogs();
if (build) {
  step('building the site');
  npm('run', 'build');
}
// The pages' figures compare against the monolith: without its build its server answers
// 500, which would print as figures and infinite ratios. Built when missing, even with --no-build.
const monolithBuilt = existsSync(path.join(rootDir, 'tooling/bench/monolith/dist/index.html'));
if (build || (!monolithBuilt && (!only || only.has('pages')))) {
  step(`building the monolith${build ? '' : ' (no build of it yet)'}`);
  npm('exec', '--', 'webpack', '--config', 'tooling/bench/monolith/webpack.config.cjs', '--mode', 'production');
}

step('serving the site (federated on :7080, monolith on :7180)');
const journal = path.join(runDir, 'worker.sqlite');
rmSync(journal, { force: true });
// A release store of the bench's own, empty: every remote starts as built, and the
// release measured last leaves the developer's .releases/ alone.
const releasesDir = path.join(runDir, 'releases');
rmSync(releasesDir, { recursive: true, force: true });
const site = startSite({
  base: BASE,
  env: {
    WORKER_DB: journal,
    RELEASES_DIR: releasesDir,
    // The remote-down pages' shells are origins of the site too: their pages call the worker.
    SITE_ORIGINS: [ports.shell, MONOLITH_PORT, ...Object.values(DOWN_SHELL_PORTS)].map((port) => `http://localhost:${port}`).join(','),
  },
  processes: [
    ...siteProcesses(BASE),
    {
      name: 'monolith',
      args: ['tooling/bench/monolith/serve.mjs', '--port', String(MONOLITH_PORT)],
      ready: `http://localhost:${MONOLITH_PORT}/remotes.json`,
    },
  ],
  log: logLines(),
  onExit: (name, code) => console.error(`${name} stopped unexpectedly (${code}); its log: ${path.relative(rootDir, logFileOf(name))}`),
});

try {
  await site.ready;
  const pages = await part('pages', async () => {
    step(`Lighthouse, mobile preset, simulated throttling (${LIGHTHOUSE_RUNS} runs a route, the median LCP run reported)`);
    return measurePages(await unlockedBrowser(`http://localhost:${ports.worker}`));
  });
  const takeover = await part('takeover', async () => {
    step("the scripts taking over the server's HTML, on a phone's conditions applied for real (3 runs a route, the median gap reported)");
    const unlocked = await unlockedBrowser(`http://localhost:${ports.worker}`);
    return {
      routes: await measureTakeover(
        takeoverRoutes().map((route) => `http://localhost:${ports.shell}${route}`),
        { storageFor: (url) => (new URL(url).pathname.startsWith('/kh') ? unlocked : undefined) },
      ),
      earlyTaps: await measureEarlyTaps(`http://localhost:${ports.shell}`),
    };
  });
  const remoteDown = await part('remote-down', () => {
    step(`a page whose remote is down (${DOWN_ROUTE}, careers hanging, then refusing connections)`);
    return measureRemotesDown();
  });
  const composer = await part('composer', () => {
    step(`composer throughput (a shell server pinned to one core on :${COMPOSER_LOAD_PORT})`);
    return measureComposerLoad({ base: BASE, port: COMPOSER_LOAD_PORT, routes: COMPOSER_LOAD_ROUTES });
  });
  const worker = await part('worker', () => {
    step('worker throughput (worker pinned to one core)');
    return measureWorker();
  });
  const release = await part('release', () => {
    step('a release of careers and its rollback, on the running site (npm run release / rollback -w mf-careers)');
    return measureRelease({ siteUrl: `http://localhost:${ports.shell}`, storeDir: releasesDir });
  });
  const results = {
    takenAt: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    lighthouseRunsPerRoute: LIGHTHOUSE_RUNS,
    ...(only ? { partsMeasured: [...only] } : {}),
    ...(failedParts.length > 0 ? { partsFailed: failedParts } : {}),
    pages,
    takeover,
    remoteDown,
    composer,
    worker,
    release,
  };
  mkdirSync(path.dirname(latestFile), { recursive: true });
  writeFileSync(latestFile, `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
} finally {
  await site.stop();
  console.log(`The servers' logs: ${path.relative(rootDir, LOGS_DIR)}/`);
}
