// Applies the SQL files of worker/migrations in name order, once each,
// recording them in the same table `wrangler d1 migrations apply` uses, so a D1
// database migrated by wrangler and one migrated here agree on what was applied.
import type { Database } from './database';

export interface Migration {
  /** The file name, e.g. '0001_submissions.sql' (wrangler records it so). */
  name: string;
  sql: string;
}

export const MIGRATIONS_TABLE = 'd1_migrations';

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE}(
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

/**
 * The statements of a migration file. Files keep to a simple layout: `--` comments on
 * their own lines, and each statement ending with `;` at the end of a line.
 */
export function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;[ \t]*(?:\r?\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

/** Applies the migrations not applied yet; returns their names. */
export async function applyMigrations(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  await db.run(CREATE_MIGRATIONS_TABLE);
  const applied = new Set(
    (await db.all<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE}`)).map((row) => row.name),
  );
  const pending = [...migrations].sort((a, b) => a.name.localeCompare(b.name)).filter((m) => !applied.has(m.name));
  for (const migration of pending) {
    await db.batch([
      ...splitStatements(migration.sql).map((sql) => ({ sql })),
      { sql: `INSERT INTO ${MIGRATIONS_TABLE} (name) VALUES (?)`, params: [migration.name] },
    ]);
  }
  return pending.map((migration) => migration.name);
}
