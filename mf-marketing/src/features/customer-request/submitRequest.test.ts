import { CaseIdTakenError } from 'shared-ui/api/submissions';
import { ticketFormSchema } from 'shared-ui/schemas/ticket';
import { ticketKind } from '../ticket/ticketKind';
import { EMAIL_CONFIG, fakeServices, WORKER } from './fakeServices';
import { CASE_ID_ATTEMPTS, newRequestSession, submitRequest } from './submitRequest';

const values = ticketFormSchema.parse({
  name: 'Lee Chen',
  email: 'lee@example.com',
  phone: '608-555-0123',
  address: '12 Lake Street, Madison',
  category: 'Audio Not Working',
  description: 'The living room speakers stopped playing.',
});

/** Case ids in a fixed order, as the random source would give them. */
const idsFrom = (...ids: string[]) => {
  const queue = [...ids];
  return () => queue.shift() ?? 'SP-999999';
};

describe('submitRequest', () => {
  it('journals under the new case id, then sends the receipt and the staff email, then records the delivery', async () => {
    const services = fakeServices();
    const receipt = await submitRequest(ticketKind, values, EMAIL_CONFIG, newRequestSession(), idsFrom('SP-000417'));
    expect(receipt.caseId).toBe('SP-000417');
    expect(services.journaled()).toEqual([{ ...values, UUID: 'SP-000417' }]);
    expect(services.emails().map((email) => email.template)).toEqual(['template_ticketReceipt', 'template_ticketAudio']);
    expect(services.deliveries()).toEqual([[`${WORKER}/submissions/ticket/SP-000417/delivery`, { delivered: true }]]);
  });

  it('draws a new case id when the journal answers that the id is taken, and the visitor sees that one', async () => {
    const services = fakeServices({ clashes: 1 });
    const session = newRequestSession();
    const receipt = await submitRequest(ticketKind, values, EMAIL_CONFIG, session, idsFrom('SP-000001', 'SP-000002'));
    expect(services.journaled().map((body) => body.UUID)).toEqual(['SP-000001', 'SP-000002']);
    expect(receipt.caseId).toBe('SP-000002');
    expect(services.emails().every((email) => email.params.case_id === 'SP-000002')).toBe(true);
    expect(session.caseId).toBe('SP-000002');
  });

  it(`gives up after ${CASE_ID_ATTEMPTS} taken ids in a row, sending no email`, async () => {
    const services = fakeServices({ clashes: CASE_ID_ATTEMPTS });
    const ids = Array.from({ length: CASE_ID_ATTEMPTS + 1 }, (_, i) => `SP-00000${i}`);
    await expect(
      submitRequest(ticketKind, values, EMAIL_CONFIG, newRequestSession(), idsFrom(...ids)),
    ).rejects.toBeInstanceOf(CaseIdTakenError);
    expect(services.journaled()).toHaveLength(CASE_ID_ATTEMPTS);
    expect(services.emails()).toEqual([]);
  });

  it('retries a failed email under the same case id without journaling twice', async () => {
    const services = fakeServices({ emailStatus: 500 });
    const session = newRequestSession();
    const makeId = idsFrom('SP-000010', 'SP-000011');
    await expect(submitRequest(ticketKind, values, EMAIL_CONFIG, session, makeId)).rejects.toMatchObject({ status: 500 });
    expect(services.deliveries()).toEqual([[`${WORKER}/submissions/ticket/SP-000010/delivery`, { delivered: false }]]);

    services.setEmailStatus(200);
    const receipt = await submitRequest(ticketKind, values, EMAIL_CONFIG, session, makeId);
    expect(receipt.caseId).toBe('SP-000010');
    expect(services.journaled()).toHaveLength(1);
  });

  it('journals an edited request after a failed email as a new submission with a new case id', async () => {
    fakeServices({ emailStatus: 500 });
    const session = newRequestSession();
    const makeId = idsFrom('SP-000020', 'SP-000021');
    await expect(submitRequest(ticketKind, values, EMAIL_CONFIG, session, makeId)).rejects.toMatchObject({ status: 500 });

    // The worker holds SP-000020 already: it answers 409 to the edited request under that id.
    const clashing = fakeServices({ clashes: 1 });
    const edited = { ...values, phone: '608-555-0199' };
    const receipt = await submitRequest(ticketKind, edited, EMAIL_CONFIG, session, makeId);
    expect(clashing.journaled().map((body) => [body.UUID, body.phone])).toEqual([
      ['SP-000020', '608-555-0199'],
      ['SP-000021', '608-555-0199'],
    ]);
    expect(receipt.caseId).toBe('SP-000021');
  });

  it('does not retry other journal failures', async () => {
    fakeServices({ journalDown: true });
    const makeId = jest.fn(idsFrom('SP-000030'));
    await expect(submitRequest(ticketKind, values, EMAIL_CONFIG, newRequestSession(), makeId)).rejects.toMatchObject({
      status: 500,
    });
    expect(makeId).toHaveBeenCalledTimes(1);
  });
});
