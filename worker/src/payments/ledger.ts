// The purchase ledger's SQL. One row per confirmed card transaction: the insert is
// idempotent by transaction id (no BEGIN, so it works on SQLite and D1 alike), and
// the row is read back so every concurrent caller answers from what was stored.
import type { Database } from '../db/database';

export interface LedgerRow {
  transaction_id: string;
  invoice: string;
  amount_cents: number;
  result: string;
  billing_street: string;
  provider_created: string;
  exchange_id: string;
  link_id: string;
  recorded_at: string;
  /** Why staff must look at the payment (src/payments/cardFunding.ts), or null. */
  review: string | null;
  /** What became of the payer's receipt (src/payments/receipt.ts); null when they gave no email. */
  receipt: string | null;
}

/**
 * Writes the payment unless its transaction is already recorded; answers the stored row,
 * and whether this call wrote it (what follows a payment, such as its receipt, happens once).
 */
export async function recordPayment(db: Database, entry: Omit<LedgerRow, 'receipt'>): Promise<{ row: LedgerRow; inserted: boolean }> {
  const { changes } = await db.run(
    `INSERT INTO payment_ledger (transaction_id, invoice, amount_cents, result, billing_street, provider_created, exchange_id, link_id, recorded_at, review)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (transaction_id) DO NOTHING`,
    [
      entry.transaction_id,
      entry.invoice,
      entry.amount_cents,
      entry.result,
      entry.billing_street,
      entry.provider_created,
      entry.exchange_id,
      entry.link_id,
      entry.recorded_at,
      entry.review,
    ],
  );
  const stored = await findPayment(db, entry.transaction_id);
  if (!stored) throw new Error(`ledger row for transaction ${entry.transaction_id} is missing after its insert`);
  return { row: stored, inserted: changes === 1 };
}

export async function noteReceipt(db: Database, transactionId: string, outcome: string): Promise<void> {
  await db.run('UPDATE payment_ledger SET receipt = ? WHERE transaction_id = ?', [outcome, transactionId]);
}

export function findPayment(db: Database, transactionId: string): Promise<LedgerRow | null> {
  return db.first<LedgerRow>('SELECT * FROM payment_ledger WHERE transaction_id = ?', [transactionId]);
}
