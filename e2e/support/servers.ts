// Servers a test starts and stops itself: a remote that goes down mid-run, a second
// deployment of the shell whose remotes.json points somewhere else, a release store.
import { spawn, type ChildProcess } from 'node:child_process';
import { environment, repoRoot } from './site';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

async function waitUntilUp(url: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      // Read to the end, so no half-read answer holds the server's connection open.
      await response.arrayBuffer();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not come up`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Asks the server to stop, and kills it if it has not within a second: "down" must mean down. */
function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 1_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function serve(args: string[], port: number, env: Record<string, string>, readyPath: string): Promise<RunningServer> {
  const child = spawn(process.execPath, [...args, '--port', String(port)], { cwd: repoRoot, env: { ...process.env, ...environment, ...env }, stdio: 'ignore' });
  const url = `http://localhost:${port}`;
  await waitUntilUp(`${url}${readyPath}`);
  return { url, stop: () => stopProcess(child) };
}

/** The server of one app's build, as `npm start` runs it: the shell's own host, or a remote's CDN stand-in. */
export const appServer = (pkg: string) => (pkg === 'shell' ? ['shell/dist-server/node/node.mjs'] : ['tooling/scripts/serve-dist.mjs', pkg]);

/** Serves one app's build (or a remote's `dir`) on `port`. */
export function serveApp(
  pkg: string,
  port: number,
  { dir, env = {}, readyPath = '/' }: { dir?: string; env?: Record<string, string>; readyPath?: string } = {},
): Promise<RunningServer> {
  return serve([...appServer(pkg), ...(dir ? ['--dir', dir] : [])], port, env, readyPath);
}

/** Serves the release store in `storeDir` on `port`, like `npm start`'s releases host (which also judges its canaries). */
export function serveReleases(port: number, storeDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return serve(['tooling/scripts/serve-releases.mjs'], port, { RELEASES_DIR: storeDir, ...env }, '/health');
}
