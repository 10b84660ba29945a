// The SQLite file the Node worker writes (WORKER_DB, default src/nodePaths.ts), for
// the staff commands; they exit with a hint when the worker has not made it yet.
import { existsSync } from 'node:fs';
import type { WorkerEnv } from '../env';
import { DEFAULT_DB_PATH } from '../nodePaths';

/** @param what what the file holds for this command ('journal', 'ledger'), for the message */
export function existingWorkerFile(env: Pick<WorkerEnv, 'dbPath'>, what: string): string {
  const dbPath = env.dbPath ?? DEFAULT_DB_PATH;
  if (dbPath === ':memory:' || !existsSync(dbPath)) {
    console.error(`No ${what} at ${dbPath}: start the worker once (npm start -w worker) or set WORKER_DB.`);
    process.exit(1);
  }
  return dbPath;
}
