// What the payments remote and the worker exchange: the pending order made before
// checkout (POST /orders) and the completed payment it reports (POST /purchase).
import { z } from 'contract/schemas/zod';
import { controlCharactersMessage, hasControlCharacters } from 'contract/schemas/plainText';
import { MONEY_TEXT_PATTERN, ONLINE_LIMIT_CENTS, parseMoney } from 'contract/schemas/money';
import { NO_PAYER_DETAILS, payerDetailsSchema } from 'contract/schemas/payer';

/** 'INV-' and ten Crockford base-32 characters: the card provider's invoice (check) field. */
export const INVOICE_PATTERN = /^INV-[0-9A-HJKMNP-TV-Z]{10}$/;

export const moneyText = z.string().check(z.regex(MONEY_TEXT_PATTERN, 'Amounts have two decimals and no $, e.g. 103.00'));

/** An amount the site takes online: more than 0.00, less than 1000000.00. */
export const payableAmount = moneyText.check(
  z.refine((text) => {
    const cents = parseMoney(text);
    return cents !== null && cents > 0 && cents < ONLINE_LIMIT_CENTS;
  }, 'The amount must be more than 0.00 and less than 1000000.00'),
);

export const invoiceId = z.string().check(z.regex(INVOICE_PATTERN, 'Not an invoice id'));

export const orderRequestSchema = z.strictObject({
  amount: payableAmount,
  credit: z.boolean(),
  /** The captcha response token; the worker verifies it (once) before making the order. */
  captchaToken: z.string().check(z.trim(), z.minLength(1, 'The captcha token is missing'), z.maxLength(4096)),
  /** Optional; a payments remote released before it was asked for sends none. */
  payer: z._default(payerDetailsSchema, NO_PAYER_DETAILS),
});
/** What the payments remote posts (payer details may be left out). */
export type OrderRequest = z.input<typeof orderRequestSchema>;

/** A pending order: the amounts the worker computed, which checkout charges. */
export const orderSchema = z.object({
  invoice: invoiceId,
  amount: moneyText,
  surcharge: moneyText,
  total: moneyText,
  credit: z.boolean(),
});
export type PendingOrder = z.infer<typeof orderSchema>;

const NO_CONTROL_CHARACTERS = controlCharactersMessage('The payment record');
const plain = (text: string) => !hasControlCharacters(text);
const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.refine(plain, NO_CONTROL_CHARACTERS));

/** The spec's completed-payment record, as the card provider's success callback reports it. */
export const completedPaymentRecordSchema = z.tuple([
  text(100).check(z.describe('exchange id')),
  text(100).check(z.describe('first link id')),
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a transaction id'), z.describe('transaction id')),
  moneyText.check(z.describe('amount')),
  text(40).check(z.describe('result')),
  z.string().check(z.trim(), z.maxLength(200), z.refine(plain, NO_CONTROL_CHARACTERS), z.describe('billing street')),
  text(64).check(z.describe('created time')),
]);

export const purchaseRequestSchema = z.strictObject({
  record: completedPaymentRecordSchema,
  invoice: invoiceId,
});
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

export const PURCHASE_DETAILS = {
  approved: 'transaction approved',
  /** Declined, unknown, or not the payment of this order. */
  declined: 'transaction declined',
  /** The provider's lookup or the ledger failed: nothing is known either way. */
  serverError: 'server error',
} as const;

export const purchaseAnswerSchema = z.object({
  result: z.boolean(),
  details: z.string(),
});
export type PurchaseAnswer = z.infer<typeof purchaseAnswerSchema>;
