import { ENDPOINTS } from 'contract/endpoints';
import { ticketFormSchema } from 'contract/schemas/ticket';
import { waitBeforeResending } from 'shared-ui/api/submissions';
import { ticketKind } from '../ticket/ticketKind';
import { EMAIL_CONFIG, fakeWorker, json, WORKER } from 'site-testing/fakeWorker';
import { newRequestSession, submitRequest } from './submitRequest';

const values = ticketFormSchema.parse({
  name: 'Lee Chen',
  email: 'lee@example.com',
  phone: '608-555-0123',
  address: '12 Lake Street, Madison',
  category: 'Audio Not Working',
  description: 'The living room speakers stopped playing.',
});

/** The form's bot signals, the fill time growing by a second each time they are read. */
const signalsFrom = (filledInMs = 20_000) => {
  let read = 0;
  return () => ({ website: '', filledInMs: filledInMs + 1000 * read++ });
};

describe('submitRequest', () => {
  it('journals the values and the bot signals, no case id, then sends both emails under the case id the worker made', async () => {
    const services = fakeWorker({}, { caseId: 'SP-000417' });
    const receipt = await submitRequest(ticketKind, values, EMAIL_CONFIG, newRequestSession(), signalsFrom(20_000));
    expect(receipt.caseId).toBe('SP-000417');
    expect(services.journaled()).toEqual([{ ...values, website: '', filledInMs: 20_000 }]);
    expect(services.emails()).toEqual([
      { template: 'template_ticketReceipt', params: expect.objectContaining({ case_id: 'SP-000417', to_email: 'lee@example.com' }) },
      { template: 'template_ticketAudio', params: expect.objectContaining({ case_id: 'SP-000417', UUID: 'SP-000417' }) },
    ]);
    expect(services.emails()[1]!.params).not.toHaveProperty('filledInMs');
    expect(services.deliveries()).toEqual([[`${WORKER}/submissions/ticket/SP-000417/delivery`, { delivered: true }]]);
  });

  it('retries a failed email under the same case id without journaling twice, however long the form has been open', async () => {
    const services = fakeWorker({}, { caseId: 'SP-000010', emailStatus: 500 });
    const session = newRequestSession();
    const signals = signalsFrom();
    await expect(submitRequest(ticketKind, values, EMAIL_CONFIG, session, signals)).rejects.toMatchObject({ status: 500 });
    expect(services.deliveries()).toEqual([[`${WORKER}/submissions/ticket/SP-000010/delivery`, { delivered: false }]]);

    services.setEmailStatus(200);
    const receipt = await submitRequest(ticketKind, values, EMAIL_CONFIG, session, signals);
    expect(receipt.caseId).toBe('SP-000010');
    expect(services.journaled()).toHaveLength(1);
  });

  it('journals an edited request after a failed email as a new submission', async () => {
    const services = fakeWorker({}, { emailStatus: 500 });
    const session = newRequestSession();
    await expect(submitRequest(ticketKind, values, EMAIL_CONFIG, session, signalsFrom())).rejects.toMatchObject({ status: 500 });

    services.setEmailStatus(200);
    await submitRequest(ticketKind, { ...values, phone: '608-555-0199' }, EMAIL_CONFIG, session, signalsFrom());
    expect(services.journaled().map((body) => body.phone)).toEqual(['608-555-0123', '608-555-0199']);
  });

  it('sends no email, and reports none, for a submission the worker dropped', async () => {
    const services = fakeWorker({
      [`POST ${ENDPOINTS.submission}`]: () => json({ caseId: 'SP-123456', receivedAt: '2026-03-02T15:00:00.000Z', deliveryToken: 'a'.repeat(64), sendEmails: false }, 201),
    });
    const receipt = await submitRequest(ticketKind, values, EMAIL_CONFIG, newRequestSession(), signalsFrom());
    expect(receipt.caseId).toBe('SP-123456');
    expect(services.emails()).toEqual([]);
    expect(services.deliveries()).toEqual([]);
  });

  it('sends no email when the worker asks to wait, and says how long', async () => {
    const services = fakeWorker({
      [`POST ${ENDPOINTS.submission}`]: () => json({ error: 'There have been too many submissions from your connection', retryAfterSeconds: 420 }, 429),
    });
    const sending = submitRequest(ticketKind, values, EMAIL_CONFIG, newRequestSession(), signalsFrom());
    await expect(sending).rejects.toMatchObject({ status: 429 });
    expect(waitBeforeResending(await sending.catch((error: unknown) => error))).toBe(420);
    expect(services.emails()).toEqual([]);
  });

  it('passes other journal failures on', async () => {
    fakeWorker({}, { journalDown: true });
    const sending = submitRequest(ticketKind, values, EMAIL_CONFIG, newRequestSession(), signalsFrom());
    await expect(sending).rejects.toMatchObject({ status: 500 });
    expect(waitBeforeResending(await sending.catch((error: unknown) => error))).toBeUndefined();
  });
});
