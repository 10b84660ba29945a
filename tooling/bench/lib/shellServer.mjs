// One more shell server (the shell's Node host, the composer) beside the running site:
// on a port of its own, with the site's environment for `base` (so its remotes.json
// names the running remotes and worker) plus `env` (REMOTE_<NAME>_URL to point one
// remote elsewhere). `pinned` puts it on core 0 alone, as the worker's load test does.
// What it prints goes to the run's shell-<port>.log (serverLogs.mjs): for a remote that is
// down, a line for every page of that remote.
import os from 'node:os';
import { SHELL_SERVER, rootDir } from '../../scripts/lib/site.mjs';
import { logFileOf, spawnLogged } from './serverLogs.mjs';
import { isListening } from './tcp.mjs';
import { siteEnv } from 'site/localSite';

async function waitFor(url, child, name, attempts = 200) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the shell server for ${url} exited (${child.exitCode}); its log: ${logFileOf(name)}`);
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * @param {{ base: number, port: number, env?: Record<string,string>, pinned?: boolean }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startShell({ base, port, env = {}, pinned = false }) {
  // Another server there would answer the readiness check in this one's place.
  if (await isListening(port)) throw new Error(`port ${port} is already in use`);
  const args = [SHELL_SERVER, '--port', String(port)];
  const [command, commandArgs] =
    pinned && os.platform() === 'linux' ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args];
  const name = `shell-${port}`;
  const child = spawnLogged(name, command, commandArgs, { cwd: rootDir, env: { ...process.env, ...siteEnv(base), ...env } });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const origin = `http://localhost:${port}`;
  try {
    await waitFor(`${origin}/remotes.json`, child, name);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
