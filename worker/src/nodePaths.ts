// Files of this package, found from the running bundle (dist/*.mjs sits one level
// below the package root, as src/*.ts does), and where the Node worker keeps its
// database when WORKER_DB does not say: in the user's state folder, outside the source
// tree (which gets copied, zipped and shared): $XDG_STATE_HOME/av-worker, else
// ~/.local/state/av-worker (%LOCALAPPDATA%\av-worker on Windows).
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageFile = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const MIGRATIONS_DIR = packageFile('migrations');

const DATA_FOLDER = 'av-worker';

export function defaultDbPath(env: Readonly<Record<string, string | undefined>>, home: string, platform: NodeJS.Platform): string {
  const stateHome = env.XDG_STATE_HOME?.trim() || (platform === 'win32' && env.LOCALAPPDATA?.trim()) || join(home, '.local', 'state');
  return join(stateHome, DATA_FOLDER, 'worker.sqlite');
}

export const DEFAULT_DB_PATH = defaultDbPath(process.env, homedir(), process.platform);
