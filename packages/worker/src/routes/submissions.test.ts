import { FORM_NAMES, FORM_SCHEMAS, type FormName } from 'shared-ui/schemas/forms';
import { journalReceiptSchema } from 'shared-ui/api/submissions';
import { createTestApp, postJson } from '../../test/testApp';
import { VALID_BODIES } from '../../test/validBodies';

const FIXED_NOW = new Date('2025-06-01T14:30:00.000Z');

describe('POST /submissions/:form', () => {
  it.each(FORM_NAMES)('journals a valid %s submission and answers 201 with its case id', async (form) => {
    const { app, journal } = await createTestApp({ now: () => FIXED_NOW });
    expect(FORM_SCHEMAS[form].safeParse(VALID_BODIES[form]).success).toBe(true);

    const response = await postJson(app, `/submissions/${form}`, VALID_BODIES[form]);

    expect(response.status).toBe(201);
    const receipt = journalReceiptSchema.parse(await response.json());
    expect(receipt.receivedAt).toBe(FIXED_NOW.toISOString());
    const rows = await journal();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      case_id: receipt.caseId,
      form,
      received_at: FIXED_NOW.toISOString(),
      delivery: 'pending',
      delivery_updated_at: null,
    });
    expect(JSON.parse(rows[0]!.payload)).toEqual(FORM_SCHEMAS[form].parse(VALID_BODIES[form]));
  });

  it.each([
    ['ticket', 'SP-004217'],
    ['lead', 'LD-090001'],
  ] as const)('keeps the %s case id the browser made', async (form, caseId) => {
    const { app } = await createTestApp();
    const response = await postJson(app, `/submissions/${form}`, VALID_BODIES[form]);
    expect(await response.json()).toMatchObject({ caseId });
  });

  it.each([
    ['application', /^AP-[0-9A-HJKMNP-TV-Z]{10}$/],
    ['lan', /^LN-[0-9A-HJKMNP-TV-Z]{10}$/],
    ['suggestion', /^SG-[0-9A-HJKMNP-TV-Z]{10}$/],
  ] as const)('gives a %s submission a worker-made case id', async (form, pattern) => {
    const { app } = await createTestApp();
    const first = (await (await postJson(app, `/submissions/${form}`, VALID_BODIES[form])).json()) as { caseId: string };
    const second = (await (await postJson(app, `/submissions/${form}`, VALID_BODIES[form])).json()) as { caseId: string };
    expect(first.caseId).toMatch(pattern);
    expect(second.caseId).toMatch(pattern);
    expect(second.caseId).not.toBe(first.caseId);
  });

  it('stores the values as the schema normalises them (trimmed, defaults filled in)', async () => {
    const { app, journal } = await createTestApp();
    await postJson(app, '/submissions/suggestion', { ...VALID_BODIES.suggestion, name: '  Jordan  ' });
    const payload = JSON.parse((await journal())[0]!.payload);
    expect(payload).toMatchObject({ name: 'Jordan', url2: '', url3: '' });
  });

  it('answers 409 when a client case id is taken and keeps the first submission', async () => {
    const { app, journal } = await createTestApp();
    await postJson(app, '/submissions/ticket', VALID_BODIES.ticket);

    const clash = await postJson(app, '/submissions/ticket', { ...VALID_BODIES.ticket, name: 'Someone Else' });

    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({ error: 'Case id SP-004217 is already taken' });
    const rows = await journal();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload).name).toBe('Lee Chen');
  });

  it('draws a new worker-made id when the drawn one is taken', async () => {
    const ids = ['SG-SAME', 'SG-SAME', 'SG-OTHER'];
    const { app, journal } = await createTestApp({ newCaseId: () => ids.shift()! });

    await postJson(app, '/submissions/suggestion', VALID_BODIES.suggestion);
    const second = await postJson(app, '/submissions/suggestion', VALID_BODIES.suggestion);

    expect(second.status).toBe(201);
    expect(await second.json()).toMatchObject({ caseId: 'SG-OTHER' });
    expect((await journal()).map((row) => row.case_id).sort()).toEqual(['SG-OTHER', 'SG-SAME']);
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
      return postJson(app, '/submissions/suggestion', rest);
    }, 400),
    malformed('an unexpected extra field', (app) => postJson(app, '/submissions/lan', { ...VALID_BODIES.lan, isAdmin: true }), 400),
    malformed('a malformed client case id', (app) => postJson(app, '/submissions/lead', { ...VALID_BODIES.lead, UUID: 'LD-12' }), 400),
    malformed('a ticket case id on a lead', (app) => postJson(app, '/submissions/lead', { ...VALID_BODIES.lead, UUID: 'SP-090001' }), 400),
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
    malformed('a 1 MB body with its length declared', (app) =>
      app.request('/submissions/application', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(1024 * 1024 + 40) },
        body: JSON.stringify({ ...VALID_BODIES.application, coverletter: 'x'.repeat(1024 * 1024) }),
      }), 413),
    malformed('a 1 MB body streamed without a declared length', (app) =>
      postJson(app, '/submissions/application', { ...VALID_BODIES.application, coverletter: 'x'.repeat(1024 * 1024) }), 413),
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
    const body = (await (await postJson(app, '/submissions/suggestion', rest)).json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual([{ path: 'topic', message: 'Please choose a topic' }]);
  });

  it('reads a body of just under the limit and lets the form schema judge it', async () => {
    const { app } = await createTestApp();
    // Every text field has a length limit of its own, far below the body limit: a body
    // this size is read (no 413) and refused by the schema with the field's message.
    const comment = 'x'.repeat(60 * 1024);
    const response = await postJson(app, '/submissions/suggestion', { ...VALID_BODIES.suggestion, comment });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path)).toEqual(['comment']);
  });
});

