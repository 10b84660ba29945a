// Reconciliation against the sandbox's card gateway (the stand-in the site develops
// and runs its end-to-end tests with): payments are made through its hosted payment
// page's sale endpoint, as the popup makes them, and never posted to /purchase.
import { createSandbox } from 'sandbox/src/app';
import { formatCents } from 'contract/schemas/money';
import type { Database } from '../db/database';
import { parseEnv } from '../env';
import type { SentEmail } from 'sandbox/src/emailjs/outbox';
import { EMAILJS_PRIVATE_KEY, GATEWAY_API_KEY } from '../../test/fakeProviders';
import { purchaseFor } from '../../test/payments';
import { createTestApp, migratedMemoryDatabase, postJson, TEST_ENV } from '../../test/testApp';
import type { GatewayTransaction } from './gateway';
import type { LedgerRow } from './ledger';
import { createOrder, type OrderRow } from './orders';
import { reconcilePayments } from './reconcile';

const NOW = new Date('2026-05-01T12:30:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const APPROVE = '4111 1111 1111 1111';
const DECLINE = '4000 0000 0000 0002';

/** The sandbox as the worker's gateway, and as the popup a visitor pays in. */
function sandboxGateway() {
  const sandbox = createSandbox({
    clearent: { apiKey: GATEWAY_API_KEY },
    emailjs: { privateKey: EMAILJS_PRIVATE_KEY },
    now: () => new Date('2026-05-01T12:10:00.000Z'),
  });
  const seen = { searches: 0, lookups: 0 };
  let outage = false;
  let ignoresStatus = false;
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (outage) throw new TypeError('fetch failed');
    const url = new URL(String(input));
    if (url.searchParams.has('invoice')) seen.searches++;
    if (url.searchParams.has('id')) seen.lookups++;
    if (ignoresStatus) url.searchParams.delete('status');
    return sandbox.request(url.toString(), init);
  }) as typeof fetch;

  /** A sale of the order in the popup: with the service fee of a credit order unless told otherwise. */
  async function pay(order: OrderRow, card = APPROVE, serviceFee = order.credit === 1): Promise<GatewayTransaction> {
    const response = await sandbox.request('/hpp/sandbox-merchant/sandbox-terminal/sale', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        amount: formatCents(order.amount_cents),
        invoice: order.invoice,
        checkField: 'invoice',
        serviceFee,
        card,
        expiry: '12/34',
        csc: '123',
        street: '12 Lake Street',
        zip: '53545',
      }),
    });
    return ((await response.json()) as { payload: { transaction: GatewayTransaction } }).payload.transaction;
  }

  return {
    fetch: fetchFn,
    pay,
    seen,
    setOutage: (down: boolean) => (outage = down),
    /** A gateway that leaves the status filter out, to show the worker checks the result itself. */
    ignoreStatusFilter: () => (ignoresStatus = true),
    emails: async () => ((await (await sandbox.request('/__sandbox/emails')).json()) as { emails: SentEmail[] }).emails,
  };
}

