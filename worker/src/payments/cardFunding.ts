// The surcharge follows the card: 3% on credit, nothing on debit (US card rules forbid
// surcharging debit and prepaid cards). The visitor says which card they will use before
// paying; where the gateway's answer says what the card was, a mismatch is flagged for
// staff on the ledger row and in the log, never accepted silently. The payment itself
// stands: the card was charged, and the visitor is told it went through.
//
// What the gateway's answer allows: Clearent's documented transaction object has no
// field for a card's funding (credit, debit or prepaid). Its answers carry the masked
// number ('XXXXXXXXXXXX1111') and, on some accounts, `card-type`, which names the
// brand (VISA, MASTERCARD), and a brand issues both kinds, so a bare brand says nothing
// of the funding and the visitor's choice stands. Where `card-type` does name the
// funding ('VISA DEBIT', 'MASTERCARD CREDIT', 'PREPAID'), it is checked against the
// order. The sandbox reports no `card-type`, like an account that does not.
import type { GatewayTransaction } from './gateway';
import type { OrderRow } from './orders';

export type CardFunding = 'credit' | 'debit' | 'unknown';

export function reportedFunding(transaction: Pick<GatewayTransaction, 'card-type'>): CardFunding {
  const cardType = transaction['card-type']?.toUpperCase() ?? '';
  if (/\b(DEBIT|PREPAID)\b/.test(cardType)) return 'debit';
  if (/\bCREDIT\b/.test(cardType)) return 'credit';
  return 'unknown';
}

/** Why a person must look at this payment's surcharge, or null when the card matches the order (or says nothing). */
export function surchargeReview(transaction: Pick<GatewayTransaction, 'card-type'>, order: Pick<OrderRow, 'credit'>): string | null {
  const funding = reportedFunding(transaction);
  if (!order.credit && funding === 'credit') return 'a credit card paid a debit order: the 3% surcharge was not charged';
  if (order.credit && funding === 'debit') return 'a debit or prepaid card paid a credit order: its surcharge must be refunded';
  return null;
}