describe('POST /submissions/:form/:caseId/delivery', () => {
  const REPORTED_AT = new Date('2025-06-01T14:31:00.000Z');

  async function journaledTicket() {
    let now = FIXED_NOW;
    const context = await createTestApp({ now: () => now });
    await postJson(context.app, '/submissions/ticket', VALID_BODIES.ticket);
    now = REPORTED_AT;
    return context;
  }

  it('records a delivered email', async () => {
    const { app, journal } = await journaledTicket();

    const response = await postJson(app, '/submissions/ticket/SP-004217/delivery', { delivered: true });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ caseId: 'SP-004217', delivery: 'delivered' });
    expect((await journal())[0]).toMatchObject({ delivery: 'delivered', delivery_updated_at: REPORTED_AT.toISOString() });
  });

  it('records a failed email', async () => {
    const { app, journal } = await journaledTicket();
    const response = await postJson(app, '/submissions/ticket/SP-004217/delivery', { delivered: false });
    expect(await response.json()).toEqual({ caseId: 'SP-004217', delivery: 'failed' });
    expect((await journal())[0]).toMatchObject({ delivery: 'failed' });
  });

  it('lets a retry that went through replace a failure', async () => {
    const { app, journal } = await journaledTicket();
    await postJson(app, '/submissions/ticket/SP-004217/delivery', { delivered: false });
    await postJson(app, '/submissions/ticket/SP-004217/delivery', { delivered: true });
    expect((await journal())[0]).toMatchObject({ delivery: 'delivered' });
  });

  it('keeps a delivered email delivered when a later attempt reports failure', async () => {
    const { app, journal } = await journaledTicket();
    await postJson(app, '/submissions/ticket/SP-004217/delivery', { delivered: true });
    const response = await postJson(app, '/submissions/ticket/SP-004217/delivery', { delivered: false });
    expect(await response.json()).toEqual({ caseId: 'SP-004217', delivery: 'delivered' });
    expect((await journal())[0]).toMatchObject({ delivery: 'delivered' });
  });

  it('works with a worker-made case id', async () => {
    const { app, journal } = await createTestApp();
    const { caseId } = (await (await postJson(app, '/submissions/lan', VALID_BODIES.lan)).json()) as { caseId: string };
    const response = await postJson(app, `/submissions/lan/${encodeURIComponent(caseId)}/delivery`, { delivered: true });
    expect(response.status).toBe(200);
    expect((await journal())[0]).toMatchObject({ case_id: caseId, delivery: 'delivered' });
  });

  it.each([
    ['an unknown case id', '/submissions/ticket/SP-999999/delivery'],
    ['a case id of another form', '/submissions/lead/SP-004217/delivery'],
    ['an unknown form', '/submissions/newsletter/SP-004217/delivery'],
  ])('answers 404 JSON for %s', async (_name, path) => {
    const { app, journal } = await journaledTicket();
    const response = await postJson(app, path, { delivered: true });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect((await journal())[0]).toMatchObject({ delivery: 'pending' });
  });

  it.each([
    ['a non-boolean', { delivered: 'yes' }],
    ['a missing flag', {}],
    ['an extra field', { delivered: true, by: 'staff' }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const { app, journal } = await journaledTicket();
    const response = await postJson(app, '/submissions/ticket/SP-004217/delivery', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'The delivery report has errors', issues: expect.any(Array) });
    expect((await journal())[0]).toMatchObject({ delivery: 'pending', delivery_updated_at: null });
  });

  it('refuses a non-JSON delivery report with 415', async () => {
    const { app, journal } = await journaledTicket();
    const response = await app.request('/submissions/ticket/SP-004217/delivery', { method: 'POST', body: 'delivered=true' });
    expect(response.status).toBe(415);
    expect((await journal())[0]).toMatchObject({ delivery: 'pending' });
  });
});

// The form names the shared client posts to are exactly the worker's.
it('journals every form the shared registry names', () => {
  expect(Object.keys(VALID_BODIES).sort()).toEqual([...FORM_NAMES].sort() as FormName[]);
});
