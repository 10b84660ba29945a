import { sign } from 'hono/jwt';
import { FORM_NAMES, FORM_SCHEMAS } from 'contract/schemas/forms';
import { journalReceiptSchema } from 'contract/schemas/submissions';
import { hashDeliveryToken } from '../submissions/deliveryToken';
import { bearer, journaled, postDelivery, postSubmission, unlockToken } from '../../test/journalRequests';
import { createTestApp, postJson, TEST_SECRETS } from '../../test/testApp';
import { VALID_BODIES } from 'contract/testing/validBodies';

const FIXED_NOW = new Date('2025-06-01T14:30:00.000Z');

describe('POST /submissions/:form', () => {
  it.each(FORM_NAMES)('journals a valid %s submission and answers 201 with its case id', async (form) => {
    const { app, journal } = await createTestApp({ now: () => FIXED_NOW });
    expect(FORM_SCHEMAS[form].safeParse(VALID_BODIES[form]).success).toBe(true);

    const response = await postSubmission(app, form, VALID_BODIES[form]);

    expect(response.status).toBe(201);
    const receipt = journalReceiptSchema.parse(await response.json());
    expect(receipt.receivedAt).toBe(FIXED_NOW.toISOString());
    expect(receipt.deliveryToken).toMatch(/^[0-9a-f]{64}$/);
    const rows = await journal();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      case_id: receipt.caseId,
      form,
      received_at: FIXED_NOW.toISOString(),
      delivery: 'pending',
      delivery_updated_at: null,
    });
    // Everything the form's schema keeps, without the bot signals.
    const { website: _website, filledInMs: _filledInMs, ...fields } = FORM_SCHEMAS[form].parse(VALID_BODIES[form]) as Record<string, unknown>;
    expect(JSON.parse(rows[0]!.payload)).toEqual(fields);
  });

  it('gives every submission its own delivery token and stores only its SHA-256', async () => {
    const { app, journal } = await createTestApp();
    const first = await journaled(app, 'lan', VALID_BODIES.lan);
    const second = await journaled(app, 'lan', VALID_BODIES.lan);

    expect(second.deliveryToken).not.toBe(first.deliveryToken);
    const rows = await journal();
    const stored = Object.fromEntries(rows.map((row) => [row.case_id, (row as unknown as { delivery_token_hash: string }).delivery_token_hash]));
    expect(stored).toEqual({
      [first.caseId]: await hashDeliveryToken(first.deliveryToken),
      [second.caseId]: await hashDeliveryToken(second.deliveryToken),
    });
    expect(JSON.stringify(rows)).not.toContain(first.deliveryToken);
  });

  it.each([
    ['ticket', /^SP-\d{6}$/],
    ['lead', /^LD-\d{6}$/],
  ] as const)('gives a %s the six-digit case id customers quote, made by the worker', async (form, pattern) => {
    const { app, journal } = await createTestApp();
    const first = await journaled(app, form, VALID_BODIES[form]);
    const second = await journaled(app, form, VALID_BODIES[form]);
    expect(first.caseId).toMatch(pattern);
    expect(second.caseId).toMatch(pattern);
    expect(second.caseId).not.toBe(first.caseId);
    expect((await journal()).map((row) => row.case_id).sort()).toEqual([first.caseId, second.caseId].sort());
  });

  it.each([
    ['application', /^AP-[0-9A-HJKMNP-TV-Z]{10}$/],
    ['lan', /^LN-[0-9A-HJKMNP-TV-Z]{10}$/],
    ['suggestion', /^SG-[0-9A-HJKMNP-TV-Z]{10}$/],
  ] as const)('gives a %s submission a worker-made case id', async (form, pattern) => {
    const { app } = await createTestApp();
    const first = await journaled(app, form, VALID_BODIES[form]);
    const second = await journaled(app, form, VALID_BODIES[form]);
    expect(first.caseId).toMatch(pattern);
    expect(second.caseId).toMatch(pattern);
    expect(second.caseId).not.toBe(first.caseId);
  });

  it('stores the values as the schema normalises them (trimmed, defaults filled in)', async () => {
    const { app, journal } = await createTestApp();
    await postSubmission(app, 'suggestion', { ...VALID_BODIES.suggestion, name: '  Jordan  ' });
    const payload = JSON.parse((await journal())[0]!.payload);
    expect(payload).toMatchObject({ name: 'Jordan', url2: '', url3: '' });
  });

  it.each(['UUID', 'caseId', 'case_id'])(
    'lets no client choose or probe a case id: a body naming one in %s is refused alike, taken or free, and stores nothing',
    async (field) => {
      const { app, journal } = await createTestApp();
      const first = await journaled(app, 'ticket', VALID_BODIES.ticket);

      const taken = await postJson(app, '/submissions/ticket', { ...VALID_BODIES.ticket, [field]: first.caseId });
      const free = await postJson(app, '/submissions/ticket', { ...VALID_BODIES.ticket, [field]: first.caseId === 'SP-000000' ? 'SP-000001' : 'SP-000000' });

      expect(taken.status).toBe(400);
      expect(free.status).toBe(400);
      expect(await taken.json()).toEqual(await free.json());
      expect((await journal()).map((row) => row.case_id)).toEqual([first.caseId]);
    },
  );

  it('draws again when a six-digit id is taken, so nobody can fill the forms by taking ids', async () => {
    const ids = ['SP-004217', 'SP-004217', 'SP-004217', 'SP-555555'];
    const { app, journal } = await createTestApp({ newCaseId: () => ids.shift()! });
    expect((await journaled(app, 'ticket', VALID_BODIES.ticket)).caseId).toBe('SP-004217');
    expect((await journaled(app, 'ticket', VALID_BODIES.ticket)).caseId).toBe('SP-555555');
    expect(await journal()).toHaveLength(2);
  });

  it('tells the page it may send the emails of a journaled submission', async () => {
    const { app } = await createTestApp();
    expect(await (await postSubmission(app, 'ticket', VALID_BODIES.ticket)).json()).toMatchObject({ sendEmails: true });
  });

  it('draws a new worker-made id when the drawn one is taken, and its token reports on that id', async () => {
    const ids = ['AP-SAME', 'AP-SAME', 'AP-OTHER'];
    const { app, journal } = await createTestApp({ newCaseId: () => ids.shift()! });

    const first = await journaled(app, 'application', VALID_BODIES.application);
    const second = await postJson(app, '/submissions/application', VALID_BODIES.application);

    expect(second.status).toBe(201);
    const { caseId, deliveryToken } = (await second.json()) as { caseId: string; deliveryToken: string };
    expect(caseId).toBe('AP-OTHER');
    expect((await journal()).map((row) => row.case_id).sort()).toEqual(['AP-OTHER', 'AP-SAME']);
    expect((await postDelivery(app, 'application', 'AP-OTHER', deliveryToken, { delivered: true })).status).toBe(200);
    expect((await postDelivery(app, 'application', 'AP-SAME', deliveryToken, { delivered: true })).status).toBe(404);
    expect((await postDelivery(app, 'application', 'AP-SAME', first.deliveryToken, { delivered: true })).status).toBe(200);
  });
});

