import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { applyMigrations } from '../db/migrations';
import { readMigrationFiles } from '../db/migrationFiles';
import { openSqliteDatabase } from '../db/sqliteDatabase';
import { fakeProviders, GATEWAY_API_KEY } from '../../test/fakeProviders';
import { createPaymentApp, placeOrder, purchaseFor, saleFor } from '../../test/payments';
import { MIGRATIONS_DIR, postJson, TEST_SECRETS } from '../../test/testApp';

const FIXED_NOW = new Date('2026-05-01T12:05:00.000Z');
const APPROVED = { result: true, details: 'transaction approved' };
const DECLINED = { result: false, details: 'transaction declined' };
const SERVER_ERROR = { result: false, details: 'server error' };

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('POST /purchase of a payment the provider confirms', () => {
  it('records a credit payment of the amount plus its surcharge, once, and answers approved', async () => {
    const { app, providers, ledger } = await createPaymentApp({ now: () => FIXED_NOW });
    const order = await placeOrder(app, providers, { amount: '100.00', credit: true });
    const sale = providers.addTransaction(saleFor(order, { billing: { street: '400 State Street' } }));

    const response = await postJson(app, '/purchase', purchaseFor(sale, order.invoice));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(APPROVED);
    expect(await ledger()).toEqual([
      {
        transaction_id: sale.id,
        invoice: order.invoice,
        amount_cents: 10_300,
        result: 'APPROVED',
        billing_street: '400 State Street',
        provider_created: '2026-05-01T12:00:00.000Z',
        exchange_id: 'ID-popup-7f3a',
        link_id: sale.id,
        recorded_at: FIXED_NOW.toISOString(),
        review: null,
        receipt: null,
      },
    ]);
    expect(providers.seen.apiKeys).toEqual([GATEWAY_API_KEY]);
  });

  it('records a debit payment of the amount alone', async () => {
    const { app, providers, ledger } = await createPaymentApp();
    const order = await placeOrder(app, providers, { amount: '250.55', credit: false });
    const sale = providers.addTransaction(saleFor(order));
    expect(sale.amount).toBe('250.55');

    expect(await (await postJson(app, '/purchase', purchaseFor(sale, order.invoice))).json()).toEqual(APPROVED);
    expect((await ledger()).map((row) => row.amount_cents)).toEqual([25_055]);
  });

  it('takes the provider street and time over what the browser reported', async () => {
    const { app, providers, ledger } = await createPaymentApp();
    const order = await placeOrder(app, providers, { amount: '20.00', credit: false });
    const sale = providers.addTransaction(saleFor(order, { billing: { street: '1 Real Road' }, created: '2026-05-01T09:00:00Z' }));

    await postJson(app, '/purchase', purchaseFor(sale, order.invoice, { 5: '9 Fake Lane', 6: '1999-01-01' }));

    expect(await ledger()).toEqual([expect.objectContaining({ billing_street: '1 Real Road', provider_created: '2026-05-01T09:00:00Z' })]);
  });
});

describe('POST /purchase of a record the provider does not back', () => {
  const refusals: [string, (setup: Awaited<ReturnType<typeof setUp>>) => Response | Promise<Response>][] = [
    ['a transaction the provider does not know', ({ app, order, sale }) =>
      postJson(app, '/purchase', purchaseFor({ ...sale, id: '99999999' }, order.invoice))],
    ['a transaction of another invoice', async ({ app, providers, order }) => {
      const other = await placeOrder(app, providers, { amount: '100.00', credit: true });
      const otherSale = providers.addTransaction(saleFor(other));
      return postJson(app, '/purchase', purchaseFor(otherSale, order.invoice));
    }],
    ['an invoice with no pending order', ({ app, sale }) => postJson(app, '/purchase', purchaseFor(sale, 'INV-0000000000'))],
    ['an amount that differs from the one the provider charged', ({ app, order, sale }) =>
      postJson(app, '/purchase', purchaseFor(sale, order.invoice, { 3: '1.00' }))],
    ['a charge without the surcharge of a credit order', ({ app, providers, order }) => {
      const short = providers.addTransaction(saleFor(order, { amount: '100.00' }));
      return postJson(app, '/purchase', purchaseFor(short, order.invoice));
    }],
    ['a charge larger than the order', ({ app, providers, order }) => {
      const large = providers.addTransaction(saleFor(order, { amount: '1030.00' }));
      return postJson(app, '/purchase', purchaseFor(large, order.invoice));
    }],
    ['a declined transaction', ({ app, providers, order }) => {
      const declined = providers.addTransaction(saleFor(order, { result: 'DECLINED' }));
      return postJson(app, '/purchase', purchaseFor(declined, order.invoice, { 4: 'APPROVED' }));
    }],
    ['an authorisation that is not a sale', ({ app, providers, order }) => {
      const auth = providers.addTransaction(saleFor(order, { type: 'AUTH' }));
      return postJson(app, '/purchase', purchaseFor(auth, order.invoice));
    }],
    ['a refund', ({ app, providers, order }) => {
      const refund = providers.addTransaction(saleFor(order, { type: 'REFUND' }));
      return postJson(app, '/purchase', purchaseFor(refund, order.invoice));
    }],
    ['a transaction without an invoice', ({ app, providers, order }) => {
      const bare = providers.addTransaction(saleFor(order, { invoice: undefined }));
      return postJson(app, '/purchase', purchaseFor(bare, order.invoice));
    }],
  ];

  async function setUp() {
    const payment = await createPaymentApp();
    const order = await placeOrder(payment.app, payment.providers, { amount: '100.00', credit: true });
    const sale = payment.providers.addTransaction(saleFor(order));
    return { ...payment, order, sale };
  }

  it.each(refusals)('refuses %s as declined and records nothing', async (_name, send) => {
    const setup = await setUp();
    const response = await send(setup);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(DECLINED);
    expect(await setup.ledger()).toEqual([]);
  });

  it('refuses a recorded transaction posted again for another invoice', async () => {
    const { app, providers, order, sale, ledger } = await setUp();
    expect(await (await postJson(app, '/purchase', purchaseFor(sale, order.invoice))).json()).toEqual(APPROVED);
    const other = await placeOrder(app, providers, { amount: '100.00', credit: true });

    expect(await (await postJson(app, '/purchase', purchaseFor(sale, other.invoice))).json()).toEqual(DECLINED);
    expect(await ledger()).toEqual([expect.objectContaining({ transaction_id: sale.id, invoice: order.invoice })]);
  });
});

