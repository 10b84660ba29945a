#!/usr/bin/env node
// `npm start` after the build: the worker (with its SQLite file), the sandbox, the
// shell and the five remotes, each on its own port. Prints the one URL to open;
// Ctrl-C stops everything.
import { startSite } from './lib/site.mjs';
import { DEFAULT_BASE_PORT, portsFor } from 'site/ports';

const base = Number(process.env.PORT) || DEFAULT_BASE_PORT;
const prefix = (name) => `[${name}]`.padEnd(11);

let site;
const shutdown = async (code) => {
  await site?.stop();
  process.exit(code);
};

site = startSite({
  base,
  log: (name, line) => console.log(`${prefix(name)} ${line}`),
  onExit: (name, code, signal) => {
    console.error(`${prefix(name)} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    void shutdown(1);
  },
});

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await site.ready;
  console.log(`\nThe site is ready at http://localhost:${portsFor(base).shell}  (Ctrl-C stops everything)\n`);
} catch (error) {
  console.error(String(error));
  await shutdown(1);
}
