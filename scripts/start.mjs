#!/usr/bin/env node
// `npm start` after the build: the worker (with its SQLite file), the sandbox, the
// shell and the five remotes, each on its own port, as one process group. Prints the
// one URL to open; Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { portsFor, REMOTES, DEFAULT_BASE_PORT } = require('../config/ports.cjs');
const { siteEnv } = require('../config/siteEnv.cjs');

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = Number(process.env.PORT) || DEFAULT_BASE_PORT;
const ports = portsFor(base);
const env = { ...process.env, ...siteEnv(base) };

const processes = [
  { name: 'worker', args: ['packages/worker/dist/node.mjs'], ready: `http://localhost:${ports.worker}/health` },
  { name: 'sandbox', args: ['packages/sandbox/dist/server.mjs'], ready: `http://localhost:${ports.sandbox}/__sandbox/emails` },
  ...REMOTES.map((remote) => ({
    name: remote,
    args: ['scripts/serve-dist.mjs', `mf-${remote}`],
    ready: `http://localhost:${ports[remote]}/remoteEntry.js`,
  })),
  { name: 'shell', args: ['scripts/serve-dist.mjs', 'shell'], ready: `http://localhost:${ports.shell}/remotes.json` },
];

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

const prefix = (name) => `[${name}]`.padEnd(11);
for (const { name, args } of processes) {
  const child = spawn(process.execPath, args, { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      for (const line of chunk.trimEnd().split('\n')) console.log(`${prefix(name)} ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix(name)} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    stopAll(1);
  });
  children.push(child);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(url) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

try {
  await Promise.all(processes.map(({ ready }) => waitFor(ready)));
  console.log(`\nThe site is ready at http://localhost:${ports.shell}  (Ctrl-C stops everything)\n`);
} catch (error) {
  console.error(String(error));
  stopAll(1);
}
