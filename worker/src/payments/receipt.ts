// The receipt a payer asked for by giving an email on the amount step. The worker sends
// it, not the browser: only the worker knows the payment was recorded, a closed tab
// still gets its receipt (the reconciliation records the payment and sends it), and a
// template that mails any address is never left open to whoever holds the public key.
// It goes through EmailJS's REST API with the account's private key, once per payment,
// and its outcome is kept on the ledger row for staff (`npm run payments -w worker`).
import { formatDollars } from 'contract/schemas/money';
import type { WorkerDeps } from '../deps';
import { sendThroughEmailjs } from '../email/emailjsRest';
import { noteReceipt, type LedgerRow } from './ledger';
import type { OrderRow } from './orders';

/** The template's parameters: what was paid, for which invoice, and `case_id` as every email has (the site's invoice id). */
export function receiptParams(order: OrderRow, row: LedgerRow): Record<string, string> {
  return {
    to_email: order.payer_email ?? '',
    to_name: order.payer_name ?? '',
    case_id: order.invoice,
    invoice_number: order.payer_invoice_number ?? '',
    amount: formatDollars(row.amount_cents),
    surcharge: formatDollars(order.credit ? order.surcharge_cents : 0),
    card_type: order.credit ? 'Credit' : 'Debit',
    transaction_id: row.transaction_id,
    paid_at: row.provider_created || row.recorded_at,
  };
}

/**
 * Sends the payment's receipt if the payer gave an email, and notes the outcome on its
 * ledger row. Never throws: the payment stands whatever becomes of its receipt.
 */
export async function sendReceipt(deps: Pick<WorkerDeps, 'db' | 'env' | 'fetch'>, order: OrderRow, row: LedgerRow): Promise<void> {
  if (!order.payer_email) return;
  const outcome = await sendThroughEmailjs(deps, deps.env.receipts.templateId, receiptParams(order, row));
  if (outcome !== 'sent') console.error(`worker: the receipt of ${order.invoice} (transaction ${row.transaction_id}) was not sent: ${outcome}`);
  try {
    await noteReceipt(deps.db, row.transaction_id, outcome);
  } catch (error) {
    console.error(`worker: the receipt outcome of transaction ${row.transaction_id} could not be written`, error);
  }
}
