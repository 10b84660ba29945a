// POST /native-submissions/:form: a form posted without scripts, sent on by the composer.
// Only the composer (its secret) may call it; the body meets the same schema, limits,
// honeypot and fill-time rules as a page's post; an accepted one is journaled and its
// emails go from the worker through the EmailJS stand-in, the outcome on its row.
import { DEVELOPMENT_COMPOSER_SECRET, VISITOR_ADDRESS_HEADER } from 'credentials/composerSecret';
import { VALID_BODIES } from 'contract/testing/validBodies';
import { fakeProviders } from '../../test/fakeProviders';
import { createTestApp, postJson } from '../../test/testApp';

const START = new Date('2025-06-01T14:30:00.000Z');
const COMPOSER = { Authorization: `Bearer ${DEVELOPMENT_COMPOSER_SECRET}` };
const VISITOR = '203.0.113.9';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

async function nativeApp(env: Record<string, string> = {}) {
  let now = START;
  const providers = fakeProviders();
  const context = await createTestApp({ env, now: () => now, fetch: providers.fetch });
  const post = (form: string, body: unknown, headers: Record<string, string> = { ...COMPOSER, [VISITOR_ADDRESS_HEADER]: VISITOR }) =>
    postJson(context.app, `/native-submissions/${form}`, body, headers);
  return { ...context, providers, post, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('who may send a form posted without scripts', () => {
  it('refuses a caller without the composer secret with 401, and one with another secret with 403, storing nothing', async () => {
    const { post, journal, providers } = await nativeApp();
    const without = await post('ticket', VALID_BODIES.ticket, { [VISITOR_ADDRESS_HEADER]: VISITOR });
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer realm="composer"');
    const forged = await post('ticket', VALID_BODIES.ticket, { Authorization: 'Bearer guessed-secret', [VISITOR_ADDRESS_HEADER]: VISITOR });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: "This is not the composer's secret" });
    expect(await journal()).toEqual([]);
    expect(await providers.emails()).toEqual([]);
  });

  it('answers 503 where no secret is set (no development defaults, no COMPOSER_SECRET)', async () => {
    const { post, journal } = await nativeApp({ ALLOW_DEV_DEFAULTS: '0', PAYMENT_HPP_ORIGIN: '' });
    const response = await post('ticket', VALID_BODIES.ticket);
    expect(response.status).toBe(503);
    expect(await journal()).toEqual([]);
  });

  it('takes no staff form and no unknown one (404), and needs the visitor address (400)', async () => {
    const { post, journal } = await nativeApp();
    expect((await post('suggestion', VALID_BODIES.suggestion)).status).toBe(404);
    expect((await post('nonsense', {})).status).toBe(404);
    expect((await post('ticket', VALID_BODIES.ticket, COMPOSER)).status).toBe(400);
    expect(await journal()).toEqual([]);
  });
});

describe('a form posted without scripts', () => {
  it('refuses values its schema refuses with 400 and the schema messages, storing and sending nothing', async () => {
    const { post, journal, providers } = await nativeApp();
    const response = await post('ticket', { ...VALID_BODIES.ticket, description: '', email: 'ada@' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'The ticket form has errors',
      issues: expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'description', message: 'Please describe your issue before submitting' },
      ]),
    });
    expect(await journal()).toEqual([]);
    expect(await providers.emails()).toEqual([]);
  });

  it('is journaled, its two emails sent from the worker with the private key, and its row delivered', async () => {
    const { post, journal, providers } = await nativeApp();
    const response = await post('ticket', VALID_BODIES.ticket);
    expect(response.status).toBe(201);
    const { caseId } = (await response.json()) as { caseId: string };
    expect(caseId).toMatch(/^SP-\d{6}$/);
    const rows = await journal();
    expect(rows).toEqual([expect.objectContaining({ case_id: caseId, form: 'ticket', delivery: 'delivered' })]);
    expect(JSON.parse(rows[0]!.payload)).not.toHaveProperty('website');
    const emails = await providers.emails();
    expect(emails.map((email) => email.templateId)).toEqual(['template_ticket_receipt', expect.stringMatching(/^template_ticket_/)]);
    expect(emails[0]!.params).toEqual({ to_name: VALID_BODIES.ticket.name, to_email: VALID_BODIES.ticket.email, case_id: caseId, category: VALID_BODIES.ticket.category });
  });

  it("takes a lead with only what the sales team needs to call back, and refuses a typed month as its 'when' (#33)", async () => {
    const { post, journal, providers } = await nativeApp();
    const month = await post('lead', { ...VALID_BODIES.lead, date: '2026-09' });
    expect(month.status).toBe(400);
    expect(await month.json()).toEqual({
      error: 'The lead form has errors',
      issues: [{ path: 'date', message: 'Please choose one of the listed times, or leave it as Not sure yet' }],
    });
    expect(await journal()).toEqual([]);
    const { name, email, phone, website, filledInMs } = VALID_BODIES.lead;
    const callMeBack = await post('lead', { name, email, phone, website, filledInMs, date: 'As soon as possible' });
    expect(callMeBack.status).toBe(201);
    const staff = (await providers.emails())[1]!;
    expect(staff.params).toMatchObject({ name, address: '', category: '', description: '', date: 'As soon as possible' });
  });

  it('keeps the submission and records a failed delivery when the email service fails', async () => {
    const { post, journal, providers } = await nativeApp();
    await providers.setEmailFailure({ mode: 'always' });
    const response = await post('application', VALID_BODIES.application);
    expect(response.status).toBe(201);
    expect(await journal()).toEqual([expect.objectContaining({ form: 'application', delivery: 'failed' })]);
  });

  it('drops a filled honeypot: the same 201 and a case id, nothing journaled or emailed', async () => {
    const { post, journal, providers } = await nativeApp();
    const response = await post('lead', { ...VALID_BODIES.lead, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ caseId: expect.stringMatching(/^LD-\d{6}$/), receivedAt: START.toISOString() });
    expect(await journal()).toEqual([]);
    expect(await providers.emails()).toEqual([]);
  });

  it('sent sooner than the fill time is answered 429 with the seconds left, storing nothing', async () => {
    const { post, journal } = await nativeApp();
    const response = await post('ticket', { ...VALID_BODIES.ticket, filledInMs: 1200 });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await journal()).toEqual([]);
  });

  it("is limited per visitor address and form, as the page's posts are, and the address is the composer's header", async () => {
    const { post, journal } = await nativeApp({ SUBMISSION_LIMIT_PER_CLIENT: '2' });
    const from = (address: string) => ({ ...COMPOSER, [VISITOR_ADDRESS_HEADER]: address });
    expect((await post('ticket', VALID_BODIES.ticket, from(VISITOR))).status).toBe(201);
    expect((await post('ticket', VALID_BODIES.ticket, from(VISITOR))).status).toBe(201);
    const refused = await post('ticket', VALID_BODIES.ticket, from(VISITOR));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'There have been too many ticket submissions from your connection; please wait and send again' });
    // Another visitor behind the same composer is not held by the first one's limit.
    expect((await post('ticket', VALID_BODIES.ticket, from('198.51.100.23'))).status).toBe(201);
    expect(await journal()).toHaveLength(3);
  });
});
