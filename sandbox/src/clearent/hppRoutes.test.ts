import { createSandbox } from '../app';

const FIXED_NOW = new Date('2026-05-01T12:00:00.000Z');
const HPP = '/hpp/sandbox-merchant/sandbox-terminal';

const card = { card: '4111 1111 1111 1111', expiry: '12/29', csc: '123', street: '12 Lake Street', zip: '53545' };

function sandbox() {
  let seed = 0;
  return createSandbox({ now: () => FIXED_NOW, random: () => ((seed += 0.1234567) % 1) });
}

const sale = (app: ReturnType<typeof createSandbox>, body: Record<string, unknown>) =>
  app.request(`${HPP}/sale`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the hosted payment page script', () => {
  it('is served at /hpp/{merchant}/{terminal} and defines Clearent', async () => {
    const response = await sandbox().request(`http://localhost:8089${HPP}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const source = await response.text();
    expect(source).toContain('Clearent');
    expect(source).toContain('"origin":"http://localhost:8089"');
  });

  it.each(['/hpp/other-merchant/sandbox-terminal', '/hpp/sandbox-merchant/other-terminal'])('answers 404 for %s', async (path) => {
    expect((await sandbox().request(path)).status).toBe(404);
  });
});

describe('the popup page', () => {
  it('shows the amount, the terminal service fee and the total', async () => {
    const response = await sandbox().request(`${HPP}/popup?amount=100.00&invoice=INV-1&check-field=invoice&service-fee=true&parent=http://localhost:8080`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<dt>Service fee</dt><dd>$3.00</dd>');
    expect(html).toContain('Pay $103.00');
    expect(html).toContain('"parentOrigin":"http://localhost:8080"');
  });

  it('leaves the fee out when the page turns the service-fee setting off', async () => {
    const html = await (await sandbox().request(`${HPP}/popup?amount=100.00&service-fee=false&parent=http://localhost:8080`)).text();
    expect(html).not.toContain('Service fee');
    expect(html).toContain('Pay $100.00');
  });

  it('escapes what the query brings into the page', async () => {
    const html = await (
      await sandbox().request(`${HPP}/popup?amount=1.00&invoice=${encodeURIComponent('</script><b>x')}&parent=http://localhost:8080`)
    ).text();
    expect(html).not.toContain('</script><b>');
  });

  it.each([
    ['no amount', 'parent=http://localhost:8080'],
    ['an amount with a $', 'amount=$5.00&parent=http://localhost:8080'],
    ['no parent origin', 'amount=5.00'],
  ])('refuses %s', async (_name, query) => {
    expect((await sandbox().request(`${HPP}/popup?${query}`)).status).toBe(400);
  });
});

describe('a sale', () => {
  it('approves the approval test card and charges the amount plus the service fee', async () => {
    const response = await sale(sandbox(), { amount: '100.00', invoice: 'INV-1', checkField: 'invoice', serviceFee: true, ...card });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      code: '200',
      status: 'success',
      'exchange-id': expect.stringMatching(/^ID-sandbox-/),
      links: [{ rel: 'transaction', id: body.payload.transaction.id }],
      payload: {
        payloadType: 'transaction',
        transaction: {
          type: 'SALE',
          amount: '103.00',
          'service-fee': '3.00',
          invoice: 'INV-1',
          result: 'APPROVED',
          card: 'XXXXXXXXXXXX1111',
          billing: { street: '12 Lake Street', zip: '53545' },
          created: FIXED_NOW.toISOString(),
        },
      },
    });
  });

  it('charges the amount alone with the service fee off', async () => {
    const body = await (await sale(sandbox(), { amount: '100.00', serviceFee: false, ...card })).json();
    expect(body.payload.transaction).toMatchObject({ amount: '100.00', 'service-fee': '0.00' });
  });

  it('declines the decline test card with 402', async () => {
    const response = await sale(sandbox(), { amount: '20.00', ...card, card: '4000000000000002' });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      code: '402',
      status: 'fail',
      payload: { transaction: { result: 'DECLINED', 'display-message': 'Transaction declined' } },
    });
  });

  it.each([
    ['a card number failing the Luhn check', { card: '4111111111111112' }, 'Card number is not valid'],
    ['an expired card', { expiry: '01/26' }, 'Card is expired'],
    ['a malformed expiry', { expiry: '13/30' }, 'Expiration date is not valid; use MM/YY'],
    ['a short security code', { csc: '1' }, 'CSC length is not valid for card type'],
    ['no billing street', { street: ' ' }, 'Address required and street address is missing'],
    ['a malformed zip', { zip: '535' }, 'Zip code is not valid'],
    ['a malformed amount', { amount: '100' }, 'Amount is not valid; Please include two decimal places (ex 1.00). Do not include $ symbol.'],
  ])('refuses %s with 400 and charges nothing', async (_name, change, message) => {
    const app = sandbox();
    const response = await sale(app, { amount: '20.00', ...card, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'fail', payload: { error: { 'error-message': message } } });
    expect(await (await app.request('/__sandbox/payments/transactions')).json()).toEqual({ transactions: [] });
  });

  it('returns the paid transaction instead of charging an invoice twice when the check field is set', async () => {
    const app = sandbox();
    const order = { amount: '100.00', invoice: 'INV-2', checkField: 'invoice', serviceFee: true };
    const first = await (await sale(app, { ...order, ...card })).json();
    const second = await (await sale(app, { ...order, ...card, card: '5555555555554444' })).json();

    expect(second.payload.transaction).toEqual(first.payload.transaction);
    expect((await (await app.request('/__sandbox/payments/transactions')).json()).transactions).toHaveLength(1);
  });

  it('charges again without the check field, and after a declined attempt', async () => {
    const app = sandbox();
    await sale(app, { amount: '10.00', invoice: 'INV-3', ...card });
    await sale(app, { amount: '10.00', invoice: 'INV-3', ...card });
    await sale(app, { amount: '10.00', invoice: 'INV-4', checkField: 'invoice', ...card, card: '4000000000000002' });
    const retry = await (await sale(app, { amount: '10.00', invoice: 'INV-4', checkField: 'invoice', ...card })).json();

    expect(retry.payload.transaction.result).toBe('APPROVED');
    expect((await (await app.request('/__sandbox/payments/transactions')).json()).transactions).toHaveLength(4);
  });
});

