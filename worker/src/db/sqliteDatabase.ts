// The Database on a local SQLite file (or ':memory:') through libsql, better-sqlite3's API
// on SQLite with a prebuilt binary (better-sqlite3 compiles for 90 s on every clean
// install here). A file opened for writing is kept readable by its owner only, in WAL
// mode with synchronous = FULL: a write the worker has acknowledged (a ledger row the
// browser was told about) survives a power cut. (NORMAL, WAL's usual setting, keeps the
// database consistent but may roll back the last transactions.)
import { existsSync } from 'node:fs';
import Libsql from 'libsql';
import type { Database, RunResult, SqlStatement, SqlValue } from './database';
import { prepareOwnerOnlyFile } from './ownerOnlyFile';

export interface SqliteOptions {
  readonly?: boolean;
  /** Refuse to create the file when it does not exist yet. */
  fileMustExist?: boolean;
}

type Connection = Libsql.Database;
type Columns = Record<string, unknown>;

const isFile = (filename: string) => filename !== '' && filename !== ':memory:';

/** Opens the file as better-sqlite3 would: libsql takes `readonly` and `fileMustExist` without acting on them. */
export function openSqliteConnection(filename: string, options: SqliteOptions = {}): Connection {
  const mustExist = options.readonly || options.fileMustExist;
  if (mustExist && isFile(filename) && !existsSync(filename)) {
    throw Object.assign(new Error(`unable to open database file: ${filename}`), { code: 'SQLITE_CANTOPEN' });
  }
  if (!options.readonly && isFile(filename)) prepareOwnerOnlyFile(filename, { mustExist });
  const sqlite = new Libsql(filename);
  if (options.readonly) sqlite.pragma('query_only = ON');
  return sqlite;
}

export function openSqliteDatabase(filename: string, options: SqliteOptions = {}): Database {
  const sqlite = openSqliteConnection(filename, options);
  if (!options.readonly) {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
  }
  // The server and the submissions command may use the file at the same time.
  sqlite.pragma('busy_timeout = 5000');
  return sqliteDatabase(sqlite);
}

/** A row as the table has it: libsql adds a `_metadata` (the query's duration) to a row read alone. */
function withoutMetadata(row: Columns | undefined): Columns | undefined {
  if (!row) return row;
  const { _metadata: _ignored, ...columns } = row;
  return columns;
}

export function sqliteDatabase(sqlite: Connection): Database {
  const statements = new Map<string, Libsql.Statement<SqlValue[]>>();
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
      (withoutMetadata(prepare(sql).get(...params) as Columns | undefined) as Row | undefined) ?? null,
    all: async <Row>(sql: string, params: readonly SqlValue[] = []) => prepare(sql).all(...params) as Row[],
    batch: async (batch) => runAll(batch),
    close: async () => {
      statements.clear();
      sqlite.close();
    },
  };
}
