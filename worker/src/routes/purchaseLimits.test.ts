// POST /purchase cannot be used to hammer the card gateway with the merchant's key:
// lookups are limited per invoice and per client, identical posts in flight share one
// lookup, and the surcharge is checked against the card where the gateway says what it was.
import fc from 'fast-check';
import { createPaymentApp, placeOrder, purchaseFor, saleFor } from '../../test/payments';
import { postJson, TEST_CLIENT_HEADER } from '../../test/testApp';

const APPROVED = { result: true, details: 'transaction approved' };
const DECLINED = { result: false, details: 'transaction declined' };

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/** A transaction id the gateway never made. */
const madeUpId = fc.stringMatching(/^[0-9]{6,14}$/);

describe('gateway lookups per invoice', () => {
  it('makes at most 5 lookups for 20 made-up transaction ids against one invoice, refusing the rest with 429', async () => {
    const { app, providers, ledger } = await createPaymentApp();
    const order = await placeOrder(app, providers, { amount: '100.00', credit: true });
    const ids = fc.sample(fc.uniqueArray(madeUpId, { minLength: 20, maxLength: 20 }), 1)[0]!;

    const statuses: number[] = [];
    for (const [index, id] of ids.entries()) {
      // From many clients: the invoice's own limit is what holds.
      const response = await postJson(app, '/purchase', purchaseFor(saleFor(order, { id }), order.invoice), { [TEST_CLIENT_HEADER]: `198.51.100.${index}` });
      statuses.push(response.status);
      if (response.status === 200) expect(await response.json()).toEqual(DECLINED);
      else expect(await response.json()).toMatchObject({ error: 'This payment has been checked too many times; please wait and try again' });
    }

    expect(providers.seen.lookups).toBe(5);
    expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(15).fill(429)]);
    expect(await ledger()).toEqual([]);
  });

  it('never looks up more than the limit, whatever ids and however many posts, and records nothing', async () => {
    const { app, providers, ledger } = await createPaymentApp({ env: { PURCHASE_LOOKUPS_PER_INVOICE: '3' } });
    const order = await placeOrder(app, providers, { amount: '40.00', credit: false });
    await fc.assert(
      fc.asyncProperty(madeUpId, async (id) => {
        const response = await postJson(app, '/purchase', purchaseFor(saleFor(order, { id }), order.invoice));
        expect(response.status).toBeLessThan(500);
        expect(providers.seen.lookups).toBeLessThanOrEqual(3);
      }),
      { numRuns: 200 },
    );
    expect(await ledger()).toEqual([]);
  });

  it('still settles the real payment of an invoice that had a failed attempt, and a recorded one needs no lookup at all', async () => {
    const { app, providers, ledger } = await createPaymentApp();
    const order = await placeOrder(app, providers, { amount: '100.00', credit: true });
    expect(await (await postJson(app, '/purchase', purchaseFor(saleFor(order, { id: '999' }), order.invoice))).json()).toEqual(DECLINED);
    const body = purchaseFor(providers.addTransaction(saleFor(order)), order.invoice);
    expect(await (await postJson(app, '/purchase', body)).json()).toEqual(APPROVED);
    for (let replay = 0; replay < 10; replay++) expect(await (await postJson(app, '/purchase', body)).json()).toEqual(APPROVED);
    expect(providers.seen.lookups).toBe(2);
    expect(await ledger()).toHaveLength(1);
  });
});

describe('gateway lookups per client', () => {
  it('are limited across invoices, with Retry-After', async () => {
    const { app, providers } = await createPaymentApp({ env: { PURCHASE_LOOKUPS_PER_CLIENT: '4' } });
    const orders = await Promise.all(Array.from({ length: 5 }, () => placeOrder(app, providers, { amount: '10.00', credit: false })));
    const answers = [];
    for (const order of orders) answers.push(await postJson(app, '/purchase', purchaseFor(saleFor(order, { id: '1234567' }), order.invoice)));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429]);
    expect(answers[4]!.headers.get('retry-after')).toBe('3600');
    expect(providers.seen.lookups).toBe(4);
    // Another client is not held back by this one.
    const other = await postJson(app, '/purchase', purchaseFor(saleFor(orders[4]!, { id: '7654321' }), orders[4]!.invoice), { [TEST_CLIENT_HEADER]: '203.0.113.7' });
    expect(other.status).toBe(200);
  });
});

describe('concurrent identical posts', () => {
  it('share one lookup even for a transaction the gateway does not know', async () => {
    const { app, providers } = await createPaymentApp();
    const order = await placeOrder(app, providers, { amount: '100.00', credit: true });
    const body = purchaseFor(saleFor(order, { id: '31337' }), order.invoice);
    const answers = await Promise.all(Array.from({ length: 30 }, async () => (await postJson(app, '/purchase', body)).json()));
    expect(answers).toEqual(Array.from({ length: 30 }, () => DECLINED));
    expect(providers.seen.lookups).toBe(1);
  });
});

describe('the surcharge follows the card', () => {
  it('records a credit card on a debit order, flagged for review and logged, and tells the visitor it went through', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { app, providers, ledger } = await createPaymentApp();
    const order = await placeOrder(app, providers, { amount: '200.00', credit: false });
    const sale = providers.addTransaction(saleFor(order, { 'card-type': 'VISA CREDIT' }));

    expect(await (await postJson(app, '/purchase', purchaseFor(sale, order.invoice))).json()).toEqual(APPROVED);
    expect(await ledger()).toEqual([
      expect.objectContaining({ transaction_id: sale.id, amount_cents: 20_000, review: 'a credit card paid a debit order: the 3% surcharge was not charged' }),
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`transaction ${sale.id} of ${order.invoice} needs review`));
  });

  it('flags nothing when the card matches, or when the gateway names only the brand', async () => {
    const { app, providers, ledger } = await createPaymentApp();
    const debit = await placeOrder(app, providers, { amount: '50.00', credit: false });
    const credit = await placeOrder(app, providers, { amount: '50.00', credit: true });
    for (const [order, cardType] of [[debit, 'VISA DEBIT'], [credit, 'MASTERCARD']] as const) {
      const sale = providers.addTransaction(saleFor(order, { 'card-type': cardType }));
      expect(await (await postJson(app, '/purchase', purchaseFor(sale, order.invoice))).json()).toEqual(APPROVED);
    }
    expect((await ledger()).map((row) => row.review)).toEqual([null, null]);
  });
});

describe('payments without their settings', () => {
  it('answer 503 on every payment route of a worker without ALLOW_DEV_DEFAULTS that was given none, asking nobody', async () => {
    const { app, providers, orders } = await createPaymentApp({ env: { ALLOW_DEV_DEFAULTS: '', PAYMENT_GATEWAY_API_KEY: '', CAPTCHA_SECRET: '' } });
    const responses = [
      await app.request('/config/payments'),
      await app.request('/config/captcha'),
      await postJson(app, '/orders', { amount: '100.00', credit: true, captchaToken: providers.issueToken() }),
      await postJson(app, '/purchase', { record: ['ID-1', '1', '1', '1.00', 'APPROVED', '', ''], invoice: 'INV-0000000000' }),
    ];
    expect(responses.map((response) => response.status)).toEqual([503, 503, 503, 503]);
    expect(await responses[0]!.json()).toEqual({ error: 'Online payments are not available just now' });
    expect(providers.seen).toMatchObject({ lookups: 0, verifications: 0 });
    expect(await orders()).toEqual([]);
  });
});
