// A sale through the hosted payment page: the card is checked, the terminal's service
// fee is added when the page asks for it, and the check field ('invoice') returns the
// earlier approved sale of the same invoice and amount instead of charging again.
import { z } from 'zod';
import type { SandboxSettings } from '../settings';
import { APPROVED_CARDS, cardDigits, DECLINED_CARD, passesLuhn, TEST_CARD_HINT } from './cards';
import { serviceFeeCents, toCents, toMoney } from './money';
import type { SandboxTransaction, TransactionStore } from './transactions';

export const saleRequestSchema = z.object({
  amount: z.string(),
  invoice: z.string().max(50).default(''),
  checkField: z.string().default(''),
  serviceFee: z.boolean().default(true),
  card: z.string().default(''),
  expiry: z.string().default(''),
  csc: z.string().default(''),
  street: z.string().default(''),
  zip: z.string().default(''),
});
export type SaleRequest = z.input<typeof saleRequestSchema>;

export type SaleOutcome =
  | { kind: 'charged' | 'duplicate'; transaction: SandboxTransaction }
  | { kind: 'invalid'; message: string };

/** Amount, service fee and total of a sale, as the page shows them before paying. */
export function quote(amount: string, serviceFee: boolean, percent: number) {
  const cents = toCents(amount);
  if (cents === null || cents <= 0) return null;
  const fee = serviceFee ? serviceFeeCents(cents, percent) : 0;
  return { amount: toMoney(cents), serviceFee: toMoney(fee), total: toMoney(cents + fee) };
}

function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return 'Expiration date is not valid; use MM/YY';
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return year * 12 + month < current ? 'Card is expired' : null;
}

function problemWith(request: z.output<typeof saleRequestSchema>, now: Date): string | null {
  if (!passesLuhn(cardDigits(request.card))) return 'Card number is not valid';
  const expiry = expiryProblem(request.expiry, now);
  if (expiry) return expiry;
  if (!/^\d{3,4}$/.test(request.csc.trim())) return 'CSC length is not valid for card type';
  if (!request.street.trim()) return 'Address required and street address is missing';
  if (!/^\d{5}(-\d{4})?$/.test(request.zip.trim())) return 'Zip code is not valid';
  return null;
}

export function runSale(
  input: unknown,
  context: { settings: SandboxSettings; store: TransactionStore; newId: () => string },
): SaleOutcome {
  const parsed = saleRequestSchema.safeParse(input);
  if (!parsed.success) return { kind: 'invalid', message: 'The payment request is not valid' };
  const request = parsed.data;
  const { settings, store } = context;
  const prices = quote(request.amount, request.serviceFee, settings.clearent.serviceFeePercent);
  if (!prices) return { kind: 'invalid', message: 'Amount is not valid; Please include two decimal places (ex 1.00). Do not include $ symbol.' };
  const now = settings.now();
  const problem = problemWith(request, now);
  if (problem) return { kind: 'invalid', message: problem };

  const terminal = settings.clearent.terminalId;
  if (request.checkField === 'invoice' && request.invoice) {
    const paid = store.findPaid({ invoice: request.invoice, amount: prices.total, terminal });
    if (paid) return { kind: 'duplicate', transaction: paid };
  }

  const digits = cardDigits(request.card);
  const approved = APPROVED_CARDS.includes(digits);
  const transaction = store.add({
    id: context.newId(),
    type: 'SALE',
    amount: prices.total,
    'service-fee': prices.serviceFee,
    invoice: request.invoice,
    result: approved ? 'APPROVED' : 'DECLINED',
    'result-code': approved ? '000' : '005',
    'display-message': approved ? 'Transaction approved' : digits === DECLINED_CARD ? 'Transaction declined' : `Card declined. ${TEST_CARD_HINT}`,
    card: `${'X'.repeat(digits.length - 4)}${digits.slice(-4)}`,
    billing: { street: request.street.trim(), zip: request.zip.trim() },
    created: now.toISOString(),
    'merchant-id': settings.clearent.merchantId,
    'terminal-id': terminal,
  });
  return { kind: 'charged', transaction };
}
