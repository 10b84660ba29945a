// The office's payments: the ledger's recorded payments as the office reads them, the
// orders the reconciliation may still find paid, and a receipt sent again on request.
import type { awaitingPaymentSchema, OfficePayment } from 'contract/schemas/office';
import type { z } from 'contract/schemas/zod';
import type { WorkerDeps } from '../deps';
import type { Database } from '../db/database';
import { listRecordedPayments, type RecordedPayment } from '../payments/paymentList';
import { listUnsettledOrders, orderTotalCents, type OrderRow } from '../payments/orders';
import { sendReceipt } from '../payments/receipt';
import { RECONCILE_DEFAULTS } from '../payments/reconcile';
import { auditStatement } from './audit';

type AwaitingPayment = z.infer<typeof awaitingPaymentSchema>;

export function officePaymentOf(payment: RecordedPayment): OfficePayment {
  return {
    transactionId: payment.transaction_id,
    invoice: payment.invoice,
    invoiceNumber: payment.payer_invoice_number,
    payerName: payment.payer_name,
    payerEmail: payment.payer_email,
    amountCents: payment.amount_cents,
    card: payment.credit ? 'Credit' : 'Debit',
    recordedAt: payment.recorded_at,
    receipt: payment.receipt,
    review: payment.review,
  };
}

/** Payments recorded from `since` on (and before `until`, when given), newest first. */
export async function listOfficePayments(db: Database, since: string, until?: string): Promise<OfficePayment[]> {
  const payments = await listRecordedPayments(db, since);
  return payments.filter((payment) => until === undefined || payment.recorded_at < until).map(officePaymentOf);
}

/**
 * Orders of the reconciliation's look-back (3 days) with no recorded payment, newest
 * first: a payment the card provider may hold that the site has not recorded yet (most
 * are checkouts the visitor left; the reconciliation asks the gateway about each).
 */
export async function listAwaitingReconciliation(db: Database, now: Date): Promise<AwaitingPayment[]> {
  const orders = await listUnsettledOrders(db, {
    from: new Date(now.getTime() - RECONCILE_DEFAULTS.lookBackMs).toISOString(),
    // The window ends before `to`: a millisecond on, it holds an order made this instant.
    to: new Date(now.getTime() + 1).toISOString(),
    limit: -1,
  });
  return orders.map((order) => ({ invoice: order.invoice, amountCents: orderTotalCents(order), createdAt: order.created_at }));
}

export async function findOfficePayment(db: Database, transactionId: string): Promise<{ payment: RecordedPayment; order: OrderRow } | null> {
  const payment = await db.first<RecordedPayment>(
    `SELECT l.*, o.credit, o.payer_invoice_number, o.payer_name, o.payer_email
     FROM payment_ledger AS l JOIN payment_orders AS o ON o.invoice = l.invoice
     WHERE l.transaction_id = ?`,
    [transactionId],
  );
  if (!payment) return null;
  const order = await db.first<OrderRow>('SELECT * FROM payment_orders WHERE invoice = ?', [payment.invoice]);
  return order ? { payment, order } : null;
}

/** Sends the receipt once more and records who asked and what became of it. */
export async function resendReceipt(
  deps: Pick<WorkerDeps, 'db' | 'env' | 'fetch'>,
  found: { payment: RecordedPayment; order: OrderRow },
  by: { id: string; name: string },
  at: Date,
): Promise<void> {
  await sendReceipt(deps, found.order, found.payment);
  const outcome = (await deps.db.first<{ receipt: string | null }>('SELECT receipt FROM payment_ledger WHERE transaction_id = ?', [found.payment.transaction_id]))?.receipt;
  const { sql, params } = auditStatement({ at, by, action: 'resend-receipt', subject: found.payment.transaction_id, detail: outcome ?? '' });
  await deps.db.run(sql, params);
}
