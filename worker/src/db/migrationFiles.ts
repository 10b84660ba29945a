// Reads the migration files from disk (Node only; on Workers wrangler applies them).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Migration } from './migrations';

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

export async function readMigrationFiles(dir: string): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const misnamed = names.filter((name) => !MIGRATION_FILE.test(name));
  if (misnamed.length > 0) {
    throw new Error(`Migration files must be named NNNN_name.sql: ${misnamed.join(', ')}`);
  }
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })));
}
