// The recorded payments as staff read them: each ledger row beside what its payer added
// on the amount step, so a payment can be matched to the invoice it pays.
import { formatDollars } from 'contract/schemas/money';
import type { Database } from '../db/database';
import type { LedgerRow } from './ledger';
import type { OrderRow } from './orders';

export type RecordedPayment = LedgerRow & Pick<OrderRow, 'credit' | 'payer_invoice_number' | 'payer_name' | 'payer_email'>;

/** Payments recorded from `since` (an ISO time) on, newest first. */
export function listRecordedPayments(db: Database, since: string): Promise<RecordedPayment[]> {
  return db.all<RecordedPayment>(
    `SELECT l.*, o.credit, o.payer_invoice_number, o.payer_name, o.payer_email
     FROM payment_ledger AS l JOIN payment_orders AS o ON o.invoice = l.invoice
     WHERE l.recorded_at >= ?
     ORDER BY l.recorded_at DESC, l.transaction_id`,
    [since],
  );
}

export const PAYMENT_COLUMNS = ['RECORDED AT', 'INVOICE', 'THEIR INVOICE', 'PAYER', 'AMOUNT', 'CARD', 'TRANSACTION', 'RECEIPT', 'REVIEW'] as const;

/** One table row per payment, in PAYMENT_COLUMNS' order. */
export function paymentCells(payment: RecordedPayment): string[] {
  const payer = [payment.payer_name, payment.payer_email && `<${payment.payer_email}>`].filter(Boolean).join(' ');
  return [
    payment.recorded_at,
    payment.invoice,
    payment.payer_invoice_number ?? '',
    payer,
    formatDollars(payment.amount_cents),
    payment.credit ? 'Credit' : 'Debit',
    payment.transaction_id,
    payment.receipt ?? '',
    payment.review ?? '',
  ];
}
