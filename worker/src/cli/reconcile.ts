// `npm run reconcile -w worker [-- --days 30]`: records the payments the card gateway
// took but the ledger lacks (the browser never reached POST /purchase), for pending
// orders older than 5 minutes made in the last 3 days, or the last --days (at most 90,
// as long as the gateway keeps transactions). Writes to the SQLite file the Node worker
// uses (WORKER_DB, else the per-user default of src/nodePaths.ts), with the worker's gateway settings
// (PAYMENT_GATEWAY_ORIGIN, PAYMENT_GATEWAY_API_KEY). Exits 1 when an order could not be
// checked, so a scheduler notices.
import { formatCents } from 'contract/schemas/money';
import { openSqliteDatabase } from '../db/sqliteDatabase';
import { parseEnv } from '../env';
import { DAY_MS, describeReconciliation, reconcilePayments } from '../payments/reconcile';
import { daysArgument } from './daysArgument';
import { formatTable } from './table';
import { existingWorkerFile } from './workerFile';

const MAX_DAYS = 90;

const days = daysArgument(MAX_DAYS, 'npm run reconcile -w worker');

const env = parseEnv(process.env);
if (env.missingPaymentSettings.length > 0) {
  console.error(`Online payments are off until ${env.missingPaymentSettings.join(', ')} are set: nothing to reconcile with.`);
  process.exit(2);
}
const dbPath = existingWorkerFile(env, 'ledger');

const db = openSqliteDatabase(dbPath, { fileMustExist: true });
try {
  const result = await reconcilePayments(
    { db, env, now: () => new Date(), fetch },
    days === undefined ? {} : { lookBackMs: days * DAY_MS },
  );
  console.log(`Ledger ${dbPath}: ${describeReconciliation(result)}.`);
  if (result.recorded.length > 0) {
    console.log();
    console.log(
      formatTable(
        ['INVOICE', 'TRANSACTION', 'AMOUNT', 'CHARGED AT', 'REVIEW'],
        result.recorded.map((row) => [row.invoice, row.transaction_id, formatCents(row.amount_cents), row.provider_created, row.review ?? '']),
      ),
    );
  }
  if (result.failed.length > 0) process.exitCode = 1;
} finally {
  await db.close();
}
