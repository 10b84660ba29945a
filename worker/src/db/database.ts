// The storage the routes use: what SQLite through libsql and Cloudflare D1 can both do,
// async because D1 is. Keep to SQL both accept: one statement per call, idempotent
// writes with INSERT ... ON CONFLICT, and `batch` instead of BEGIN/COMMIT.
export type SqlValue = string | number | null;

export interface SqlStatement {
  sql: string;
  params?: readonly SqlValue[];
}

export interface RunResult {
  /** Rows inserted, updated or deleted by the statement. */
  changes: number;
}

export interface Database {
  run(sql: string, params?: readonly SqlValue[]): Promise<RunResult>;
  /** The first row, or null when there is none. */
  first<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | null>;
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs every statement or none: a transaction on SQLite, a batch on D1. */
  batch(statements: readonly SqlStatement[]): Promise<RunResult[]>;
  close(): Promise<void>;
}
