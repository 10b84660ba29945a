// Settles a completed payment the browser reports. The browser's word is not enough:
// the transaction is looked up with the card provider, must be an approved sale of
// the pending order's invoice for the order's total, and only then is it written to
// the ledger, once, before the answer says it succeeded.
import { parseMoney } from 'shared-ui/schemas/money';
import { PURCHASE_DETAILS, type PurchaseAnswer, type PurchaseRequest } from 'shared-ui/schemas/purchase';
import type { WorkerDeps } from '../deps';
import { lookupTransaction, type GatewayTransaction } from './gateway';
import { findPayment, recordPayment } from './ledger';
import { findOrder, orderTotalCents, type OrderRow } from './orders';

const approved: PurchaseAnswer = { result: true, details: PURCHASE_DETAILS.approved };
const declined: PurchaseAnswer = { result: false, details: PURCHASE_DETAILS.declined };
const serverError: PurchaseAnswer = { result: false, details: PURCHASE_DETAILS.serverError };

/** Why the provider's transaction is not this order's payment, or null when it is. */
function mismatch(transaction: GatewayTransaction, order: OrderRow, request: PurchaseRequest): string | null {
  const [, , transactionId, reportedAmount] = request.record;
  const charged = parseMoney(transaction.amount);
  if (transaction.id !== transactionId) return 'the provider answered another transaction';
  if (transaction.type.toUpperCase() !== 'SALE') return `a ${transaction.type} transaction, not a sale`;
  if (transaction.result.toUpperCase() !== 'APPROVED') return `result ${transaction.result}`;
  if (transaction.invoice !== order.invoice) return 'the transaction belongs to another invoice';
  if (charged === null || charged !== orderTotalCents(order)) return `charged ${transaction.amount}, the order is for another total`;
  if (parseMoney(reportedAmount) !== charged) return `the browser reported ${reportedAmount}, the provider charged ${transaction.amount}`;
  return null;
}

export async function settlePurchase({ db, env, now, fetch }: WorkerDeps, request: PurchaseRequest): Promise<PurchaseAnswer> {
  const [exchangeId, linkId, transactionId, , , reportedStreet, reportedCreated] = request.record;
  const refuse = (reason: string) => {
    console.warn(`worker: purchase ${transactionId} for ${request.invoice} refused: ${reason}`);
    return declined;
  };

  let order: OrderRow | null;
  try {
    // Already recorded: the same answer again, without asking the provider twice.
    const recorded = await findPayment(db, transactionId);
    if (recorded) return recorded.invoice === request.invoice ? approved : refuse('recorded for another invoice');
    order = await findOrder(db, request.invoice);
  } catch (error) {
    console.error('worker: the payment ledger cannot be read', error);
    return serverError;
  }
  if (!order) return refuse('no such pending order');

  const lookup = await lookupTransaction(fetch, env.paymentGateway, transactionId);
  if (lookup.status === 'unavailable') {
    console.error(`worker: the card gateway did not answer the lookup of transaction ${transactionId}`);
    return serverError;
  }
  if (lookup.status === 'unknown') return refuse('the provider does not know the transaction');
  const transaction = lookup.transaction;
  const problem = mismatch(transaction, order, request);
  if (problem) return refuse(problem);

  try {
    const stored = await recordPayment(db, {
      transaction_id: transactionId,
      invoice: order.invoice,
      amount_cents: orderTotalCents(order),
      result: transaction.result,
      billing_street: transaction.billing?.street ?? reportedStreet,
      provider_created: transaction.created ?? reportedCreated,
      exchange_id: exchangeId,
      link_id: linkId,
      recorded_at: now().toISOString(),
    });
    return stored.invoice === order.invoice ? approved : refuse('recorded for another invoice');
  } catch (error) {
    console.error(`worker: transaction ${transactionId} could not be written to the ledger`, error);
    return serverError;
  }
}
