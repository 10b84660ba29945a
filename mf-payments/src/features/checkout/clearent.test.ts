import type { PendingOrder } from 'contract/schemas/purchase';
import { hppScriptUrl, payButtonOptions, paymentRecord } from './clearent';

const payload = {
  code: '200',
  status: 'success',
  'exchange-id': 'ID-abc',
  links: [{ rel: 'transaction', href: '/rest/v2/transactions/123', id: '123' }, { rel: 'other', id: '9' }],
  payload: {
    payloadType: 'transaction',
    transaction: { id: 123, amount: '103.00', result: 'APPROVED', billing: { street: '1 Main St' }, created: '2026-05-01T12:00:00Z' },
  },
};

describe('the hosted payment page adapter', () => {
  it('loads the script from /hpp/{merchant}/{terminal} on the provider host', () => {
    expect(hppScriptUrl({ hppOrigin: 'https://hpp.example.com/', merchantId: 'M 1', terminalId: 'T/1' })).toBe(
      'https://hpp.example.com/hpp/M%201/T%2F1',
    );
  });

  it('makes the seven-item record in the spec order: exchange id, first link id, transaction id, amount, result, street, created', () => {
    expect(paymentRecord(payload)).toEqual(['ID-abc', '123', '123', '103.00', 'APPROVED', '1 Main St', '2026-05-01T12:00:00Z']);
  });

  it('keeps an empty street when the payment has no billing address', () => {
    const { billing: _billing, ...transaction } = payload.payload.transaction;
    expect(paymentRecord({ ...payload, payload: { transaction } })?.[5]).toBe('');
  });

  it.each([
    ['no transaction', { ...payload, payload: { error: { 'error-message': 'Card number is not valid' } } }],
    ['no links', { ...payload, links: [] }],
    ['nothing', null],
  ])('makes no record of a payload with %s', (_name, json) => {
    expect(paymentRecord(json)).toBeNull();
  });

  it('asks the provider to check the invoice and to apply its service fee for credit only', () => {
    const parent = document.createElement('div');
    const order: PendingOrder = { invoice: 'INV-0123456789', amount: '10.00', surcharge: '0.30', total: '10.30', credit: true };
    expect(payButtonOptions(order, parent, 'Pay $10.30 now')).toMatchObject({
      'check-field': 'invoice',
      invoice: 'INV-0123456789',
      amount: '10.00',
      'use-terminal-service-fee-setting': true,
    });
    expect(payButtonOptions({ ...order, credit: false }, parent, 'x')['use-terminal-service-fee-setting']).toBe(false);
  });
});
