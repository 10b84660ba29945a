// Reads rows straight from one of the worker's SQLite files, as staff would, opened
// read-only the way the worker opens a reader.
import { openSqliteConnection } from '../../worker/src/db/sqliteDatabase';

export function readRows<T>(file: string, sql: string, ...params: unknown[]): T[] {
  const db = openSqliteConnection(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
