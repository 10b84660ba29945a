// The Database on a local SQLite file (or ':memory:') through better-sqlite3.
import BetterSqlite3 from 'better-sqlite3';
import type { Database, RunResult, SqlStatement, SqlValue } from './database';

export interface SqliteOptions {
  readonly?: boolean;
  /** Refuse to create the file when it does not exist yet. */
  fileMustExist?: boolean;
}

export function openSqliteDatabase(filename: string, options: SqliteOptions = {}): Database {
  const sqlite = new BetterSqlite3(filename, {
    readonly: options.readonly ?? false,
    fileMustExist: options.fileMustExist ?? false,
  });
  if (!options.readonly) sqlite.pragma('journal_mode = WAL');
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
