// What the worker tidies on its own: Wi-Fi passwords past their retention, limit
// counters whose window has passed (a quiet site deletes no expired counter otherwise),
// the name and email of payers whose order was never paid, once the card gateway
// could no longer hold a payment of it (a paid order keeps them: they match it to its
// invoice), and the browser's field reports: raw reports after FIELD_REPORT_RETENTION_DAYS,
// their counts per minute after 90 days, expired grants' marks, past days' salts of the
// clients' pseudonyms and spent limit counters, in the field reports' own database. Beside
// the tidying, it sends the day-before reminders of booked consultations
// (src/booking/reminders.ts), the one job the worker runs on its own clock.
// On Node it runs at start-up and every hour; on Workers with each cron run.
import type { WorkerDeps } from './deps';
import { sendDueReminders } from './booking/reminders';
import { pruneFieldReports, type FieldReportsPruned } from './field-reports/fieldReportStore';
import { purgeWifiPasswords } from './submissions/purgeWifiPasswords';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export interface Housekeeping {
  wifiPasswordsPurged: number;
  countersDeleted: number;
  unpaidPayersForgotten: number;
  fieldReportsPruned: FieldReportsPruned;
}

/** The gateway keeps transactions this long, so the reconciliation can still find a payment until then. */
export const UNPAID_PAYER_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** `fetch` sends the reminders (the global fetch where none is given: Node's housekeeping). */
export async function keepHouse({
  db,
  fieldDb,
  env,
  now,
  fetch: send = (input, init) => fetch(input, init),
}: Pick<WorkerDeps, 'db' | 'fieldDb' | 'env' | 'now'> & Partial<Pick<WorkerDeps, 'fetch'>>): Promise<Housekeeping> {
  const at = now().getTime();
  const wifiPasswordsPurged = await purgeWifiPasswords(db, new Date(at - env.wifiPasswordRetentionMs));
  const { changes: countersDeleted } = await db.run('DELETE FROM rate_limits WHERE resets_at <= ?', [at]);
  const { changes: unpaidPayersForgotten } = await db.run(
    `UPDATE payment_orders SET payer_invoice_number = NULL, payer_name = NULL, payer_email = NULL
     WHERE created_at < ? AND (payer_invoice_number IS NOT NULL OR payer_name IS NOT NULL OR payer_email IS NOT NULL)
       AND NOT EXISTS (SELECT 1 FROM payment_ledger AS l WHERE l.invoice = payment_orders.invoice)`,
    [new Date(at - UNPAID_PAYER_RETENTION_MS).toISOString()],
  );
  const fieldReportsPruned = await pruneFieldReports(fieldDb, new Date(at), env.fieldReportRetentionMs);
  if (wifiPasswordsPurged > 0) console.log(`worker: removed the Wi-Fi passwords of ${wifiPasswordsPurged} delivered home-network submission(s)`);
  const reminders = await sendDueReminders({ db, env, now, fetch: send });
  if (reminders.sent + reminders.failed > 0) console.log(`worker: booking reminders: ${reminders.sent} sent, ${reminders.failed} not sent`);
  return { wifiPasswordsPurged, countersDeleted, unpaidPayersForgotten, fieldReportsPruned };
}
