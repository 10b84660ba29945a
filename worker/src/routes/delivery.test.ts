// POST /submissions/:form/:caseId/delivery: only the browser that journaled a case
// reports whether its emails went, once they went.
import { FORM_NAMES, type FormName } from 'contract/schemas/forms';
import { newWorkerCaseId } from '../submissions/caseIds';
import { bearer, journaled, postDelivery } from '../../test/journalRequests';
import { createTestApp, postJson } from '../../test/testApp';
import { VALID_BODIES } from 'contract/testing/validBodies';

const FIXED_NOW = new Date('2025-06-01T14:30:00.000Z');

describe('POST /submissions/:form/:caseId/delivery', () => {
  const REPORTED_AT = new Date('2025-06-01T14:31:00.000Z');

  async function journaledTicket() {
    let now = FIXED_NOW;
    const ids = ['SP-004217', 'SP-000001'];
    const context = await createTestApp({ now: () => now, newCaseId: (form) => ids.shift() ?? newWorkerCaseId(form) });
    const { deliveryToken } = await journaled(context.app, 'ticket', VALID_BODIES.ticket);
    now = REPORTED_AT;
    const report = (body: unknown, token: string | undefined = deliveryToken) => postDelivery(context.app, 'ticket', 'SP-004217', token, body);
    return { ...context, deliveryToken, report };
  }

  it('records a delivered email reported with the delivery token', async () => {
    const { journal, report } = await journaledTicket();

    const response = await report({ delivered: true });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ caseId: 'SP-004217', delivery: 'delivered' });
    expect((await journal())[0]).toMatchObject({ delivery: 'delivered', delivery_updated_at: REPORTED_AT.toISOString() });
  });

  it('records a failed email', async () => {
    const { journal, report } = await journaledTicket();
    const response = await report({ delivered: false });
    expect(await response.json()).toEqual({ caseId: 'SP-004217', delivery: 'failed' });
    expect((await journal())[0]).toMatchObject({ delivery: 'failed' });
  });

  it('lets a retry that went through replace a failure', async () => {
    const { journal, report } = await journaledTicket();
    await report({ delivered: false });
    await report({ delivered: true });
    expect((await journal())[0]).toMatchObject({ delivery: 'delivered' });
  });

  it('refuses any report once the emails are reported sent, keeping them delivered', async () => {
    const { journal, report } = await journaledTicket();
    await report({ delivered: true });
    for (const delivered of [false, true]) {
      const response = await report({ delivered });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: 'The emails of case SP-004217 are already reported sent' });
    }
    expect((await journal())[0]).toMatchObject({ delivery: 'delivered', delivery_updated_at: REPORTED_AT.toISOString() });
  });

  it('works with a worker-made case id', async () => {
    const { app, journal } = await createTestApp();
    const { caseId, deliveryToken } = await journaled(app, 'lan', VALID_BODIES.lan);
    const response = await postDelivery(app, 'lan', caseId, deliveryToken, { delivered: true });
    expect(response.status).toBe(200);
    expect((await journal())[0]).toMatchObject({ case_id: caseId, delivery: 'delivered' });
  });

  it.each([
    ['no Authorization', {}],
    ['the token without Bearer', { Authorization: 'TOKEN' }],
    ['another scheme', { Authorization: 'Basic TOKEN' }],
    ['a token that is not 64 hex digits', { Authorization: 'Bearer 12345' }],
    ['the token in capitals', { Authorization: 'Bearer UPPER' }],
  ])('answers 401 to a report with %s and changes nothing', async (_name, headers: Record<string, string>) => {
    const { app, deliveryToken, journal } = await journaledTicket();
    const authorization = headers.Authorization?.replace('TOKEN', deliveryToken).replace('UPPER', deliveryToken.toUpperCase());
    const response = await postJson(app, '/submissions/ticket/SP-004217/delivery', { delivered: true }, authorization ? { Authorization: authorization } : {});
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await response.json()).toEqual({ error: 'The delivery token the journal answered with is required' });
    expect((await journal())[0]).toMatchObject({ delivery: 'pending', delivery_updated_at: null });
  });

  it('answers 404 to a report with a wrong token, the same as for an unknown case, and changes nothing', async () => {
    const { deliveryToken, journal, report } = await journaledTicket();
    const wrong = `${deliveryToken.slice(0, -1)}${deliveryToken.endsWith('0') ? '1' : '0'}`;

    const refused = await report({ delivered: true }, wrong);
    const unknown = await report({ delivered: true }, 'f'.repeat(64));

    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: 'No ticket submission with case id SP-004217 and this delivery token' });
    expect(unknown.status).toBe(404);
    expect((await journal())[0]).toMatchObject({ delivery: 'pending', delivery_updated_at: null });
  });

  it("refuses another case's token", async () => {
    const { app, journal, report } = await journaledTicket();
    const other = await journaled(app, 'ticket', VALID_BODIES.ticket);
    expect((await report({ delivered: true }, other.deliveryToken)).status).toBe(404);
    expect((await journal()).map((row) => [row.case_id, row.delivery])).toEqual([
      ['SP-004217', 'pending'],
      ['SP-000001', 'pending'],
    ]);
  });

  it('does not let a wrong token turn a failure into a delivery', async () => {
    const { journal, report } = await journaledTicket();
    await report({ delivered: false });
    expect((await report({ delivered: true }, 'a'.repeat(64))).status).toBe(404);
    expect((await journal())[0]).toMatchObject({ delivery: 'failed' });
  });

  it.each([
    ['an unknown case id', '/submissions/ticket/SP-999999/delivery'],
    ['a case id of another form', '/submissions/lead/SP-004217/delivery'],
    ['an unknown form', '/submissions/newsletter/SP-004217/delivery'],
  ])('answers 404 JSON for %s', async (_name, path) => {
    const { app, deliveryToken, journal } = await journaledTicket();
    const response = await postJson(app, path, { delivered: true }, bearer(deliveryToken));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect((await journal())[0]).toMatchObject({ delivery: 'pending' });
  });

  it.each([
    ['a non-boolean', { delivered: 'yes' }],
    ['a missing flag', {}],
    ['an extra field', { delivered: true, by: 'staff' }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const { journal, report } = await journaledTicket();
    const response = await report(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'The delivery report has errors', issues: expect.any(Array) });
    expect((await journal())[0]).toMatchObject({ delivery: 'pending', delivery_updated_at: null });
  });

  it('refuses a non-JSON delivery report with 415', async () => {
    const { app, deliveryToken, journal } = await journaledTicket();
    const response = await app.request('/submissions/ticket/SP-004217/delivery', { method: 'POST', headers: bearer(deliveryToken), body: 'delivered=true' });
    expect(response.status).toBe(415);
    expect((await journal())[0]).toMatchObject({ delivery: 'pending' });
  });
});

// The form names the shared client posts to are exactly the worker's.
it('journals every form the shared registry names', () => {
  expect(Object.keys(VALID_BODIES).sort()).toEqual([...FORM_NAMES].sort() as FormName[]);
});
