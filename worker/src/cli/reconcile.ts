// `npm run reconcile -w worker [-- --days 30]`: records the payments the card gateway
// took but the ledger lacks (the browser never reached POST /purchase), for pending
// orders older than 5 minutes made in the last 3 days, or the last --days (at most 90,
// as long as the gateway keeps transactions). Writes to the SQLite file the Node worker
// uses (WORKER_DB, else the per-user default of src/nodePaths.ts), with the worker's gateway settings
// (PAYMENT_GATEWAY_ORIGIN, PAYMENT_GATEWAY_API_KEY). Exits 1 when an order could not be
// checked, so a scheduler notices.
import { parseArgs } from 'node:util';
import { formatCents } from 'contract/schemas/money';
import { openSqliteDatabase } from '../db/sqliteDatabase';
import { parseEnv } from '../env';
import { DAY_MS, describeReconciliation, reconcilePayments } from '../payments/reconcile';
import { formatTable } from './table';
import { existingWorkerFile } from './workerFile';

const MAX_DAYS = 90;

/** The --days asked for (undefined: the default), or null when the arguments are not understood. */
function daysArgument(): number | undefined | null {
  try {
    const { days } = parseArgs({ options: { days: { type: 'string' } } }).values;
    if (days === undefined) return undefined;
    const value = Number(days);
    return Number.isInteger(value) && value >= 1 && value <= MAX_DAYS ? value : null;
  } catch {
    return null;
  }
}

const days = daysArgument();
if (days === null) {
  console.error(`usage: npm run reconcile -w worker [-- --days <1 to ${MAX_DAYS}>]`);
  process.exit(2);
}

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