describe('POST /purchase when the provider or the ledger fails', () => {
  it.each(['unreachable', 'failing'] as const)('answers server error when the gateway is %s, and records nothing', async (outage) => {
    const { app, providers, ledger } = await createPaymentApp();
    const order = await placeOrder(app, providers, { amount: '100.00', credit: true });
    const sale = providers.addTransaction(saleFor(order));
    providers.setGatewayOutage(outage);

    expect(await (await postJson(app, '/purchase', purchaseFor(sale, order.invoice))).json()).toEqual(SERVER_ERROR);
    expect(await ledger()).toEqual([]);

    providers.setGatewayOutage('none');
    expect(await (await postJson(app, '/purchase', purchaseFor(sale, order.invoice))).json()).toEqual(APPROVED);
  });

  it('answers server error when the worker holds the wrong gateway key', async () => {
    const { app, providers, ledger } = await createPaymentApp({ env: { PAYMENT_GATEWAY_API_KEY: 'not-the-key' } });
    const order = await placeOrder(app, providers, { amount: '100.00', credit: true });
    const sale = providers.addTransaction(saleFor(order));

    expect(await (await postJson(app, '/purchase', purchaseFor(sale, order.invoice))).json()).toEqual(SERVER_ERROR);
    expect(providers.seen.apiKeys).toEqual(['not-the-key']);
    expect(await ledger()).toEqual([]);
  });

  async function withFailing(failure: 'read' | 'written') {
    const healthy = await createPaymentApp();
    const order = await placeOrder(healthy.app, healthy.providers, { amount: '100.00', credit: true });
    const sale = healthy.providers.addTransaction(saleFor(order));
    const broken: Database = {
      ...healthy.db,
      first: (sql, params) =>
        failure === 'read' && sql.includes('payment_ledger') ? Promise.reject(new Error('SQLITE_IOERR')) : healthy.db.first(sql, params),
      run: (sql, params) =>
        failure === 'written' && sql.includes('payment_ledger') ? Promise.reject(new Error('SQLITE_FULL')) : healthy.db.run(sql, params),
    };
    const { app } = await createPaymentApp({ db: broken, providers: healthy.providers });
    return { app, order, sale, ledger: healthy.ledger };
  }

  it.each(['read', 'written'] as const)('answers server error when the ledger cannot be %s, and never approves', async (failure) => {
    const { app, order, sale, ledger } = await withFailing(failure);
    expect(await (await postJson(app, '/purchase', purchaseFor(sale, order.invoice))).json()).toEqual(SERVER_ERROR);
    expect(await ledger()).toEqual([]);
  });
});

