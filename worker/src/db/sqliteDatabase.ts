// The Database on a local SQLite file (or ':memory:') through better-sqlite3. A file
// opened for writing is kept readable by its owner only, in WAL mode with
// synchronous = FULL: a write the worker has acknowledged (a ledger row the browser was
// told about) survives a power cut. (NORMAL, WAL's usual setting, keeps the database
// consistent but may roll back the last transactions.)
import BetterSqlite3 from 'better-sqlite3';
import type { Database, RunResult, SqlStatement, SqlValue } from './database';
import { prepareOwnerOnlyFile } from './ownerOnlyFile';

export interface SqliteOptions {
  readonly?: boolean;
  /** Refuse to create the file when it does not exist yet. */
  fileMustExist?: boolean;
}

const isFile = (filename: string) => filename !== '' && filename !== ':memory:';

export function openSqliteDatabase(filename: string, options: SqliteOptions = {}): Database {
  if (!options.readonly && isFile(filename)) prepareOwnerOnlyFile(filename, { mustExist: options.fileMustExist });
  const sqlite = new BetterSqlite3(filename, {
    readonly: options.readonly ?? false,
    fileMustExist: options.fileMustExist ?? false,
  });
  if (!options.readonly) {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
  }
  // The server and the submissions command may use the file at the same time.
  sqlite.pragma('busy_timeout = 5000');
  return sqliteDatabase(sqlite);
}

export function sqliteDatabase(sqlite: BetterSqlite3.Database): Database {
  const statements = new Map<string, BetterSqlite3.Statement<SqlValue[]>>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare<SqlValue[]>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const runNow = ({ sql, params = [] }: SqlStatement): RunResult => ({
    changes: prepare(sql).run(...params).changes,
  });
  const runAll = sqlite.transaction((batch: readonly SqlStatement[]) => batch.map(runNow));

  return {
    run: async (sql, params) => runNow({ sql, params }),
    first: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
      (prepare(sql).get(...params) as Row | undefined) ?? null,
    all: async <Row>(sql: string, params: readonly SqlValue[] = []) => prepare(sql).all(...params) as Row[],
    batch: async (batch) => runAll(batch),
    close: async () => {
      statements.clear();
      sqlite.close();
    },
  };
}