describe('the gateway transaction lookup', () => {
  const lookup = (app: ReturnType<typeof createSandbox>, id: string, apiKey = 'sandbox-gateway-api-key') =>
    app.request(`/rest/v2/transactions?id=${id}`, { headers: { 'api-key': apiKey } });

  it('answers a transaction the page made, declined ones included', async () => {
    const app = sandbox();
    const approved = (await (await sale(app, { amount: '50.00', invoice: 'INV-5', ...card })).json()).payload.transaction;
    const declined = (await (await sale(app, { amount: '50.00', ...card, card: '4000000000000002' })).json()).payload.transaction;

    const found = await lookup(app, approved.id);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ code: '200', status: 'success', payload: { transaction: approved } });
    expect((await (await lookup(app, declined.id)).json()).payload.transaction.result).toBe('DECLINED');
  });

  it('answers 404 for an unknown transaction', async () => {
    const response = await lookup(sandbox(), '123');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'fail', payload: { error: { 'error-message': 'Transaction not found' } } });
  });

  it('answers 401 without the api key', async () => {
    const app = sandbox();
    const { id } = (await (await sale(app, { amount: '50.00', ...card })).json()).payload.transaction;
    expect((await lookup(app, id, 'wrong')).status).toBe(401);
    expect((await app.request(`/rest/v2/transactions?id=${id}`)).status).toBe(401);
  });
});

describe('the gateway transaction search by invoice', () => {
  const search = (app: ReturnType<typeof createSandbox>, query: string, apiKey = 'sandbox-gateway-api-key') =>
    app.request(`/rest/v2/transactions?${query}`, { headers: { 'api-key': apiKey } });
  const charge = async (app: ReturnType<typeof createSandbox>, invoice: string, cardNumber = card.card) =>
    (await (await sale(app, { amount: '10.00', invoice, ...card, card: cardNumber })).json()).payload.transaction;

  it("answers the invoice's transactions, newest first, in a list", async () => {
    const app = sandbox();
    const declined = await charge(app, 'INV-6', '4000000000000002');
    const approved = await charge(app, 'INV-6');
    await charge(app, 'INV-7');

    const response = await search(app, 'invoice=INV-6');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ code: '200', status: 'success', 'exchange-id': expect.stringMatching(/^ID-sandbox-/) });
    expect(body.payload).toEqual({ payloadType: 'transactions', transactions: { transaction: [approved, declined] } });
  });

  it('keeps to the status and the page size asked for', async () => {
    const app = sandbox();
    const declined = await charge(app, 'INV-8', '4000000000000002');
    const approved = await charge(app, 'INV-8');
    const transactions = async (query: string) => (await (await search(app, query)).json()).payload.transactions.transaction;

    expect(await transactions('invoice=INV-8&status=APPROVED')).toEqual([approved]);
    expect(await transactions('invoice=INV-8&status=DECLINED')).toEqual([declined]);
    expect(await transactions('invoice=INV-8&page-size=1')).toEqual([approved]);
  });

  it('answers 204 No Content when nothing matches', async () => {
    const app = sandbox();
    await charge(app, 'INV-9', '4000000000000002');
    expect((await search(app, 'invoice=INV-9&status=APPROVED')).status).toBe(204);
    expect((await search(app, 'invoice=INV-NONE')).status).toBe(204);
  });

  it('answers 401 without the api key and 400 without an id or an invoice', async () => {
    const app = sandbox();
    expect((await search(app, 'invoice=INV-6', 'wrong')).status).toBe(401);
    expect((await search(app, 'status=APPROVED')).status).toBe(400);
  });
});
