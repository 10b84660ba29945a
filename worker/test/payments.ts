// A worker app wired to the fake card gateway and captcha, with helpers that walk a
// payment the way the site does: order after the captcha, sale at the provider, record.
import type { PayerDetailsInput } from 'contract/schemas/payer';
import { orderSchema, type PendingOrder, type PurchaseRequest } from 'contract/schemas/purchase';
import type { Database } from '../src/db/database';
import type { GatewayTransaction } from '../src/payments/gateway';
import type { LedgerRow } from '../src/payments/ledger';
import type { OrderRow } from '../src/payments/orders';
import { fakeProviders, type FakeProviders } from './fakeProviders';
import { createTestApp, postJson } from './testApp';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

interface PaymentAppOptions {
  db?: Database;
  fieldDb?: Database;
  providers?: FakeProviders;
  now?: () => Date;
  env?: Record<string, string>;
}

export async function createPaymentApp({ providers = fakeProviders(), ...options }: PaymentAppOptions = {}) {
  const { app, db } = await createTestApp({ ...options, fetch: providers.fetch });
  return {
    app,
    db,
    providers,
    ledger: () => db.all<LedgerRow>('SELECT * FROM payment_ledger ORDER BY recorded_at, transaction_id'),
    orders: () => db.all<OrderRow>('SELECT * FROM payment_orders ORDER BY created_at, invoice'),
  };
}

export async function placeOrder(
  app: App,
  providers: FakeProviders,
  order: { amount: string; credit: boolean; payer?: PayerDetailsInput },
): Promise<PendingOrder> {
  const response = await postJson(app, '/orders', { ...order, captchaToken: providers.issueToken() });
  if (response.status !== 201) throw new Error(`the order was refused: ${response.status} ${await response.text()}`);
  return orderSchema.parse(await response.json());
}

let transactionCount = 0;

/** The approved sale the provider makes for an order (the total, with its service fee). */
export function saleFor(order: PendingOrder, overrides: Partial<GatewayTransaction> = {}): GatewayTransaction {
  transactionCount++;
  return {
    id: String(40_000_000 + transactionCount),
    type: 'SALE',
    amount: order.total,
    result: 'APPROVED',
    invoice: order.invoice,
    billing: { street: '12 Lake Street' },
    created: '2026-05-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The purchase body the site posts for a transaction, as the popup reported it. */
export function purchaseFor(transaction: GatewayTransaction, invoice: string, overrides: Partial<Record<number, string>> = {}): PurchaseRequest {
  const record: PurchaseRequest['record'] = [
    'ID-popup-7f3a',
    transaction.id,
    transaction.id,
    transaction.amount,
    transaction.result,
    transaction.billing?.street ?? '',
    transaction.created ?? '2026-05-01T12:00:00.000Z',
  ];
  for (const [index, value] of Object.entries(overrides)) record[Number(index) as 0] = value!;
  return { record, invoice };
}
