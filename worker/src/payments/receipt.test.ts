// The payer's receipt: sent by the worker once the payment is recorded, to the email
// given on the amount step, through the sandbox's EmailJS stand-in with the private key.
import { createPaymentApp, placeOrder, purchaseFor, saleFor } from '../../test/payments';
import { postJson, TEST_ENV } from '../../test/testApp';
import { parseEnv } from '../env';
import type { LedgerRow } from './ledger';
import { sendReceipt } from './receipt';

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

async function paidOrder(payer?: typeof PAYER | { invoiceNumber: string }) {
  const payment = await createPaymentApp();
  const order = await placeOrder(payment.app, payment.providers, { amount: '250000.00', credit: true, ...(payer && { payer }) });
  const sale = payment.providers.addTransaction(saleFor(order));
  return { ...payment, order, sale, pay: () => postJson(payment.app, '/purchase', purchaseFor(sale, order.invoice)) };
}

describe('payer details on the order', () => {
  it('are kept with the pending order, trimmed, and empty ones as NULL', async () => {
    const { orders } = await paidOrder({ invoiceNumber: ' RR-10442 ' });
    expect(await orders()).toEqual([
      expect.objectContaining({ payer_invoice_number: 'RR-10442', payer_name: null, payer_email: null }),
    ]);
  });

  it('that do not pass their rules refuse the order with 400 and store nothing', async () => {
    const { app, providers, orders } = await createPaymentApp();
    const response = await postJson(app, '/orders', {
      amount: '10.00',
      credit: false,
      captchaToken: providers.issueToken(),
      payer: { ...PAYER, email: 'mj@' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(await orders()).toEqual([]);
  });
});

describe('the receipt of a recorded payment', () => {
  it('goes once to the email the payer gave, with what was paid, and is noted as sent', async () => {
    const { pay, providers, ledger, order, sale } = await paidOrder(PAYER);

    expect(await (await pay()).json()).toEqual({ result: true, details: 'transaction approved' });
    expect(await receiptOutcome(ledger)).toBe('sent');
    expect(await (await pay()).json()).toEqual({ result: true, details: 'transaction approved' });

    expect(await providers.emails()).toEqual([
      expect.objectContaining({
        templateId: 'template_payment_receipt',
        params: {
          to_email: 'mj@example.com',
          to_name: "Mary-Jane O'Brien",
          case_id: order.invoice,
          invoice_number: 'RR-10442',
          amount: '$257,500.00',
          surcharge: '$7,500.00',
          card_type: 'Credit',
          transaction_id: sale.id,
          paid_at: '2026-05-01T12:00:00.000Z',
        },
      }),
    ]);
  });

  it('is not sent when the payer gave no email', async () => {
    const { pay, providers, ledger } = await paidOrder({ invoiceNumber: 'RR-1' });
    await pay();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await ledger())[0]).toMatchObject({ receipt: null });
    expect(await providers.emails()).toEqual([]);
  });

  it('failing leaves the payment approved and recorded, and notes why for staff', async () => {
    const { pay, providers, ledger } = await paidOrder(PAYER);
    await providers.setEmailFailure({ mode: 'always' });

    expect(await (await pay()).json()).toEqual({ result: true, details: 'transaction approved' });
    expect(await receiptOutcome(ledger)).toBe('failed: EmailJS answered 500 The service is temporarily unavailable');
    expect(await ledger()).toHaveLength(1);
  });

  it('is not attempted, and noted as off, when the worker has no EmailJS private key', async () => {
    const { pay, ledger, orders, db } = await paidOrder(PAYER);
    await pay();
    expect(await receiptOutcome(ledger)).toBe('sent');
    const env = parseEnv(TEST_ENV);
    const fetchSpy = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

    const [order] = await orders();
    const [row] = await ledger();
    await sendReceipt({ db, env: { ...env, receipts: { ...env.receipts, privateKey: '' } }, fetch: fetchSpy }, order!, row!);

    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await ledger())[0]!.receipt).toBe('off: EMAILJS_PRIVATE_KEY is not set');
  });
});
