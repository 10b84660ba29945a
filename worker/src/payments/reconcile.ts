// Reconciliation with the card gateway. The ledger row of a payment is normally written
// by POST /purchase, which the browser makes after the popup reports success; a closed
// tab, a dropped network or a refreshed checkout can leave the charge at the provider
// and not in the ledger. This asks the gateway about each pending order that is old
// enough to have been paid and has no ledger row, and records every approved sale of
// the order's total through the same check and insert as /purchase (recordSale), so
// running it again, or a /purchase arriving later, adds nothing. A payment it records
// gets its receipt from here, as one /purchase records would.
import type { WorkerDeps } from '../deps';
import { searchInvoiceTransactions } from './gateway';
import type { LedgerRow } from './ledger';
import { listUnsettledOrders, type OrderRow } from './orders';
import { sendReceipt } from './receipt';
import { recordSale } from './recordSale';

export type ReconcileDeps = Pick<WorkerDeps, 'db' | 'env' | 'now' | 'fetch'>;

export interface ReconcileOptions {
  /** Younger orders are left alone: the visitor may still be paying, or /purchase be on its way. */
  settleAfterMs: number;
  /** How far back orders are checked (the gateway keeps transactions for 90 days). */
  lookBackMs: number;
  /** At most this many orders, newest first; below 0, all of them. */
  limit: number;
}

const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export const RECONCILE_DEFAULTS: ReconcileOptions = { settleAfterMs: 5 * MINUTE_MS, lookBackMs: 3 * DAY_MS, limit: -1 };

export interface Reconciliation {
  /** The pending orders asked about. */
  checked: number;
  /** The payments this run found and recorded. */
  recorded: LedgerRow[];
  /** Approved transactions of a checked invoice that are not its payment (e.g. another amount). */
  refused: { invoice: string; transactionId: string; reason: string }[];
  /** Invoices the gateway or the ledger failed on: the next run asks again. */
  failed: { invoice: string; reason: string }[];
}

async function reconcileOrder(deps: ReconcileDeps, order: OrderRow, recordedAt: string, result: Reconciliation) {
  const { invoice } = order;
  const search = await searchInvoiceTransactions(deps.fetch, deps.env.paymentGateway, invoice);
  if (search.status === 'unavailable') {
    console.error(`worker: reconciliation: the card gateway did not answer for ${invoice}`);
    result.failed.push({ invoice, reason: 'the card gateway did not answer' });
    return;
  }
  let payments = 0;
  for (const transaction of search.transactions) {
    // No popup reported this payment: the gateway's answer stands in for what it would have.
    const report = { exchangeId: search.exchangeId, linkId: transaction.id, street: '', created: '' };
    try {
      const settlement = await recordSale(deps.db, order, transaction, report, recordedAt);
      if (settlement.status === 'refused') {
        console.warn(`worker: reconciliation: transaction ${transaction.id} of ${invoice} is not its payment: ${settlement.reason}`);
        result.refused.push({ invoice, transactionId: transaction.id, reason: settlement.reason });
        continue;
      }
      payments++;
      console.warn(`worker: reconciliation: recorded transaction ${transaction.id} of ${invoice}, which the site had not`);
      result.recorded.push(settlement.row);
      if (settlement.first) await sendReceipt(deps, order, settlement.row);
    } catch (error) {
      console.error(`worker: reconciliation: transaction ${transaction.id} of ${invoice} could not be written to the ledger`, error);
      result.failed.push({ invoice, reason: 'the ledger could not be written' });
    }
  }
  if (payments > 1) console.error(`worker: reconciliation: ${invoice} was charged ${payments} times; refund all but one`);
}

export async function reconcilePayments(deps: ReconcileDeps, options: Partial<ReconcileOptions> = {}): Promise<Reconciliation> {
  const { settleAfterMs, lookBackMs, limit } = { ...RECONCILE_DEFAULTS, ...options };
  const now = deps.now().getTime();
  const orders = await listUnsettledOrders(deps.db, {
    from: new Date(now - lookBackMs).toISOString(),
    to: new Date(now - settleAfterMs).toISOString(),
    limit,
  });
  const result: Reconciliation = { checked: orders.length, recorded: [], refused: [], failed: [] };
  const recordedAt = new Date(now).toISOString();
  for (const order of orders) await reconcileOrder(deps, order, recordedAt, result);
  return result;
}

export const describeReconciliation = (result: Reconciliation) =>
  `checked ${result.checked} pending order(s): ${result.recorded.length} payment(s) recorded, ` +
  `${result.refused.length} transaction(s) refused, ${result.failed.length} failure(s)`;
