// The bookkeeper's export of recorded payments: RFC 4180 CSV, amounts in dollars from the
// ledger's integer cents, and every text cell a spreadsheet could read as a formula
// (=, +, -, @, tab or carriage return first) made plain text with a leading apostrophe.
import { formatCents } from 'contract/schemas/money';
import type { OfficePayment } from 'contract/schemas/office';

const HEADER = ['Recorded at (UTC)', 'Invoice', 'Their invoice number', 'Payer', 'Payer email', 'Amount (USD)', 'Card', 'Transaction', 'Receipt', 'Review'];

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: quoted, quotes doubled, and never a formula. */
export function csvText(value: string | null): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function paymentsCsv(payments: readonly OfficePayment[]): string {
  const rows = payments.map((payment) => [
    csvText(payment.recordedAt),
    csvText(payment.invoice),
    csvText(payment.invoiceNumber),
    csvText(payment.payerName),
    csvText(payment.payerEmail),
    formatCents(payment.amountCents),
    csvText(payment.card),
    csvText(payment.transactionId),
    csvText(payment.receipt),
    csvText(payment.review),
  ]);
  return [HEADER.map(csvText), ...rows].map((cells) => `${cells.join(',')}\r\n`).join('');
}
