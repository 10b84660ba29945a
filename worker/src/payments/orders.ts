// Pending orders: what a visitor is about to pay, made once the captcha is verified.
// The invoice id goes to the card provider as its check field, so the provider
// itself refuses to charge the same invoice twice.
import { chargeCents } from 'contract/schemas/money';
import { NO_PAYER_DETAILS, type PayerDetails } from 'contract/schemas/payer';
import type { Database } from '../db/database';
import { randomCrockford, type RandomBytes } from '../submissions/caseIds';

export interface OrderRow {
  invoice: string;
  amount_cents: number;
  surcharge_cents: number;
  credit: 0 | 1;
  created_at: string;
  /** What the payer added on the amount step (migrations/0007), null where left empty. */
  payer_invoice_number: string | null;
  payer_name: string | null;
  payer_email: string | null;
}

export const newInvoiceId = (randomBytes?: RandomBytes) => `INV-${randomCrockford(randomBytes)}`;

/** Fresh invoice ids to draw before giving up; with 50 random bits one clash is already rare. */
const INVOICE_ATTEMPTS = 3;

/** Stores a pending order; the worker computes the surcharge (credit only) itself. */
export async function createOrder(
  db: Database,
  order: { amountCents: number; credit: boolean; createdAt: string; payer?: PayerDetails },
  newInvoice: () => string = newInvoiceId,
): Promise<OrderRow> {
  const surcharge = chargeCents(order.amountCents, order.credit);
  const payer = order.payer ?? NO_PAYER_DETAILS;
  for (let attempt = 0; attempt < INVOICE_ATTEMPTS; attempt++) {
    const row: OrderRow = {
      invoice: newInvoice(),
      amount_cents: order.amountCents,
      surcharge_cents: surcharge,
      credit: order.credit ? 1 : 0,
      created_at: order.createdAt,
      payer_invoice_number: payer.invoiceNumber || null,
      payer_name: payer.name || null,
      payer_email: payer.email || null,
    };
    const { changes } = await db.run(
      `INSERT INTO payment_orders (invoice, amount_cents, surcharge_cents, credit, created_at, payer_invoice_number, payer_name, payer_email)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (invoice) DO NOTHING`,
      [row.invoice, row.amount_cents, row.surcharge_cents, row.credit, row.created_at, row.payer_invoice_number, row.payer_name, row.payer_email],
    );
    if (changes === 1) return row;
  }
  throw new Error(`no free invoice id after ${INVOICE_ATTEMPTS} attempts`);
}

export function findOrder(db: Database, invoice: string): Promise<OrderRow | null> {
  return db.first<OrderRow>('SELECT * FROM payment_orders WHERE invoice = ?', [invoice]);
}

/**
 * Orders made within [from, to) (ISO times) that have no ledger row, newest first: a
 * payment the provider may hold that the site has not recorded. A limit below 0 is none.
 */
export function listUnsettledOrders(db: Database, window: { from: string; to: string; limit: number }): Promise<OrderRow[]> {
  return db.all<OrderRow>(
    `SELECT * FROM payment_orders AS o
     WHERE o.created_at >= ? AND o.created_at < ?
       AND NOT EXISTS (SELECT 1 FROM payment_ledger AS l WHERE l.invoice = o.invoice)
     ORDER BY o.created_at DESC, o.invoice
     LIMIT ?`,
    [window.from, window.to, window.limit],
  );
}

/** What the card must be charged for this order: the amount plus, for credit, the surcharge. */
export const orderTotalCents = (order: OrderRow) => order.amount_cents + (order.credit ? order.surcharge_cents : 0);
