// The database holds customers' contact details and Wi-Fi passwords: its file, and the
// WAL and shared-memory files beside it, are readable by their owner only, in a folder
// only its owner can list. SQLite gives the -wal and -shm files the mode of the
// database file, so creating that file 0600 before SQLite opens it covers all three;
// files made earlier with a wider mode are tightened.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_DIR = 0o700;

/** Prepares `path` for SQLite: its folder made when missing, the file created (unless `mustExist`) and kept 0600. */
export function prepareOwnerOnlyFile(path: string, { mustExist = false } = {}): void {
  if (!existsSync(path)) {
    if (mustExist) return;
    mkdirSync(dirname(path), { recursive: true, mode: OWNER_ONLY_DIR });
    closeSync(openSync(path, 'a', OWNER_ONLY_FILE));
  }
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file)) chmodSync(file, OWNER_ONLY_FILE);
  }
}
