// Starts the built site as separate processes (worker, sandbox, releases host, five remotes, shell),
// each on its own port relative to one base, and stops them together. Used by
// `npm start` and by the benchmark.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteEnv } from 'site/localSite';
import { portsFor } from 'site/ports';
import { REMOTES } from 'site/remotes';

/** The shell's Node host, once built (shell/src/server/node.ts). */
export const SHELL_SERVER = 'shell/dist-server/node/node.mjs';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The processes of a site whose shell listens on `base`. */
export function siteProcesses(base) {
  const ports = portsFor(base);
  return [
    { name: 'worker', args: ['worker/dist/node.mjs'], ready: `http://localhost:${ports.worker}/health` },
    { name: 'sandbox', args: ['sandbox/dist/server.mjs'], ready: `http://localhost:${ports.sandbox}/__sandbox/emails` },
    { name: 'releases', args: ['tooling/scripts/serve-releases.mjs'], ready: `http://localhost:${ports.releases}/health` },
    ...REMOTES.map((remote) => ({
      name: remote,
      args: ['tooling/scripts/serve-dist.mjs', `mf-${remote}`],
      ready: `http://localhost:${ports[remote]}/remoteEntry.js`,
    })),
    { name: 'shell', args: [SHELL_SERVER], ready: `http://localhost:${ports.shell}/remotes.json` },
  ];
}

async function waitFor(url, attempts = 300) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * @param {object} options
 * @param {number} options.base          the shell's port
 * @param {Record<string,string>} [options.env]   added to every process's environment
 * @param {Array<{name:string,args:string[],ready:string,env?:Record<string,string>}>} [options.processes]
 * @param {(name: string, line: string) => void} [options.log]
 * @param {(name: string, code: number|null, signal: string|null) => void} [options.onExit] an unexpected exit
 */
export function startSite({ base, env = {}, processes = siteProcesses(base), log = () => {}, onExit = () => {} }) {
  const baseEnv = { ...process.env, ...siteEnv(base), ...env };
  const children = [];
  let stopping = false;

  for (const { name, args, env: own = {} } of processes) {
    const child = spawn(process.execPath, args, { cwd: rootDir, env: { ...baseEnv, ...own }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        for (const line of chunk.trimEnd().split('\n')) log(name, line);
      });
    }
    child.on('exit', (code, signal) => {
      if (!stopping) onExit(name, code, signal);
    });
    children.push(child);
  }

  const stop = () => {
    stopping = true;
    return Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  return { ready: Promise.all(processes.map(({ ready }) => waitFor(ready))), stop };
}
