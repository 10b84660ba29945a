// A worker app over a fresh in-memory SQLite journal and field reports' database, each
// migrated with the real files.
import { join } from 'node:path';
import type { Context } from 'hono';
import { createApp, type AppOptions } from '../src/app';
import type { Database } from '../src/db/database';
import { applyMigrations } from '../src/db/migrations';
import { readMigrationFiles } from '../src/db/migrationFiles';
import { openSqliteDatabase } from '../src/db/sqliteDatabase';
import { parseEnv } from '../src/env';
import type { JournalRow } from '../src/submissions/journal';
import { CAPTCHA_SECRET, EMAILJS_PRIVATE_KEY, GATEWAY_API_KEY } from './fakeProviders';

export const MIGRATIONS_DIR = join(__dirname, '..', 'migrations');
export const FIELD_MIGRATIONS_DIR = join(__dirname, '..', 'field-migrations');

export const SITE_ORIGIN = 'http://localhost:8080';

/** Secrets a deployment holds in its environment; no answer may ever contain them. */
export const TEST_SECRETS = {
  /** Not read by the worker: the digits STAFF_PASSCODE_HASH below is the hash of. */
  PASSCODE: '918273',
  /** PBKDF2 of PASSCODE peppered with STAFF_PASSCODE_PEPPER, 1,000 iterations (production uses 100,000; tests want speed). */
  STAFF_PASSCODE_HASH: 'pbkdf2-sha256-pepper$1000$DvGK296k1bEC4dCHkDg4sg$Nqk2x4vB4o6kOPbc3lOC9AQZ0K23vBgdqdRy-BMBK-U',
  STAFF_PASSCODE_PEPPER: 'test-passcode-pepper-3c9a41f7-e2b8d6',
  UNLOCK_SIGNING_KEY: 'test-unlock-signing-key-77e0b2d4-5a91c3',
  PAYMENT_GATEWAY_API_KEY: GATEWAY_API_KEY,
  CAPTCHA_SECRET,
  EMAILJS_PRIVATE_KEY,
} as const;

/** The tests' worker: the secrets above, the sandbox's provider settings, and the default limits. */
export const TEST_ENV: Record<string, string> = { ...TEST_SECRETS, ALLOW_DEV_DEFAULTS: '1' };

/** Tests name the client with this header; without it every request comes from one address. */
export const TEST_CLIENT_HEADER = 'x-test-client';
const testClientAddress = (c: Context) => c.req.header(TEST_CLIENT_HEADER) ?? '192.0.2.10';

export async function migratedMemoryDatabase(dir = MIGRATIONS_DIR): Promise<Database> {
  const db = openSqliteDatabase(':memory:');
  await applyMigrations(db, await readMigrationFiles(dir));
  return db;
}

/** The field reports' own database, in memory. */
export const migratedFieldDatabase = () => migratedMemoryDatabase(FIELD_MIGRATIONS_DIR);

export async function createTestApp(options: { env?: Record<string, string> } & Partial<Omit<AppOptions, 'env'>> = {}) {
  const { env, ...rest } = options;
  const db = rest.db ?? (await migratedMemoryDatabase());
  const fieldDb = rest.fieldDb ?? (await migratedFieldDatabase());
  const app = createApp({ clientAddress: testClientAddress, ...rest, db, fieldDb, env: parseEnv({ ...TEST_ENV, ...env }) });
  const journal = () => db.all<JournalRow>('SELECT * FROM submissions ORDER BY received_at, case_id');
  return { app, db, fieldDb, journal };
}

export function postJson(app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
