// `npm run submissions -w worker`: the journaled submissions whose email was not
// confirmed sent, for staff to follow up. Reads the SQLite file the Node worker
// uses (WORKER_DB, else the per-user default of src/nodePaths.ts) without changing it.
import { openSqliteDatabase } from '../db/sqliteDatabase';
import { parseEnv } from '../env';
import { contactOf } from '../submissions/contact';
import { countSubmissions, listUnconfirmed } from '../submissions/journal';
import { formatTable } from './table';
import { existingWorkerFile } from './workerFile';

const dbPath = existingWorkerFile(parseEnv(process.env), 'journal');

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
