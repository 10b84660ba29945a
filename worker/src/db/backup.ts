// A consistent copy of the worker's SQLite file while the worker keeps writing to it,
// through SQLite's online backup API (better-sqlite3's db.backup): the copy is one
// snapshot of the database, WAL contents included, never a half-written file, which
// copying the file (and missing its -wal) could give.
import BetterSqlite3 from 'better-sqlite3';
import { prepareOwnerOnlyFile } from './ownerOnlyFile';

/** Copies the database at `source` to `destination` (created, or replaced, readable by its owner only). */
export async function backupDatabase(source: string, destination: string): Promise<void> {
  const db = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
  try {
    prepareOwnerOnlyFile(destination);
    await db.backup(destination);
    prepareOwnerOnlyFile(destination, { mustExist: true });
  } finally {
    db.close();
  }
}

/** Where `npm run backup` puts a copy when not told: beside the database, named by the time. */
export function defaultBackupPath(source: string, at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return source.replace(/(\.sqlite)?$/, `.backup-${stamp}.sqlite`);
}
