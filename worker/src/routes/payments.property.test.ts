// Hostile bodies for POST /orders and POST /purchase (property-based): each is refused
// with a 4xx JSON error before the captcha or the card gateway is asked, and no order
// or ledger row is written.
import { orderRequestSchema, purchaseRequestSchema } from 'contract/schemas/purchase';
import { expectAllRefused } from '../../test/hostile/expectAllRefused';
import { hostileJsonRequest } from '../../test/hostile/jsonRequests';
import { sendHostile } from '../../test/hostile/requests';
import { schemaKeys } from '../../test/hostile/schemaKeys';
import { createPaymentApp, placeOrder, purchaseFor, saleFor } from '../../test/payments';
import { postJson } from '../../test/testApp';

// A thousand requests take a second or two each here; a slower machine gets room.
jest.setTimeout(60_000);

describe('POST /orders under hostile bodies', () => {
  it('refuses every malformed order with a 4xx JSON error, never asks the captcha, and makes no order', async () => {
    const { app, db, providers, orders } = await createPaymentApp();
    const order = { amount: '103.00', credit: true, captchaToken: providers.issueToken() };

    await expectAllRefused({
      db,
      requests: hostileJsonRequest(order, schemaKeys(orderRequestSchema)),
      send: (request) => sendHostile(app, '/orders', request),
      alsoAfterEach: () => expect(providers.seen.verifications).toBe(0),
    });

    expect((await postJson(app, '/orders', order)).status).toBe(201);
    expect(await orders()).toHaveLength(1);
  });
});

describe('POST /purchase under hostile bodies', () => {
  it('refuses every malformed purchase record with a 4xx JSON error, never asks the gateway, and records nothing', async () => {
    const { app, db, providers, ledger } = await createPaymentApp();
    const order = await placeOrder(app, providers, { amount: '100.00', credit: true });
    const purchase = purchaseFor(providers.addTransaction(saleFor(order)), order.invoice);

    await expectAllRefused({
      db,
      requests: hostileJsonRequest(purchase, schemaKeys(purchaseRequestSchema)),
      send: (request) => sendHostile(app, '/purchase', request),
      alsoAfterEach: () => expect(providers.seen.lookups).toBe(0),
    });

    expect(await (await postJson(app, '/purchase', purchase)).json()).toEqual({ result: true, details: 'transaction approved' });
    expect(await ledger()).toHaveLength(1);
  });
});