describe('POST /submissions/suggestion, for unlocked staff only', () => {
  const START = new Date('2025-06-01T08:00:00.000Z');
  const TWELVE_HOURS = 12 * 60 * 60 * 1000;

  async function appAt(now: Date, env?: Record<string, string>) {
    return createTestApp({ now: () => now, env });
  }

  it('journals a suggestion sent with an unexpired unlock token', async () => {
    const { app, journal } = await appAt(START);
    const response = await postJson(app, '/submissions/suggestion', VALID_BODIES.suggestion, bearer(await unlockToken(START)));
    expect(response.status).toBe(201);
    expect(await journal()).toHaveLength(1);
  });

  const exp = Math.floor(START.getTime() / 1000) + 3600;
  const refusals: [string, () => Promise<Record<string, string>>][] = [
    ['no token', async () => ({})],
    ['a token that is not sent as Bearer', async () => ({ Authorization: await unlockToken(START) })],
    ['a token with its signature changed', async () => bearer(`${(await unlockToken(START)).slice(0, -4)}AAAA`)],
    ['a token signed with another key', async () => bearer(await sign({ sub: 'staff', aud: 'staff-hub', exp }, 'an-attacker-guess-at-the-signing-key-00', 'HS256'))],
    ['an expired token', async () => bearer(await unlockToken(new Date(START.getTime() - TWELVE_HOURS)))],
    ['the signing key itself', async () => bearer(TEST_SECRETS.UNLOCK_SIGNING_KEY)],
  ];

  it.each(refusals)('answers 401 to %s and journals nothing', async (_name, headers) => {
    const { app, journal } = await appAt(START);
    const response = await postJson(app, '/submissions/suggestion', VALID_BODIES.suggestion, await headers());
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await response.json()).toEqual({ error: 'A valid unlock token is required' });
    expect(await journal()).toEqual([]);
  });

  it('checks the token before the body, so an invalid suggestion without one learns nothing of the form', async () => {
    const { app } = await appAt(START);
    const response = await postJson(app, '/submissions/suggestion', { name: 'Jordan' });
    expect(response.status).toBe(401);
  });

  it('answers 503 while the staff unlock is switched off, journaling nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { app, journal } = await appAt(START, { ALLOW_DEV_DEFAULTS: '', STAFF_PASSCODE_HASH: '' });
    const response = await postJson(app, '/submissions/suggestion', VALID_BODIES.suggestion, bearer(await unlockToken(START)));
    expect(response.status).toBe(503);
    expect(await journal()).toEqual([]);
  });

  it.each(FORM_NAMES.filter((form) => form !== 'suggestion'))('needs no unlock token for a %s', async (form) => {
    const { app } = await appAt(START);
    expect((await postJson(app, `/submissions/${form}`, VALID_BODIES[form])).status).toBe(201);
  });
});

