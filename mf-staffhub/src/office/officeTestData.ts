// Office answers for the office pages' tests, as the contract shapes them.
import type { FollowUpDetail, OfficePayment, OfficeSession } from 'contract/schemas/office';

export const SESSION: OfficeSession = { person: { id: 'p1', name: 'Jamie Lee' }, expiresAt: '2026-11-27T18:00:00.000Z' };

export const TICKET: FollowUpDetail = {
  form: 'ticket',
  caseId: 'SP-004217',
  receivedAt: '2026-11-27T14:00:00.000Z',
  name: 'Robin Fields',
  email: 'robin@example.com',
  phone: '608-555-0142',
  delivery: 'failed',
  handled: null,
  fields: [
    { label: 'Name', value: 'Robin Fields' },
    { label: 'Issue', value: 'The projector will not turn on.' },
  ],
};

export const FAILED_RECEIPT: OfficePayment = {
  transactionId: 'txn-0001',
  invoice: 'PY-7K3M9QX2VD',
  invoiceNumber: 'RR-10442',
  payerName: 'Mary-Jane O’Brien',
  payerEmail: 'payer@example.com',
  amountCents: 125_000,
  card: 'Debit',
  recordedAt: '2026-11-27T13:00:00.000Z',
  receipt: 'failed: the email service refused it',
  review: null,
};
