// `npm run backup -w worker [-- <file>]`: a consistent copy of the Node worker's SQLite
// file (WORKER_DB, else the per-user default) while the worker keeps running, through
// SQLite's online backup. Without a file it writes beside the database, named by the
// time. The copy is readable by its owner only: it holds what the database holds.
import { resolve } from 'node:path';
import { backupDatabase, defaultBackupPath } from '../db/backup';
import { parseEnv } from '../env';
import { existingWorkerFile } from './workerFile';

const source = existingWorkerFile(parseEnv(process.env), 'database');
const destination = process.argv[2] ? resolve(process.argv[2]) : defaultBackupPath(source, new Date());
if (destination === resolve(source)) {
  console.error('backup: the copy must not be the database itself');
  process.exit(2);
}
await backupDatabase(source, destination);
console.log(`Backed up ${source} to ${destination}`);
