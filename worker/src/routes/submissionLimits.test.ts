// The abuse limits of the journal: per client (IPv6 by /64) and per form, the honeypot and
// the minimum fill time. A refused submission gets 429 with Retry-After and stores nothing.
// No ceiling is shared by every client: a handful of addresses cannot close a form to others.
import { journalReceiptSchema } from 'contract/schemas/submissions';
import { postDelivery } from '../../test/journalRequests';
import { createTestApp, postJson, TEST_CLIENT_HEADER } from '../../test/testApp';
import { VALID_BODIES } from 'contract/testing/validBodies';

const START = new Date('2025-06-01T14:30:00.000Z');

async function appWithClock(env: Record<string, string> = {}) {
  let now = START;
  const context = await createTestApp({ env, now: () => now });
  return { ...context, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

const send = (app: App, client: string, form: 'ticket' | 'lead' = 'ticket', body: Record<string, unknown> = VALID_BODIES[form]) =>
  postJson(app, `/submissions/${form}`, body, { [TEST_CLIENT_HEADER]: client });

describe('submissions per client', () => {
  it('lets 5 tickets in 10 minutes through, refuses the rest of 30 sent in a minute with 429, and stores exactly 5', async () => {
    const { app, journal, advance } = await appWithClock();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let ticket = 0; ticket < 30; ticket++) {
      const response = await send(app, '198.51.100.7');
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      advance(2000);
    }

    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(25).fill(429)]);
    // The window opened with the first ticket, 60 s before the last one.
    expect(refused!.headers.get('retry-after')).toBe('542');
    expect(await refused!.json()).toEqual({
      error: 'There have been too many ticket submissions from your connection; please wait and send again',
      retryAfterSeconds: 542,
    });
    expect(await journal()).toHaveLength(5);
  });

  it('opens again when the window has passed, and counts each form apart', async () => {
    const { app, journal, advance } = await appWithClock({ SUBMISSION_LIMIT_PER_CLIENT: '2', SUBMISSION_LIMIT_WINDOW_MINUTES: '1' });
    expect((await send(app, '198.51.100.7', 'ticket')).status).toBe(201);
    expect((await send(app, '198.51.100.7', 'ticket')).status).toBe(201);
    expect((await send(app, '198.51.100.7', 'ticket')).status).toBe(429);
    // A ticket limit does not stop the same visitor's lead.
    expect((await send(app, '198.51.100.7', 'lead')).status).toBe(201);
    advance(60_000);
    expect((await send(app, '198.51.100.7', 'ticket')).status).toBe(201);
    expect(await journal()).toHaveLength(4);
  });

  it('lets an office send 30 Getting Started forms for its buyers in 10 minutes', async () => {
    const { app } = await appWithClock();
    const lan = (client: string) => postJson(app, '/submissions/lan', VALID_BODIES.lan, { [TEST_CLIENT_HEADER]: client });
    for (let buyer = 1; buyer <= 30; buyer++) expect((await lan('198.51.100.40')).status).toBe(201);
    expect((await lan('198.51.100.40')).status).toBe(429);
  });

  it('counts an IPv6 /64 as one client', async () => {
    const { app } = await appWithClock();
    for (let host = 1; host <= 5; host++) expect((await send(app, `2001:db8:aa:1::${host}`)).status).toBe(201);
    expect((await send(app, '2001:db8:aa:1:9999::1')).status).toBe(429);
    expect((await send(app, '2001:db8:aa:2::1')).status).toBe(201);
  });

  it('does not count a refused body: a client that got the form wrong still has its submissions', async () => {
    const { app, journal } = await appWithClock({ SUBMISSION_LIMIT_PER_CLIENT: '2' });
    for (let attempt = 0; attempt < 10; attempt++) expect((await send(app, '198.51.100.7', 'ticket', { ...VALID_BODIES.ticket, email: '' })).status).toBe(400);
    expect((await send(app, '198.51.100.7')).status).toBe(201);
    expect((await send(app, '198.51.100.7')).status).toBe(201);
    expect(await journal()).toHaveLength(2);
  });
});

