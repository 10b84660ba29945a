// Writes a provider transaction to the ledger as the payment of a pending order, if it
// is one: an approved sale of the order's invoice charging the order's total (the
// amount plus, for credit, the surcharge). POST /purchase and the reconciliation both
// settle through here, so a payment is checked the same way whichever finds it, and
// written once (by transaction id) whichever comes first.
import { parseMoney } from 'contract/schemas/money';
import type { Database } from '../db/database';
import { surchargeReview } from './cardFunding';
import type { GatewayTransaction } from './gateway';
import { recordPayment, type LedgerRow } from './ledger';
import { orderTotalCents, type OrderRow } from './orders';

/** What the ledger keeps beside the provider's transaction, and what stands in for fields it left out. */
export interface SaleReport {
  exchangeId: string;
  linkId: string;
  street: string;
  created: string;
}

/** `first`: this call wrote the payment (no earlier post or run had). */
export type SaleSettlement = { status: 'recorded'; row: LedgerRow; first: boolean } | { status: 'refused'; reason: string };

/** Why the provider's transaction is not this order's payment, or null when it is. */
export function orderMismatch(transaction: GatewayTransaction, order: OrderRow): string | null {
  const charged = parseMoney(transaction.amount);
  if (transaction.type.toUpperCase() !== 'SALE') return `a ${transaction.type} transaction, not a sale`;
  if (transaction.result.toUpperCase() !== 'APPROVED') return `result ${transaction.result}`;
  if (transaction.invoice !== order.invoice) return 'the transaction belongs to another invoice';
  if (charged === null || charged !== orderTotalCents(order)) return `charged ${transaction.amount}, the order is for another total`;
  return null;
}

/** Throws when the ledger cannot be written or read: nothing is known to be stored then. */
export async function recordSale(
  db: Database,
  order: OrderRow,
  transaction: GatewayTransaction,
  report: SaleReport,
  recordedAt: string,
): Promise<SaleSettlement> {
  const problem = orderMismatch(transaction, order);
  if (problem) return { status: 'refused', reason: problem };
  const review = surchargeReview(transaction, order);
  if (review) console.warn(`worker: transaction ${transaction.id} of ${order.invoice} needs review: ${review}`);
  const { row, inserted } = await recordPayment(db, {
    transaction_id: transaction.id,
    invoice: order.invoice,
    amount_cents: orderTotalCents(order),
    result: transaction.result,
    billing_street: transaction.billing?.street ?? report.street,
    provider_created: transaction.created ?? report.created,
    exchange_id: report.exchangeId,
    link_id: report.linkId,
    recorded_at: recordedAt,
    review,
  });
  return row.invoice === order.invoice
    ? { status: 'recorded', row, first: inserted }
    : { status: 'refused', reason: 'recorded for another invoice' };
}
