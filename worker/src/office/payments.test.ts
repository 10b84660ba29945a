import { officePaymentListSchema, officePaymentSchema } from 'contract/schemas/office';
import type { LedgerRow } from '../payments/ledger';
import { createPaymentApp, placeOrder, purchaseFor, saleFor } from '../../test/payments';
import { postJson } from '../../test/testApp';
import { officePost, signedInPerson, withCookie } from '../../test/office';
import { csvText, paymentsCsv } from './paymentsCsv';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const TODAY = '2026-11-27';
const PAYER = { invoiceNumber: 'RR-10442', name: "Mary-Jane O'Brien", email: 'mj@example.com' };

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/** The ledger's receipt column once the deferred send has noted its outcome. */
async function receiptOutcome(ledger: () => Promise<LedgerRow[]>): Promise<string | null> {
  for (let tries = 0; tries < 200; tries++) {
    const receipt = (await ledger())[0]?.receipt ?? null;
    if (receipt !== null) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return null;
}

/** A payment recorded through /purchase whose receipt failed, an order still unpaid, and a signed-in office person. */
async function officeWithPayments() {
  const payment = await createPaymentApp({ now: () => NOW });
  const { app, db, providers, ledger } = payment;
  const order = await placeOrder(app, providers, { amount: '250.00', credit: true, payer: PAYER });
  const sale = providers.addTransaction(saleFor(order));
  await providers.setEmailFailure({ mode: 'always' });
  expect((await postJson(app, '/purchase', purchaseFor(sale, order.invoice))).status).toBe(200);
  expect(await receiptOutcome(ledger)).toMatch(/^failed: /);
  await providers.setEmailFailure({ mode: 'off' });
  const unpaid = await placeOrder(app, providers, { amount: '99.00', credit: false });
  const { cookie, person } = await signedInPerson(app, db, 'Jamie Lee', NOW);
  const get = (path: string) => app.request(path, { headers: withCookie(cookie) });
  return { ...payment, order, sale, unpaid, cookie, person, get };
}

describe('GET /office/payments', () => {
  it('lists recorded payments with the payer, amount, card, transaction and receipt, and orders awaiting reconciliation', async () => {
    const { get, order, sale, unpaid } = await officeWithPayments();
    const response = await get('/office/payments');
    expect(response.status).toBe(200);
    const list = officePaymentListSchema.parse(await response.json());
    expect(list.items).toEqual([
      {
        transactionId: sale.id,
        invoice: order.invoice,
        invoiceNumber: 'RR-10442',
        payerName: "Mary-Jane O'Brien",
        payerEmail: 'mj@example.com',
        amountCents: 25750,
        card: 'Credit',
        recordedAt: NOW.toISOString(),
        receipt: expect.stringMatching(/^failed: /),
        review: null,
      },
    ]);
    expect(list.awaiting).toEqual([{ invoice: unpaid.invoice, amountCents: 9900, createdAt: NOW.toISOString() }]);
  });

  it('refuses a period that is not a number of days', async () => {
    const { get } = await officeWithPayments();
    expect((await get('/office/payments?days=-3')).status).toBe(400);
  });
});

describe('POST /office/payments/:transactionId/receipt', () => {
  it('sends a failed receipt again, once, answers its new outcome and records who asked', async () => {
    const { app, db, cookie, person, sale, providers } = await officeWithPayments();
    const before = (await providers.emails()).length;
    const response = await officePost(app, `/office/payments/${sale.id}/receipt`, {}, withCookie(cookie));
    expect(response.status).toBe(200);
    expect(officePaymentSchema.parse(await response.json())).toMatchObject({ transactionId: sale.id, receipt: 'sent' });
    expect((await providers.emails()).length).toBe(before + 1);
    expect(await db.all('SELECT person_id, person_name, action, subject, detail FROM office_audit WHERE action = ?', ['resend-receipt'])).toEqual([
      { person_id: person.id, person_name: 'Jamie Lee', action: 'resend-receipt', subject: sale.id, detail: 'sent' },
    ]);
  });

  it('sends one payment’s receipt again at most 5 times an hour', async () => {
    const { app, cookie, sale, providers } = await officeWithPayments();
    const before = (await providers.emails()).length;
    for (let press = 0; press < 5; press++) {
      expect((await officePost(app, `/office/payments/${sale.id}/receipt`, {}, withCookie(cookie))).status).toBe(200);
    }
    const limited = await officePost(app, `/office/payments/${sale.id}/receipt`, {}, withCookie(cookie));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'This receipt was sent again several times this hour: wait before sending it again',
      retryAfterSeconds: 3600,
    });
    expect((await providers.emails()).length).toBe(before + 5);
  });

  it('answers 409 for a payer who gave no email, sending nothing', async () => {
    const { app, db, cookie, providers } = await officeWithPayments();
    const order = await placeOrder(app, providers, { amount: '20.00', credit: false });
    const sale = providers.addTransaction(saleFor(order));
    expect((await postJson(app, '/purchase', purchaseFor(sale, order.invoice))).status).toBe(200);
    const before = (await providers.emails()).length;
    const response = await officePost(app, `/office/payments/${sale.id}/receipt`, {}, withCookie(cookie));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'The payer gave no email to send a receipt to' });
    expect((await providers.emails()).length).toBe(before);
    expect(await db.all('SELECT * FROM office_audit WHERE action = ?', ['resend-receipt'])).toEqual([]);
  });

  it('answers 404 for a transaction the ledger does not hold, sending nothing', async () => {
    const { app, cookie, providers } = await officeWithPayments();
    const before = (await providers.emails()).length;
    expect((await officePost(app, '/office/payments/99999999/receipt', {}, withCookie(cookie))).status).toBe(404);
    expect((await providers.emails()).length).toBe(before);
  });

  it('refuses a request without a JSON body, sending nothing', async () => {
    const { app, cookie, sale, providers } = await officeWithPayments();
    const before = (await providers.emails()).length;
    expect((await officePost(app, `/office/payments/${sale.id}/receipt`, 'not json', withCookie(cookie))).status).toBe(400);
    expect((await providers.emails()).length).toBe(before);
  });
});

