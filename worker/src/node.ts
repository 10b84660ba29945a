// The worker on Node: the local SQLite journal, migrated at start-up, behind
// @hono/node-server. Closes the database on SIGINT/SIGTERM.
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from './app';
import { applyMigrations } from './db/migrations';
import { readMigrationFiles } from './db/migrationFiles';
import { openSqliteDatabase } from './db/sqliteDatabase';
import { parseEnv } from './env';
import { DEFAULT_DB_PATH, MIGRATIONS_DIR } from './nodePaths';
import { sandboxSettingsWarning } from './sandboxWarning';

const env = parseEnv(process.env);
const dbPath = env.dbPath ?? DEFAULT_DB_PATH;
if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });

const db = openSqliteDatabase(dbPath);
const applied = await applyMigrations(db, await readMigrationFiles(MIGRATIONS_DIR));
if (applied.length > 0) console.log(`worker: applied migrations ${applied.join(', ')}`);
if (!env.staff.configured) console.warn(`worker: the staff unlock is off until ${env.staff.missing.join(' and ')} are set`);
const sandboxWarning = sandboxSettingsWarning(env);
if (sandboxWarning) console.warn(sandboxWarning);

const server = serve({ fetch: createApp({ db, env, clientAddress: (c) => getConnInfo(c).remote.address }).fetch, port: env.port }, (info) => {
  console.log(`worker: listening on http://localhost:${info.port} (journal ${dbPath})`);
}) as Server;

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `worker: port ${env.port} is already in use` : `worker: ${error.message}`);
  void db.close().then(() => process.exit(1));
});

function shutdown(signal: NodeJS.Signals) {
  console.log(`worker: ${signal}, closing`);
  server.close(() => {
    void db.close().then(() => process.exit(0));
  });
  server.closeIdleConnections();
  // A browser's keep-alive connection must not hold the process open.
  setTimeout(() => server.closeAllConnections(), 2000).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
