#!/usr/bin/env node
// `npm run dev -w mf-<remote>`: a team's dev loop, its remote inside the real site. It runs
//   - the remote's development build, watched, on a dev server at 127.0.0.1:<base + 100 +
//     the remote's offset> (8182 for careers beside `npm start`), with hot updates, and
//     its pages rendered again to HTML after each build (ssr/, which the composer reads);
//   - the shell's built host (shell/dist-server/node/node.mjs) behind it, on its own port,
//     composing every page with this remote from the dev server and the others, and the
//     worker, from the running site (`npm start`, or PORT=<its base>).
// The dev server answers every other request from the shell host, so the one address it
// prints serves the whole site, this remote at its real paths. See docs/developing.md.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devLoopPlan, liveEntries, liveUrl, releasesUrlOf, remoteOfPackage, versionedName, WORKER_PREFIX } from './devLoop.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shellHost = path.join(root, 'shell/dist-server/node/node.mjs');

const say = (line) => console.log(`[dev] ${line}`);
const fail = (line) => {
  console.error(`[dev] ${line}`);
  process.exit(1);
};

const pkg = process.argv[2] ?? JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')).name;
let remote;
try {
  remote = remoteOfPackage(pkg);
} catch (error) {
  fail(error.message);
}
if (!existsSync(shellHost) || !existsSync(path.join(root, 'shell/dist/index.html'))) {
  fail('the shell is not built: run `npm run build -w shell` once (or `npm start`, which builds everything), then this again');
}

/** The answer's body, or undefined when nothing answers in time. */
async function read(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

const base = devLoopPlan({ remote, env: process.env }).base;
const releasesUrl = releasesUrlOf(process.env, base);
const liveText = releasesUrl ? await read(liveUrl(releasesUrl)) : undefined;
const plan = devLoopPlan({ remote, env: process.env, live: liveText ? liveEntries(JSON.parse(liveText), releasesUrl) : {} });

/** Whether nothing listens on `port` at 127.0.0.1. */
const isFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
for (const port of Object.values(plan.ports)) {
  if (!(await isFree(port))) fail(`port ${port} is already in use: is the ${remote} dev loop running already? (PORT=<base> moves the site it sits beside, and the loop with it)`);
}

if ((await read(`${plan.siteOrigin}/remotes.json`)) === undefined) {
  say(`no site answers at ${plan.siteOrigin}: the other remotes and the worker come from it. Start it with \`npm start\` (or set PORT to its base port).`);
}

const [browserConfig, serverConfig] = require(path.join(root, pkg, 'webpack.config.cjs'))({}, { mode: 'development' });
browserConfig.infrastructureLogging = { level: 'warn' };
const devDist = browserConfig.output.path;
rmSync(path.dirname(devDist), { recursive: true, force: true });
mkdirSync(path.join(devDist, 'ssr'), { recursive: true });

const browserCompiler = webpack(browserConfig);
const serverCompiler = webpack(serverConfig);

// The browser build is written to disk as well, where the pages are rendered from. Its
// files the last build no longer has are removed, or the pages would list them. Each style
// sheet, which the browser loads at one address (so that a hot update replaces it), is
// given a versioned name there: the composer keeps a sheet it read by its address, and the
// pages' HTML must name the new one.
const VERSIONED_SHEET = /^(.+)\.[0-9a-f]{10}\.css$/;
function writeForPages(stats) {
  const current = new Set(Object.keys(stats.compilation.assets));
  const files = readdirSync(devDist).filter((file) => statSync(path.join(devDist, file)).isFile());
  // Sheets webpack wrote this time; one it did not write (unchanged) keeps its versioned copy.
  const written = files.filter((file) => current.has(file) && file.endsWith('.css'));
  const versions = new Map(written.map((file) => [file, versionedName(file, readFileSync(path.join(devDist, file)))]));
  const keep = new Set(versions.values());
  for (const file of files) {
    const sheet = VERSIONED_SHEET.exec(file);
    const stale = sheet ? !keep.has(file) && (versions.has(`${sheet[1]}.css`) || !current.has(`${sheet[1]}.css`)) : !current.has(file);
    if (stale) rmSync(path.join(devDist, file));
  }
  for (const [file, version] of versions) renameSync(path.join(devDist, file), path.join(devDist, version));
}

// The pages are rendered after each browser build, one render at a time.
let rendering = false;
let renderAgain = false;
let firstRender;
const rendered = new Promise((resolve) => (firstRender = resolve));
function renderPages() {
  if (rendering) return void (renderAgain = true);
  rendering = true;
  const started = Date.now();
  serverCompiler.run((error, stats) => {
    rendering = false;
    if (error || stats?.hasErrors()) {
      console.error(`[dev] ${remote}: the pages could not be rendered:\n${error ?? stats.toString('errors-only')}`);
    } else {
      say(`${remote}: pages rendered (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      firstRender();
    }
    if (renderAgain) {
      renderAgain = false;
      renderPages();
    }
  });
}
browserCompiler.hooks.done.tap('dev-loop', (stats) => {
  if (stats.hasErrors()) return;
  writeForPages(stats);
  renderPages();
});

const server = new WebpackDevServer(
  {
    host: '127.0.0.1',
    port: plan.ports.site,
    hot: true,
    liveReload: false,
    compress: false,
    historyApiFallback: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: false, logging: 'info', webSocketURL: { pathname: `${plan.prefix}ws` } },
    webSocketServer: { type: 'ws', options: { path: `${plan.prefix}ws` } },
    devMiddleware: { publicPath: plan.prefix, writeToDisk: (file) => !file.includes('.hot-update.') },
    // What is not in memory: the pages' HTML (ssr/) and their versioned style sheets.
    static: { directory: devDist, publicPath: plan.prefix, watch: false, serveIndex: false },
    proxy: [
      {
        // The worker, asked as from the site it trusts.
        context: (pathname) => pathname === WORKER_PREFIX || pathname.startsWith(`${WORKER_PREFIX}/`),
        target: plan.workerUrl,
        changeOrigin: true,
        pathRewrite: { [`^${WORKER_PREFIX}`]: '' },
        onProxyReq: (request) => {
          if (request.getHeader('origin')) request.setHeader('origin', plan.siteOrigin);
        },
      },
      // Every page, and the shell's own files, from the shell host.
      { context: (pathname) => !pathname.startsWith(plan.prefix), target: plan.shellUrl },
    ],
  },
  browserCompiler,
);

const shell = spawn(process.execPath, [shellHost, '--port', String(plan.ports.shell)], {
  cwd: root,
  env: { ...process.env, ...plan.shellEnv },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [shell.stdout, shell.stderr]) {
  stream.setEncoding('utf8');
  stream.on('data', (text) => text.split('\n').filter(Boolean).forEach((line) => console.log(`[shell] ${line}`)));
}

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  shell.kill('SIGTERM');
  await server.stop().catch(() => undefined);
  await new Promise((resolve) => serverCompiler.close(resolve));
  process.exit(code);
}
shell.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`[dev] the shell host stopped (${signal ?? `exit ${code}`}); stopping`);
  void stop(1);
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// However this process ends, the shell host ends with it.
process.on('exit', () => shell.kill('SIGTERM'));
process.on('uncaughtException', (error) => {
  console.error(`[dev] ${error.stack ?? error}`);
  void stop(1);
});

await server.start();

async function shellUp() {
  for (;;) {
    if ((await read(`${plan.shellUrl}/remotes.json`)) !== undefined) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
await Promise.all([rendered, shellUp()]);
console.log(`\n${remote} from its dev server, inside the site: ${plan.url}  (hot updates on; Ctrl-C stops it)\n`);
