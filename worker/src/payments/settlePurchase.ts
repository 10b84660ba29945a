// Settles a completed payment the browser reports. The browser's word is not enough:
// the transaction is looked up with the card provider, must be the one reported, for
// the amount reported, and an approved sale of the pending order's invoice for the
// order's total; only then is it written to the ledger, once, before the answer says
// it succeeded. The payer's receipt follows, after the answer.
import { parseMoney } from 'contract/schemas/money';
import { PURCHASE_DETAILS, type PurchaseAnswer, type PurchaseRequest } from 'contract/schemas/purchase';
import type { WorkerDeps } from '../deps';
import { lookupTransaction, type GatewayTransaction } from './gateway';
import { findPayment } from './ledger';
import { takeLookupSlot } from './lookupLimit';
import { findOrder, type OrderRow } from './orders';
import { sendReceipt } from './receipt';
import { recordSale, type SaleSettlement } from './recordSale';

const approved: PurchaseAnswer = { result: true, details: PURCHASE_DETAILS.approved };
const declined: PurchaseAnswer = { result: false, details: PURCHASE_DETAILS.declined };
const serverError: PurchaseAnswer = { result: false, details: PURCHASE_DETAILS.serverError };

/** Why the provider's transaction is not the one the browser reported, or null when it is. */
function reportMismatch(transaction: GatewayTransaction, request: PurchaseRequest): string | null {
  const [, , transactionId, reportedAmount] = request.record;
  if (transaction.id !== transactionId) return 'the provider answered another transaction';
  if (parseMoney(reportedAmount) !== parseMoney(transaction.amount)) {
    return `the browser reported ${reportedAmount}, the provider charged ${transaction.amount}`;
  }
  return null;
}

/** Work that may finish after the answer is sent (the payer's receipt). */
export type Defer = (task: Promise<void>) => void;

/**
 * `client` is who posted it (src/http/clientKey.ts): a lookup counts against the
 * invoice's and the client's limits, and past either the call throws a 429 ApiError.
 */
export async function settlePurchase(
  { db, env, now, fetch }: WorkerDeps,
  request: PurchaseRequest,
  client: string,
  defer: Defer,
): Promise<PurchaseAnswer> {
  const [exchangeId, linkId, transactionId, , , reportedStreet, reportedCreated] = request.record;
  const refuse = (reason: string) => {
    console.warn(`worker: purchase ${transactionId} for ${request.invoice} refused: ${reason}`);
    return declined;
  };

  let order: OrderRow | null;
  try {
    // Already recorded (by an earlier post or the reconciliation): the same answer
    // again, without asking the provider twice.
    const recorded = await findPayment(db, transactionId);
    if (recorded) return recorded.invoice === request.invoice ? approved : refuse('recorded for another invoice');
    order = await findOrder(db, request.invoice);
  } catch (error) {
    console.error('worker: the payment ledger cannot be read', error);
    return serverError;
  }
  if (!order) return refuse('no such pending order');

  await takeLookupSlot(db, env, order.invoice, client, now().getTime());
  const lookup = await lookupTransaction(fetch, env.paymentGateway, transactionId);
  if (lookup.status === 'unavailable') {
    console.error(`worker: the card gateway did not answer the lookup of transaction ${transactionId}`);
    return serverError;
  }
  if (lookup.status === 'unknown') return refuse('the provider does not know the transaction');
  const problem = reportMismatch(lookup.transaction, request);
  if (problem) return refuse(problem);

  let settlement: SaleSettlement;
  try {
    const report = { exchangeId, linkId, street: reportedStreet, created: reportedCreated };
    settlement = await recordSale(db, order, lookup.transaction, report, now().toISOString());
  } catch (error) {
    console.error(`worker: transaction ${transactionId} could not be written to the ledger`, error);
    return serverError;
  }
  if (settlement.status === 'refused') return refuse(settlement.reason);
  if (settlement.first) defer(sendReceipt({ db, env, fetch }, order, settlement.row));
  return approved;
}
