// Files of this package, found from the running bundle (dist/*.mjs sits one level
// below the package root, as src/*.ts does).
import { fileURLToPath } from 'node:url';

const packageFile = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const MIGRATIONS_DIR = packageFile('migrations');
export const DEFAULT_DB_PATH = packageFile('data/worker.sqlite');