describe('POST /submissions/:form with bad input', () => {
  const malformed = (
    name: string,
    send: (app: Awaited<ReturnType<typeof createTestApp>>['app']) => Promise<Response> | Response,
    status: number,
  ) => [name, send, status] as const;

  const badRequests = [
    malformed('a field of the wrong type', (app) => postJson(app, '/submissions/ticket', { ...VALID_BODIES.ticket, commercialCustomer: 'yes' }), 400),
    malformed('a missing required field', (app) => {
      const { comment: _comment, ...rest } = VALID_BODIES.suggestion;
      return postSubmission(app, 'suggestion', rest);
    }, 400),
    malformed('an unexpected extra field', (app) => postJson(app, '/submissions/lan', { ...VALID_BODIES.lan, isAdmin: true }), 400),
    malformed('a case id chosen by the client', (app) => postJson(app, '/submissions/lead', { ...VALID_BODIES.lead, UUID: 'LD-090001' }), 400),
    malformed('a ticket without its fill time', (app) => {
      const { filledInMs: _filledInMs, ...rest } = VALID_BODIES.ticket;
      return postJson(app, '/submissions/ticket', rest);
    }, 400),
    malformed('a commercial category from a residential customer', (app) =>
      postJson(app, '/submissions/ticket', { ...VALID_BODIES.ticket, category: 'Video Conferencing System' }), 400),
    malformed('invalid JSON', (app) => postJson(app, '/submissions/ticket', '{"name": "Lee"'), 400),
    malformed('a JSON array', (app) => postJson(app, '/submissions/ticket', [VALID_BODIES.ticket]), 400),
    malformed('a JSON string', (app) => postJson(app, '/submissions/ticket', '"hello"'), 400),
    malformed('JSON null', (app) => postJson(app, '/submissions/ticket', 'null'), 400),
    malformed('an empty body', (app) => postJson(app, '/submissions/ticket', ''), 400),
    malformed('a non-JSON content type', (app) =>
      app.request('/submissions/ticket', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(VALID_BODIES.ticket) }), 415),
    malformed('a form body', (app) =>
      app.request('/submissions/ticket', { method: 'POST', body: new URLSearchParams({ name: 'Lee' }) }), 415),
    malformed('an unknown form', (app) => postJson(app, '/submissions/newsletter', VALID_BODIES.ticket), 404),
    // A 1 MB body, here and at every other POST endpoint: test/oversizedBodies.test.ts.
  ];

  it.each(badRequests)('refuses %s with a JSON error and stores nothing', async (_name, send, status) => {
    const { app, journal } = await createTestApp();

    const response = await send(app);

    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: unknown };
    expect(typeof body.error).toBe('string');
    expect(await journal()).toEqual([]);
  });

  it('lists every problem by field', async () => {
    const { app } = await createTestApp();
    const response = await postJson(app, '/submissions/ticket', { ...VALID_BODIES.ticket, phone: 6085550123, email: 'not-an-email', name: '' });

    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: { path: string; message: string }[] };
    expect(body.error).toBe('The ticket form has errors');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'phone', message: expect.any(String) },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'name', message: 'Please enter your name' },
      ]),
    );
  });

  it('names the missing field of a suggestion', async () => {
    const { app } = await createTestApp();
    const { topic: _topic, ...rest } = VALID_BODIES.suggestion;
    const body = (await (await postSubmission(app, 'suggestion', rest)).json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual([{ path: 'topic', message: 'Please choose a topic' }]);
  });

  it('reads a body of just under the limit and lets the form schema judge it', async () => {
    const { app } = await createTestApp();
    // Every text field has a length limit of its own, far below the body limit: a body
    // this size is read (no 413) and refused by the schema with the field's message.
    const comment = 'x'.repeat(60 * 1024);
    const response = await postSubmission(app, 'suggestion', { ...VALID_BODIES.suggestion, comment });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path)).toEqual(['comment']);
  });
});
