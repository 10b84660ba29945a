import { orderRequestSchema } from 'contract/schemas/purchase';
import { PAYER_MESSAGES, payerDetailsSchema } from 'contract/schemas/payer';

const messageOf = (details: Record<string, string>) => payerDetailsSchema.safeParse(details).error?.issues[0]?.message;

describe('payer details', () => {
  it('are all optional: nothing given is three empty fields', () => {
    expect(payerDetailsSchema.parse({})).toEqual({ invoiceNumber: '', name: '', email: '' });
    expect(payerDetailsSchema.parse({ invoiceNumber: '  ', name: '', email: ' ' })).toEqual({ invoiceNumber: '', name: '', email: '' });
  });

  it.each(['RR-10442', '2026/118', '#5521', 'INV 0042', 'A1.B2'])('accept the invoice number %j', (invoiceNumber) => {
    expect(payerDetailsSchema.parse({ invoiceNumber }).invoiceNumber).toBe(invoiceNumber);
  });

  it.each(['RR--1', '-12', '12-', '$500', '<b>', 'a'.repeat(31), '12\u001b[31m'])('refuse the invoice number %j', (invoiceNumber) => {
    expect(messageOf({ invoiceNumber })).toBe(PAYER_MESSAGES.invoiceNumber);
  });

  it('take names as people write them and refuse digits and symbols', () => {
    for (const name of ["Mary-Jane O'Brien", 'Zoë De La Cruz', 'St. John']) expect(payerDetailsSchema.parse({ name }).name).toBe(name);
    for (const name of ['Ann3', 'Ann!', 'a'.repeat(101)]) expect(messageOf({ name })).toBe(PAYER_MESSAGES.name);
  });

  it('take a trimmed email address and refuse anything else', () => {
    expect(payerDetailsSchema.parse({ email: ' ada@example.com ' }).email).toBe('ada@example.com');
    for (const email of ['ada@', 'ada example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(messageOf({ email })).toBe(PAYER_MESSAGES.email);
    }
  });

  it('refuse fields they do not know', () => {
    expect(payerDetailsSchema.safeParse({ phone: '608-555-0142' }).success).toBe(false);
  });

  it('may be left out of an order, as a payments remote released before them sends it', () => {
    const order = orderRequestSchema.parse({ amount: '100.00', credit: true, captchaToken: 'token' });
    expect(order.payer).toEqual({ invoiceNumber: '', name: '', email: '' });
  });
});