describe('POST /purchase is idempotent', () => {
  it('answers the same record posted twice the same, with one ledger row and one lookup', async () => {
    const { app, providers, ledger } = await createPaymentApp();
    const order = await placeOrder(app, providers, { amount: '100.00', credit: true });
    const sale = providers.addTransaction(saleFor(order));
    const body = purchaseFor(sale, order.invoice);

    const first = await (await postJson(app, '/purchase', body)).json();
    const second = await (await postJson(app, '/purchase', body)).json();

    expect([first, second]).toEqual([APPROVED, APPROVED]);
    expect(await ledger()).toHaveLength(1);
    expect(providers.seen.lookups).toBe(1);
  });

  it('leaves one ledger row, after one gateway lookup, when the same record is posted 50 times at once', async () => {
    const { app, providers, ledger } = await createPaymentApp();
    const order = await placeOrder(app, providers, { amount: '100.00', credit: true });
    const sale = providers.addTransaction(saleFor(order));
    const body = purchaseFor(sale, order.invoice);

    const answers = await Promise.all(Array.from({ length: 50 }, async () => (await postJson(app, '/purchase', body)).json()));

    expect(answers).toEqual(Array.from({ length: 50 }, () => APPROVED));
    const rows = await ledger();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ transaction_id: sale.id, amount_cents: 10_300 });
    expect(providers.seen.lookups).toBe(1);
  });

  it('keeps the ledger across a worker restart and still answers the record the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-ledger-'));
    const file = join(dir, 'worker.sqlite');
    const open = async () => {
      const db = openSqliteDatabase(file);
      await applyMigrations(db, await readMigrationFiles(MIGRATIONS_DIR));
      return db;
    };
    try {
      const providers = fakeProviders();
      const before = await createPaymentApp({ db: await open(), providers });
      const order = await placeOrder(before.app, providers, { amount: '100.00', credit: true });
      const sale = providers.addTransaction(saleFor(order));
      const body = purchaseFor(sale, order.invoice);
      expect(await (await postJson(before.app, '/purchase', body)).json()).toEqual(APPROVED);
      await before.db.close();

      providers.setGatewayOutage('unreachable');
      const after = await createPaymentApp({ db: await open(), providers });

      expect(await after.ledger()).toEqual([expect.objectContaining({ transaction_id: sale.id, invoice: order.invoice, amount_cents: 10_300 })]);
      expect(await (await postJson(after.app, '/purchase', body)).json()).toEqual(APPROVED);
      expect(await after.ledger()).toHaveLength(1);
      await after.db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('POST /purchase with malformed input', () => {
  const valid = purchaseFor(
    { id: '40000001', type: 'SALE', amount: '103.00', result: 'APPROVED', billing: { street: '12 Lake Street' }, created: '2026-05-01T12:00:00Z' },
    'INV-0123456789',
  );
  const { record, invoice } = valid;

  it.each([
    ['no record', { invoice }],
    ['no invoice', { record }],
    ['a record of six items', { record: record.slice(0, 6), invoice }],
    ['a record of eight items', { record: [...record, 'extra'], invoice }],
    ['a record as an object', { record: { ...record }, invoice }],
    ['an amount without cents', { record: record.with(3, '103'), invoice }],
    ['an amount with a $', { record: record.with(3, '$103.00'), invoice }],
    ['a transaction id with a query in it', { record: record.with(2, '1&id=2'), invoice }],
    ['an empty exchange id', { record: record.with(0, ''), invoice }],
    ['a number for an item', { record: [...record.slice(0, 2), 40000001, ...record.slice(3)], invoice }],
    ['a malformed invoice', { record, invoice: 'INV-1' }],
    ['an unexpected extra field', { ...valid, total: '0.01' }],
  ])('refuses %s with a 400 JSON error, asks nobody and records nothing', async (_name, body) => {
    const { app, providers, ledger } = await createPaymentApp();
    const response = await postJson(app, '/purchase', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'The purchase record has errors', issues: expect.any(Array) });
    expect(providers.seen.lookups).toBe(0);
    expect(await ledger()).toEqual([]);
  });

  it.each([
    ['invalid JSON', () => '{"record": [', 400],
    ['a bare array record', () => JSON.stringify(record), 400],
  ])('refuses %s', async (_name, body, status) => {
    const { app, ledger } = await createPaymentApp();
    expect((await postJson(app, '/purchase', body())).status).toBe(status);
    expect(await ledger()).toEqual([]);
  });

  it('refuses a body not sent as JSON', async () => {
    const { app } = await createPaymentApp();
    const response = await app.request('/purchase', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(valid) });
    expect(response.status).toBe(415);
  });
});

describe('the payment secrets', () => {
  it('never appear in any answer of the payment routes', async () => {
    const { app, providers } = await createPaymentApp();
    const order = await placeOrder(app, providers, { amount: '100.00', credit: true });
    const sale = providers.addTransaction(saleFor(order));
    const requests = [
      () => app.request('/config/payments'),
      () => app.request('/config/captcha'),
      () => postJson(app, '/orders', { amount: '10.00', credit: true, captchaToken: providers.issueToken() }),
      () => postJson(app, '/orders', { amount: '10.00', credit: true, captchaToken: 'reused-or-unknown' }),
      () => postJson(app, '/orders', { amount: 'x', credit: true, captchaToken: 'x' }),
      () => postJson(app, '/purchase', purchaseFor(sale, order.invoice)),
      () => postJson(app, '/purchase', purchaseFor({ ...sale, id: '1' }, order.invoice)),
      () => postJson(app, '/purchase', { record: [] }),
    ];
    for (const send of requests) {
      const response = await send();
      const answer = [...response.headers].flat().join('\n') + (await response.text());
      for (const secret of Object.values(TEST_SECRETS)) expect(answer).not.toContain(secret);
    }
  });
});