describe('no ceiling shared by every client', () => {
  it('60 posts from 12 addresses to one form do not stop a 13th address from sending its first ticket or application', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { app } = await appWithClock();
    for (let address = 1; address <= 12; address++) {
      for (let post = 0; post < 5; post++) expect((await send(app, `198.51.100.${address}`)).status).toBe(201);
      expect((await send(app, `198.51.100.${address}`)).status).toBe(429);
    }
    expect((await send(app, '203.0.113.13')).status).toBe(201);
    const application = await postJson(app, '/submissions/application', VALID_BODIES.application, { [TEST_CLIENT_HEADER]: '203.0.113.13' });
    expect(application.status).toBe(201);
  });
});

describe('the honeypot and the minimum fill time', () => {
  it('accepts and drops a submission whose honeypot is filled: 201 as for a person, nothing journaled, no email to send', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { app, journal } = await appWithClock();
    const response = await send(app, '198.51.100.7', 'lead', { ...VALID_BODIES.lead, website: 'http://cheap-pills.example' });

    expect(response.status).toBe(201);
    const receipt = journalReceiptSchema.parse(await response.json());
    expect(receipt).toMatchObject({ caseId: expect.stringMatching(/^LD-\d{6}$/), sendEmails: false });
    expect(await journal()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('worker: dropped a lead submission whose honeypot field was filled');
    // Nothing to report on: the case does not exist.
    expect((await postDelivery(app, 'lead', receipt.caseId, receipt.deliveryToken, { delivered: true })).status).toBe(404);
  });

  it('counts a dropped submission against its client, so a bot cannot post without end', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { app } = await appWithClock({ SUBMISSION_LIMIT_PER_CLIENT: '2' });
    const bot = { ...VALID_BODIES.ticket, website: 'x' };
    expect((await send(app, '198.51.100.66', 'ticket', bot)).status).toBe(201);
    expect((await send(app, '198.51.100.66', 'ticket', bot)).status).toBe(201);
    expect((await send(app, '198.51.100.66', 'ticket', bot)).status).toBe(429);
  });

  it('sends a form sent sooner than 3 s after it opened back with 429 and the seconds left, storing and counting nothing', async () => {
    const { app, journal, db } = await appWithClock();
    const response = await send(app, '198.51.100.7', 'ticket', { ...VALID_BODIES.ticket, filledInMs: 1200 });

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({
      error: 'The form was sent a moment after it opened; please check it and send it again',
      retryAfterSeconds: 2,
    });
    expect(await journal()).toEqual([]);
    expect(await db.all('SELECT * FROM rate_limits')).toEqual([]);
    expect((await send(app, '198.51.100.7', 'ticket', { ...VALID_BODIES.ticket, filledInMs: 3000 })).status).toBe(201);
  });

  it('takes the minimum from FORM_MIN_FILL_SECONDS', async () => {
    const { app } = await appWithClock({ FORM_MIN_FILL_SECONDS: '0' });
    expect((await send(app, '198.51.100.7', 'ticket', { ...VALID_BODIES.ticket, filledInMs: 0 })).status).toBe(201);
  });
});

describe('delivery reports per client', () => {
  it('are limited too, each well-formed report counted, whatever its token', async () => {
    const { app } = await appWithClock({ DELIVERY_REPORT_LIMIT_PER_CLIENT: '3' });
    const receipt = journalReceiptSchema.parse(await (await send(app, '192.0.2.10')).json());
    for (let attempt = 0; attempt < 2; attempt++) expect((await postDelivery(app, 'ticket', receipt.caseId, 'e'.repeat(64), { delivered: true })).status).toBe(404);
    expect((await postDelivery(app, 'ticket', receipt.caseId, receipt.deliveryToken, { delivered: false })).status).toBe(200);
    const refused = await postDelivery(app, 'ticket', receipt.caseId, receipt.deliveryToken, { delivered: true });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
  });
});
