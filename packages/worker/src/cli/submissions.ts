// `npm run submissions -w worker`: the journaled submissions whose email was not
// confirmed sent, for staff to follow up. Reads the SQLite file the Node worker
// uses (WORKER_DB, default data/worker.sqlite) without changing it.
import { existsSync } from 'node:fs';
import { openSqliteDatabase } from '../db/sqliteDatabase';
import { parseEnv } from '../env';
import { DEFAULT_DB_PATH } from '../nodePaths';
import { contactOf } from '../submissions/contact';
import { countSubmissions, listUnconfirmed } from '../submissions/journal';
import { formatTable } from './table';

const dbPath = parseEnv(process.env).dbPath ?? DEFAULT_DB_PATH;
if (dbPath === ':memory:' || !existsSync(dbPath)) {
  console.error(`No journal at ${dbPath}: start the worker once (npm start -w worker) or set WORKER_DB.`);
  process.exit(1);
}

const db = openSqliteDatabase(dbPath, { readonly: true, fileMustExist: true });
try {
  const rows = await listUnconfirmed(db);
  const total = await countSubmissions(db);
  console.log(`Journal ${dbPath}: ${total} submission(s), ${rows.length} without a confirmed email.`);
  if (rows.length > 0) {
    console.log();
    console.log(
      formatTable(
        ['CASE ID', 'FORM', 'RECEIVED AT', 'DELIVERY', 'CONTACT'],
        rows.map((row) => [row.case_id, row.form, row.received_at, row.delivery, contactOf(row.payload)]),
      ),
    );
  }
} finally {
  await db.close();
}
