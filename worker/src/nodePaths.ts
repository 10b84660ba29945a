// Files of this package, found from the running bundle (dist/*.mjs sits one level
// below the package root, as src/*.ts does), and where the Node worker keeps its
// database when WORKER_DB does not say: in the user's state folder, outside the source
// tree (which gets copied, zipped and shared): $XDG_STATE_HOME/av-worker, else
// ~/.local/state/av-worker (%LOCALAPPDATA%\av-worker on Windows); the field reports' own
// database beside it unless FIELD_DB says (#32).
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageFile = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The package's own folder, where wrangler.toml is. */
export const PACKAGE_DIR = packageFile('');
export const MIGRATIONS_DIR = packageFile('migrations');
/** The field reports' database's own migrations (#32). */
export const FIELD_MIGRATIONS_DIR = packageFile('field-migrations');

const DATA_FOLDER = 'av-worker';

export function defaultDbPath(env: Readonly<Record<string, string | undefined>>, home: string, platform: NodeJS.Platform): string {
  const stateHome = env.XDG_STATE_HOME?.trim() || (platform === 'win32' && env.LOCALAPPDATA?.trim()) || join(home, '.local', 'state');
  return join(stateHome, DATA_FOLDER, 'worker.sqlite');
}

export const DEFAULT_DB_PATH = defaultDbPath(process.env, homedir(), process.platform);

/** The field reports' file when FIELD_DB does not say: beside the journal's, 'worker.sqlite' making 'worker.field.sqlite'. */
export function fieldDbPathBeside(dbPath: string): string {
  if (dbPath === ':memory:') return dbPath;
  const dot = dbPath.lastIndexOf('.');
  const slash = Math.max(dbPath.lastIndexOf('/'), dbPath.lastIndexOf('\\'));
  return dot > slash + 1 ? `${dbPath.slice(0, dot)}.field${dbPath.slice(dot)}` : `${dbPath}.field`;
}
