import { z } from 'contract/schemas/zod';
import { orderSchema } from 'contract/schemas/purchase';
import { CAPTCHA_SECRET, fakeProviders } from '../../test/fakeProviders';
import { createPaymentApp } from '../../test/payments';
import { createTestApp, postJson } from '../../test/testApp';

const FIXED_NOW = new Date('2026-05-01T12:00:00.000Z');

describe('POST /orders', () => {
  it('makes a pending credit order with the surcharge the worker computes', async () => {
    const { app, providers, orders } = await createPaymentApp({ now: () => FIXED_NOW });

    const response = await postJson(app, '/orders', { amount: '100.00', credit: true, captchaToken: providers.issueToken() });

    expect(response.status).toBe(201);
    const order = z.strictObject(orderSchema.shape).parse(await response.json());
    expect(order).toMatchObject({ amount: '100.00', surcharge: '3.00', total: '103.00', credit: true });
    expect(order.invoice).toMatch(/^INV-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(await orders()).toEqual([
      {
        invoice: order.invoice,
        amount_cents: 10_000,
        surcharge_cents: 300,
        credit: 1,
        created_at: FIXED_NOW.toISOString(),
        payer_invoice_number: null,
        payer_name: null,
        payer_email: null,
      },
    ]);
  });

  it('makes a debit order without a surcharge', async () => {
    const { app, providers } = await createPaymentApp();
    const response = await postJson(app, '/orders', { amount: '250.55', credit: false, captchaToken: providers.issueToken() });
    expect(await response.json()).toMatchObject({ amount: '250.55', surcharge: '0.00', total: '250.55', credit: false });
  });

  it('gives every order its own invoice', async () => {
    const { app, providers } = await createPaymentApp();
    const invoices = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await postJson(app, '/orders', { amount: '10.00', credit: true, captchaToken: providers.issueToken() });
      invoices.add(((await response.json()) as { invoice: string }).invoice);
    }
    expect(invoices.size).toBe(5);
  });

  it('sends the token with the worker secret to siteverify', async () => {
    const { app, providers } = await createPaymentApp();
    await postJson(app, '/orders', { amount: '10.00', credit: false, captchaToken: providers.issueToken() });
    expect(providers.seen.captchaSecrets).toEqual([CAPTCHA_SECRET]);
  });
});

describe('POST /orders without a good captcha makes no order', () => {
  it('refuses a token it has seen before', async () => {
    const { app, providers, orders } = await createPaymentApp();
    const token = providers.issueToken();
    expect((await postJson(app, '/orders', { amount: '10.00', credit: true, captchaToken: token })).status).toBe(201);

    const again = await postJson(app, '/orders', { amount: '10.00', credit: true, captchaToken: token });

    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ error: 'The captcha was not accepted. Please complete it again.' });
    expect(await orders()).toHaveLength(1);
  });

  it('refuses a token the captcha provider never issued', async () => {
    const { app, orders } = await createPaymentApp();
    const response = await postJson(app, '/orders', { amount: '10.00', credit: true, captchaToken: 'made-up-token' });
    expect(response.status).toBe(403);
    expect(await orders()).toHaveLength(0);
  });

  it.each([
    ['a missing token', { amount: '10.00', credit: true }],
    ['an empty token', { amount: '10.00', credit: true, captchaToken: '  ' }],
  ])('refuses %s before asking the provider', async (_name, body) => {
    const { app, providers, orders } = await createPaymentApp();
    const response = await postJson(app, '/orders', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'The order has errors', issues: [{ path: 'captchaToken' }] });
    expect(providers.seen.verifications).toBe(0);
    expect(await orders()).toHaveLength(0);
  });

  it.each(['unreachable', 'failing'] as const)('fails closed when siteverify is %s', async (outage) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { app, providers, orders } = await createPaymentApp();
    providers.setCaptchaOutage(outage);

    const response = await postJson(app, '/orders', { amount: '10.00', credit: true, captchaToken: providers.issueToken() });

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The captcha could not be verified just now. Please try again.' });
    expect(await orders()).toHaveLength(0);
  });

  it('fails closed when the worker holds the wrong secret', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const providers = fakeProviders();
    const { app, db } = await createTestApp({ fetch: providers.fetch, env: { CAPTCHA_SECRET: 'not-the-secret' } });

    const response = await postJson(app, '/orders', { amount: '10.00', credit: true, captchaToken: providers.issueToken() });

    expect(response.status).toBe(503);
    expect(await db.all('SELECT * FROM payment_orders')).toEqual([]);
  });
});

describe('POST /orders with malformed input', () => {
  it.each([
    ['an amount without cents', { amount: '100', credit: true }],
    ['an amount with a $', { amount: '$5.00', credit: true }],
    ['an amount as a number', { amount: 100, credit: true }],
    ['a zero amount', { amount: '0.00', credit: true }],
    ['a negative amount', { amount: '-5.00', credit: true }],
    ['an amount of a million', { amount: '1000000.00', credit: true }],
    ['a credit flag as text', { amount: '10.00', credit: 'yes' }],
    ['a total from the browser', { amount: '10.00', credit: true, total: '0.01' }],
  ])('refuses %s with a 400 and makes no order', async (_name, body) => {
    const { app, providers, orders } = await createPaymentApp();
    const response = await postJson(app, '/orders', { ...body, captchaToken: providers.issueToken() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'The order has errors', issues: expect.any(Array) });
    expect(providers.seen.verifications).toBe(0);
    expect(await orders()).toHaveLength(0);
  });

  it.each([
    ['invalid JSON', '{"amount":', 400],
    ['a JSON array', '[]', 400],
  ])('refuses %s', async (_name, body, status) => {
    const { app, orders } = await createPaymentApp();
    expect((await postJson(app, '/orders', body)).status).toBe(status);
    expect(await orders()).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const { app } = await createPaymentApp();
    const response = await app.request('/orders', { method: 'POST', body: new URLSearchParams({ amount: '10.00' }) });
    expect(response.status).toBe(415);
  });
});
