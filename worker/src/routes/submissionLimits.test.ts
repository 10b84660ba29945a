// The abuse limits of the journal: per client (IPv6 by /64), site-wide, the honeypot and
// the minimum fill time. A refused submission gets 429 with Retry-After and stores nothing.
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
      error: 'There have been too many submissions from your connection; please wait and send again',
      retryAfterSeconds: 542,
    });
    expect(await journal()).toHaveLength(5);
  });

  it('opens again when the window has passed, and counts every form together', async () => {
    const { app, journal, advance } = await appWithClock({ SUBMISSION_LIMIT_PER_CLIENT: '2', SUBMISSION_LIMIT_WINDOW_MINUTES: '1' });
    expect((await send(app, '198.51.100.7', 'ticket')).status).toBe(201);
    expect((await send(app, '198.51.100.7', 'lead')).status).toBe(201);
    expect((await send(app, '198.51.100.7', 'ticket')).status).toBe(429);
    advance(60_000);
    expect((await send(app, '198.51.100.7', 'lead')).status).toBe(201);
    expect(await journal()).toHaveLength(3);
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

describe('the site-wide ceiling on submissions', () => {
  it('makes every client wait once all of them together reach it, logs that once, and costs no client its own count', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { app, journal, advance } = await appWithClock({ SUBMISSION_LIMIT_SITE: '3', SUBMISSION_LIMIT_PER_CLIENT: '2' });
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await send(app, client)).status).toBe(201);

    const refused = await send(app, '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'There have been too many submissions on the site just now; please wait and send again' });
    expect((await send(app, '203.0.113.10')).status).toBe(429);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      'worker: the site-wide limit of 3 submissions per 10 minutes is reached; every client waits 600 s',
    ]);
    expect(await journal()).toHaveLength(3);

    advance(10 * 60_000);
    expect((await send(app, '203.0.113.9')).status).toBe(201);
    expect((await send(app, '203.0.113.9')).status).toBe(201);
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
