// The card provider's hosted payment page (Clearent / Xplor Pay): its script lives at
// /hpp/{merchant id}/{terminal id} on the provider's host, defines `Clearent`, and
// reports through globals the page defines: ClearentOnSuccess(raw, json) for an
// approved payment, ClearentOnError(raw, json) for a decline or an error, and
// ClearentOnPopupClosed(firstClose) when the popup closes.
import { z } from 'contract/schemas/zod';
import type { PaymentConfig } from 'contract/schemas/config';
import type { PendingOrder } from 'contract/schemas/purchase';
import type { CompletedPaymentRecord } from 'shared-ui/store/types';

export interface ClearentApi {
  setProperty(name: string, value: unknown): void;
  payButton(options?: Record<string, unknown>): void;
}

type Callback = (raw: string, json: unknown) => void;

export interface ClearentGlobals {
  Clearent?: ClearentApi;
  ClearentOnSuccess?: Callback;
  ClearentOnError?: Callback;
  ClearentOnPopupClosed?: (firstClose: boolean) => void;
}

export const clearentGlobals = () => window as unknown as ClearentGlobals;

export const hppScriptUrl = (config: PaymentConfig) =>
  `${config.hppOrigin.replace(/\/$/, '')}/hpp/${encodeURIComponent(config.merchantId)}/${encodeURIComponent(config.terminalId)}`;

/**
 * The pay button's options. The provider adds its service fee (the surcharge) to the
 * amount for credit only, and its check field makes it refuse a second charge of the
 * same invoice.
 */
export const payButtonOptions = (order: PendingOrder, parent: HTMLElement, buttonText: string) => ({
  'pay-button-parent': parent,
  'pay-button-text': buttonText,
  amount: order.amount,
  invoice: order.invoice,
  'check-field': 'invoice',
  'use-terminal-service-fee-setting': order.credit,
  'show-billing-address': true,
  'require-billing-address': true,
});

const idText = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

const paymentPayload = z.object({
  'exchange-id': z.string(),
  links: z.array(z.object({ id: idText })).check(z.minLength(1)),
  payload: z.object({
    transaction: z.object({
      id: idText,
      amount: z.string(),
      result: z.string(),
      billing: z.optional(z.partial(z.object({ street: z.optional(z.string()) }))),
      created: z.string(),
    }),
  }),
});

/** The record of a payment the provider approved (a declined attempt may be tried again with another card). */
export const recordsApprovedPayment = (record: readonly string[]) => record.length === 7 && record[4]!.toUpperCase() === 'APPROVED';

/** The spec's seven-item completed-payment record, or null when the payload carries no transaction. */
export function paymentRecord(json: unknown): CompletedPaymentRecord | null {
  const parsed = paymentPayload.safeParse(json);
  if (!parsed.success) return null;
  const { payload, links } = parsed.data;
  const { transaction } = payload;
  return [
    parsed.data['exchange-id'],
    links[0]!.id,
    transaction.id,
    transaction.amount,
    transaction.result,
    transaction.billing?.street ?? '',
    transaction.created,
  ];
}