describe('GET /office/payments.csv', () => {
  it('exports the period as CSV, amounts in dollars', async () => {
    const { get, sale, order } = await officeWithPayments();
    const response = await get(`/office/payments.csv?from=${TODAY}&to=${TODAY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="payments-${TODAY}-to-${TODAY}.csv"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('"Recorded at (UTC)","Invoice","Their invoice number","Payer","Payer email","Amount (USD)","Card","Transaction","Receipt","Review"');
    expect(lines[1]).toMatch(new RegExp(`^"${TODAY}T[^"]+","${order.invoice}","RR-10442","Mary-Jane O'Brien","mj@example.com",257.50,"Credit","${sale.id}","failed: [^"]*",""$`));
    expect(lines).toHaveLength(3);
  });

  it('leaves out payments outside the period', async () => {
    const { get } = await officeWithPayments();
    const text = await (await get('/office/payments.csv?from=2020-01-01&to=2020-01-31')).text();
    expect(text.split('\r\n')).toHaveLength(2);
  });

  it.each([
    ['no dates', ''],
    ['a date that is not one', '?from=2026-02-30&to=2026-03-01'],
    ['an end before the start', '?from=2026-03-02&to=2026-03-01'],
    ['more than three years', '?from=2020-01-01&to=2026-01-01'],
  ])('refuses %s with a 400 JSON error', async (_, query) => {
    const { get } = await officeWithPayments();
    const response = await get(`/office/payments.csv${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('error');
  });

  it.each(['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('writes %j as text, never a formula', (value) => {
    expect(csvText(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
  });

  it('quotes a payer’s name with a comma and quotes', () => {
    const csv = paymentsCsv([
      {
        transactionId: '1',
        invoice: 'INV-1',
        invoiceNumber: null,
        payerName: 'Lee, "Bo"',
        payerEmail: null,
        amountCents: 5,
        card: 'Debit',
        recordedAt: '2026-01-01T00:00:00.000Z',
        receipt: null,
        review: null,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe('"2026-01-01T00:00:00.000Z","INV-1","","Lee, ""Bo""","",0.05,"Debit","1","",""');
  });
});