async function setUp(db?: Database) {
  const database = db ?? (await migratedMemoryDatabase());
  const gateway = sandboxGateway();
  const deps = { db: database, env: parseEnv(TEST_ENV), now: () => NOW, fetch: gateway.fetch };
  const order = (amountCents: number, credit: boolean, createdAt = minutesAgo(20)) =>
    createOrder(database, { amountCents, credit, createdAt });
  const ledger = () => database.all<LedgerRow>('SELECT * FROM payment_ledger ORDER BY recorded_at, transaction_id');
  return { db: database, gateway, deps, order, ledger, reconcile: (options = {}) => reconcilePayments(deps, options) };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a payment the provider took and /purchase never recorded', () => {
  it('gets its one ledger row: the credit total, from the provider', async () => {
    const { gateway, order, ledger, reconcile } = await setUp();
    const paid = await order(10_000, true);
    const sale = await gateway.pay(paid);
    expect(sale.amount).toBe('103.00');

    const result = await reconcile();

    const rows = await ledger();
    expect(rows).toEqual([
      {
        transaction_id: sale.id,
        invoice: paid.invoice,
        amount_cents: 10_300,
        result: 'APPROVED',
        billing_street: '12 Lake Street',
        provider_created: '2026-05-01T12:10:00.000Z',
        exchange_id: expect.stringMatching(/^ID-sandbox-/),
        link_id: sale.id,
        recorded_at: NOW.toISOString(),
        review: null,
        receipt: null,
      },
    ]);
    expect(result).toEqual({ checked: 1, recorded: rows, refused: [], failed: [] });
  });

  it("emails the payer's receipt, as /purchase would have, once", async () => {
    const { db, gateway, ledger, reconcile } = await setUp();
    const paid = await createOrder(db, {
      amountCents: 10_000,
      credit: false,
      createdAt: minutesAgo(20),
      payer: { invoiceNumber: 'RR-10442', name: 'Ann Lee', email: 'ann@example.com' },
    });
    const sale = await gateway.pay(paid);

    await reconcile();
    await reconcile();

    expect(await ledger()).toEqual([expect.objectContaining({ transaction_id: sale.id, receipt: 'sent' })]);
    expect(await gateway.emails()).toEqual([
      expect.objectContaining({
        templateId: 'template_payment_receipt',
        params: expect.objectContaining({ to_email: 'ann@example.com', case_id: paid.invoice, amount: '$100.00', card_type: 'Debit' }),
      }),
    ]);
  });

  it('records a debit payment of the amount alone', async () => {
    const { gateway, order, ledger, reconcile } = await setUp();
    const paid = await order(25_050, false);
    await gateway.pay(paid);
    await reconcile();
    expect((await ledger()).map((row) => [row.invoice, row.amount_cents])).toEqual([[paid.invoice, 25_050]]);
  });

  it('records nothing for orders with no payment, a declined card, or a charge of another amount', async () => {
    const { gateway, order, ledger, reconcile } = await setUp();
    await order(5_000, true);
    await gateway.pay(await order(4_000, true), DECLINE);
    const short = await order(10_000, true);
    const withoutFee = await gateway.pay(short, APPROVE, false);

    const result = await reconcile();

    expect(await ledger()).toEqual([]);
    expect(result.checked).toBe(3);
    expect(result.refused).toEqual([
      { invoice: short.invoice, transactionId: withoutFee.id, reason: 'charged 100.00, the order is for another total' },
    ]);
  });

  it('checks the result itself when the gateway answers declined transactions too', async () => {
    const { gateway, order, ledger, reconcile } = await setUp();
    const attempted = await order(4_000, true);
    const declined = await gateway.pay(attempted, DECLINE);
    gateway.ignoreStatusFilter();

    const result = await reconcile();

    expect(await ledger()).toEqual([]);
    expect(result.refused).toEqual([{ invoice: attempted.invoice, transactionId: declined.id, reason: 'result DECLINED' }]);
  });

  it('adds nothing when run again, and asks the gateway nothing more', async () => {
    const { gateway, order, ledger, reconcile } = await setUp();
    await gateway.pay(await order(10_000, true));
    await reconcile();
    const searches = gateway.seen.searches;

    const again = await reconcile();

    expect(again).toEqual({ checked: 0, recorded: [], refused: [], failed: [] });
    expect(await ledger()).toHaveLength(1);
    expect(gateway.seen.searches).toBe(searches);
  });

  it('answers a later /purchase of the same payment the same, with no new row and no lookup', async () => {
    const { db, gateway, order, ledger, reconcile } = await setUp();
    const paid = await order(10_000, true);
    const sale = await gateway.pay(paid);
    await reconcile();
    const { app } = await createTestApp({ db, fetch: gateway.fetch });

    const response = await postJson(app, '/purchase', purchaseFor(sale, paid.invoice));

    expect(await response.json()).toEqual({ result: true, details: 'transaction approved' });
    expect(await ledger()).toHaveLength(1);
    expect(gateway.seen.lookups).toBe(0);
  });

  it('leaves one row when /purchase and the reconciliation record the payment at the same time', async () => {
    const { db, gateway, order, ledger, reconcile } = await setUp();
    const paid = await order(10_000, true);
    const sale = await gateway.pay(paid);
    const { app } = await createTestApp({ db, fetch: gateway.fetch });

    const [answer] = await Promise.all([
      (async () => (await postJson(app, '/purchase', purchaseFor(sale, paid.invoice))).json())(),
      reconcile(),
      reconcile(),
    ]);

    expect(answer).toEqual({ result: true, details: 'transaction approved' });
    expect((await ledger()).map((row) => row.transaction_id)).toEqual([sale.id]);
  });
});

describe('which orders the reconciliation asks about', () => {
  it('leaves orders younger than 5 minutes (still being paid) and older than 3 days by default', async () => {
    const { gateway, order, ledger, reconcile } = await setUp();
    const fresh = await order(1_000, false, minutesAgo(4));
    const settled = await order(2_000, false, minutesAgo(6));
    const old = await order(3_000, false, minutesAgo(3 * 24 * 60 + 1));
    for (const each of [fresh, settled, old]) await gateway.pay(each);

    expect((await reconcile()).checked).toBe(1);
    expect((await ledger()).map((row) => row.invoice)).toEqual([settled.invoice]);

    await reconcile({ lookBackMs: 4 * 24 * 60 * 60_000 });
    expect((await ledger()).map((row) => row.invoice).sort()).toEqual([settled.invoice, old.invoice].sort());
  });

  it('takes the newest orders first when limited', async () => {
    const { gateway, order, ledger, reconcile } = await setUp();
    const older = await order(1_000, false, minutesAgo(30));
    const newer = await order(2_000, false, minutesAgo(10));
    await gateway.pay(older);
    await gateway.pay(newer);

    await reconcile({ limit: 1 });
    expect((await ledger()).map((row) => row.invoice)).toEqual([newer.invoice]);
  });
});

describe('the reconciliation when the gateway or the ledger fails', () => {
  it('reports the invoice, records nothing, and records the payment on the next run', async () => {
    const { gateway, order, ledger, reconcile } = await setUp();
    const paid = await order(10_000, true);
    await gateway.pay(paid);
    gateway.setOutage(true);

    expect(await reconcile()).toEqual({ checked: 1, recorded: [], refused: [], failed: [{ invoice: paid.invoice, reason: 'the card gateway did not answer' }] });
    expect(await ledger()).toEqual([]);

    gateway.setOutage(false);
    expect((await reconcile()).recorded).toHaveLength(1);
  });

  it('reports an invoice whose payment cannot be written, and carries on with the others', async () => {
    const healthy = await setUp();
    const failing = await healthy.order(10_000, true, minutesAgo(10));
    const other = await healthy.order(5_000, false, minutesAgo(20));
    await healthy.gateway.pay(failing);
    await healthy.gateway.pay(other);
    const broken: Database = {
      ...healthy.db,
      run: (sql, params) =>
        sql.includes('payment_ledger') && params?.includes(failing.invoice) ? Promise.reject(new Error('SQLITE_FULL')) : healthy.db.run(sql, params),
    };

    const result = await reconcilePayments({ ...healthy.deps, db: broken });

    expect(result.failed).toEqual([{ invoice: failing.invoice, reason: 'the ledger could not be written' }]);
    expect((await healthy.ledger()).map((row) => row.invoice)).toEqual([other.invoice]);
  });
});
