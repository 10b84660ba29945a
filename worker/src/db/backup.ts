// A consistent copy of the worker's SQLite file while the worker keeps writing to it,
// through SQLite's VACUUM INTO: the copy is one snapshot of the database, WAL contents
// included, never a half-written file, which copying the file (and missing its -wal)
// could give.
import { renameSync, rmSync } from 'node:fs';
import { prepareOwnerOnlyFile } from './ownerOnlyFile';
import { openSqliteConnection } from './sqliteDatabase';

/** Copies the database at `source` to `destination` (created, or replaced, readable by its owner only). */
export async function backupDatabase(source: string, destination: string): Promise<void> {
  // Not read-only: libsql's read-only mode is SQLite's query_only, which refuses VACUUM INTO
  // too. VACUUM INTO leaves the source as it was.
  const db = openSqliteConnection(source, { fileMustExist: true });
  // VACUUM INTO writes only into a missing or empty file. The copy is made beside the
  // destination and then renamed over it, so a failed backup never loses the last one.
  const partial = `${destination}.partial`;
  try {
    rmSync(partial, { force: true });
    prepareOwnerOnlyFile(partial);
    db.prepare('VACUUM INTO ?').run(partial);
    renameSync(partial, destination);
  } finally {
    rmSync(partial, { force: true });
    db.close();
  }
}

/** Where `npm run backup` puts a copy when not told: beside the database, named by the time. */
export function defaultBackupPath(source: string, at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return source.replace(/(\.sqlite)?$/, `.backup-${stamp}.sqlite`);
}
