// `npm run payments -w worker [-- --days 90]`: the payments recorded in the last 30 days
// (or --days), newest first, with the invoice number, name and email the payer gave and
// whether their receipt went out, so staff can match each payment to its invoice. Reads
// the SQLite file the Node worker uses (WORKER_DB, else the per-user default of
// src/nodePaths.ts) without changing it.
import { openSqliteDatabase } from '../db/sqliteDatabase';
import { parseEnv } from '../env';
import { listRecordedPayments, PAYMENT_COLUMNS, paymentCells } from '../payments/paymentList';
import { DAY_MS } from '../payments/reconcile';
import { daysArgument } from './daysArgument';
import { formatTable } from './table';
import { existingWorkerFile } from './workerFile';

const DEFAULT_DAYS = 30;
const MAX_DAYS = 3650;

const days = daysArgument(MAX_DAYS, 'npm run payments -w worker') ?? DEFAULT_DAYS;

const dbPath = existingWorkerFile(parseEnv(process.env), 'ledger');
const db = openSqliteDatabase(dbPath, { readonly: true, fileMustExist: true });
try {
  const payments = await listRecordedPayments(db, new Date(Date.now() - days * DAY_MS).toISOString());
  console.log(`Ledger ${dbPath}: ${payments.length} payment(s) recorded in the last ${days} day(s).`);
  if (payments.length > 0) {
    console.log();
    console.log(formatTable(PAYMENT_COLUMNS, payments.map(paymentCells)));
  }
} finally {
  await db.close();
}
