// The worker on Node: the local SQLite journal, and the field reports' own SQLite file
// (FIELD_DB, else beside the journal), each migrated at start-up, behind
// @hono/node-server on LISTEN_HOST (127.0.0.1 unless told otherwise). Tidies the database at
// start-up and every hour (src/housekeeping.ts); closes them on SIGINT/SIGTERM.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from './app';
import { nodeReleaseSource } from './office/health/nodeReleaseSource';
import { applyMigrations } from './db/migrations';
import { readMigrationFiles } from './db/migrationFiles';
import { openSqliteDatabase } from './db/sqliteDatabase';
import { parseEnv } from './env';
import { HOUSEKEEPING_INTERVAL_MS, keepHouse } from './housekeeping';
import { DEFAULT_DB_PATH, FIELD_MIGRATIONS_DIR, fieldDbPathBeside, MIGRATIONS_DIR } from './nodePaths';

const env = parseEnv(process.env);
const dbPath = env.dbPath ?? DEFAULT_DB_PATH;
const fieldDbPath = env.fieldDbPath ?? fieldDbPathBeside(dbPath);

const db = openSqliteDatabase(dbPath);
const applied = await applyMigrations(db, await readMigrationFiles(MIGRATIONS_DIR));
if (applied.length > 0) console.log(`worker: applied migrations ${applied.join(', ')}`);
const fieldDb = openSqliteDatabase(fieldDbPath);
const fieldApplied = await applyMigrations(fieldDb, await readMigrationFiles(FIELD_MIGRATIONS_DIR));
if (fieldApplied.length > 0) console.log(`worker: applied field report migrations ${fieldApplied.join(', ')}`);
if (!env.fieldGrantKeys) console.warn('worker: field reports are not counted until FIELD_GRANT_KEY is set');
if (!env.fieldHealthKey) console.warn('worker: GET /field-health answers no one until FIELD_HEALTH_KEY is set');
const closeAll = () => Promise.all([db.close(), fieldDb.close()]);
if (!env.staff.configured) console.warn(`worker: the staff unlock is off until ${env.staff.missing.join(', ')} are set`);
if (env.missingPaymentSettings.length > 0) {
  console.warn(`worker: online payments are off until ${env.missingPaymentSettings.join(', ')} are set`);
}

const tidy = () => keepHouse({ db, fieldDb, env, now: () => new Date() }).catch((error: unknown) => console.error('worker: housekeeping failed', error));
await tidy();
const housekeeping = setInterval(() => void tidy(), HOUSEKEEPING_INTERVAL_MS);
housekeeping.unref();

const app = createApp({ db, fieldDb, env, clientAddress: (c) => getConnInfo(c).remote.address, releaseSource: nodeReleaseSource(process.env) });
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  console.log(`worker: listening on http://${env.host}:${info.port} (journal ${dbPath}, field reports ${fieldDbPath})`);
}) as Server;

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `worker: port ${env.port} is already in use` : `worker: ${error.message}`);
  void closeAll().then(() => process.exit(1));
});

function shutdown(signal: NodeJS.Signals) {
  console.log(`worker: ${signal}, closing`);
  clearInterval(housekeeping);
  server.close(() => {
    void closeAll().then(() => process.exit(0));
  });
  server.closeIdleConnections();
  // A browser's keep-alive connection must not hold the process open.
  setTimeout(() => server.closeAllConnections(), 2000).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
