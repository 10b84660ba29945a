import { configureWorker } from 'shared-ui/api/worker';
import type { EmailConfig } from 'contract/schemas/config';
import { submitSubmission, type SubmissionMemory } from 'shared-ui/forms/submitSubmission';
import { MissingEmailConfigError } from 'shared-ui/email/sendEmail';

const config: EmailConfig = {
  origin: 'http://email.test',
  publicKey: 'public-key',
  serviceId: 'service_test',
  templates: { lan: 'template_lan', ticketReceipt: 'template_receipt', ticketAudio: 'template_staff' } as EmailConfig['templates'],
};

const DELIVERY_TOKEN = 'a1'.repeat(32);

interface Call {
  url: string;
  authorization: string | null;
  body: Record<string, unknown> | undefined;
}

/**
 * The worker and EmailJS; `failTemplates` are the email templates the service refuses,
 * `tokenless` a worker from before delivery tokens, `dropped` a submission the worker
 * took as a bot's.
 */
function fakeNetwork({ failTemplates = [] as string[], tokenless = false, dropped = false } = {}) {
  const deliveryToken = tokenless ? undefined : DELIVERY_TOKEN;
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ url, authorization: new Headers(init?.headers).get('authorization'), body });
    if (/\/submissions\/(lan|ticket)$/.test(url)) {
      return new Response(JSON.stringify({ caseId: 'LN-1', receivedAt: '2026-11-22T00:00:00Z', deliveryToken, sendEmails: !dropped }), { status: 201 });
    }
    if (url.includes('/delivery')) return new Response('{"ok":true}', { status: 200 });
    if (url === 'http://email.test/api/v1.0/email/send') {
      const refused = failTemplates.includes(String(body?.template_id));
      return new Response(refused ? 'down' : 'OK', { status: refused ? 500 : 200 });
    }
    return new Response('{}', { status: 404 });
  }) as typeof fetch;
  return {
    calls,
    emails: () => calls.filter((call) => call.url.startsWith('http://email.test')).map((call) => call.body?.template_id),
    deliveries: () => calls.filter((call) => call.url.endsWith('/delivery')).map((call) => [call.authorization, call.body]),
  };
}

const submission = (values: object) => ({
  form: 'lan' as const,
  values,
  config,
  emails: () => [{ template: 'lan' as const, params: { firstName: 'Ada' } }],
});

/** A ticket's two emails: the customer's receipt, then the staff email. */
const ticket = (values: object) => ({
  form: 'ticket' as const,
  values,
  config,
  emails: () => [
    { template: 'ticketReceipt' as const, params: { name: 'Ada' } },
    { template: 'ticketAudio' as const, params: { name: 'Ada' } },
  ],
});

beforeEach(() => configureWorker('http://worker.test'));

describe('submitSubmission', () => {
  it('journals, then emails, then records the delivery with the delivery token', async () => {
    const { calls } = fakeNetwork();
    const receipt = await submitSubmission(submission({ firstName: 'Ada' }));
    expect(receipt.caseId).toBe('LN-1');
    expect(calls.map((call) => call.url)).toEqual([
      'http://worker.test/submissions/lan',
      'http://email.test/api/v1.0/email/send',
      'http://worker.test/submissions/lan/LN-1/delivery',
    ]);
    expect(calls[0]?.authorization).toBeNull();
    expect(calls[1]?.body).toMatchObject({ user_id: 'public-key', service_id: 'service_test', template_id: 'template_lan' });
    expect(calls[2]).toMatchObject({ authorization: `Bearer ${DELIVERY_TOKEN}`, body: { delivered: true } });
  });

  it('sends the journal headers it is given with the journal request only', async () => {
    const { calls } = fakeNetwork();
    await submitSubmission({ ...submission({ firstName: 'Ada' }), journalHeaders: { Authorization: 'Bearer unlock' } });
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer unlock', null, `Bearer ${DELIVERY_TOKEN}`]);
  });

  it('reports without a token to a worker that answered with none', async () => {
    const network = fakeNetwork({ tokenless: true });
    await submitSubmission(submission({ firstName: 'Ada' }));
    expect(network.deliveries()).toEqual([[null, { delivered: true }]]);
  });

  it('records a failed delivery, rethrows, and on a retry with the same values sends again without journaling twice', async () => {
    const failing = fakeNetwork({ failTemplates: ['template_lan'] });
    const memory: SubmissionMemory = {};
    await expect(submitSubmission(submission({ firstName: 'Ada' }), memory)).rejects.toMatchObject({ status: 500 });
    expect(failing.deliveries()).toEqual([[`Bearer ${DELIVERY_TOKEN}`, { delivered: false }]]);

    const retry = fakeNetwork();
    await submitSubmission(submission({ firstName: 'Ada' }), memory);
    expect(retry.calls.map((call) => call.url)).toEqual([
      'http://email.test/api/v1.0/email/send',
      'http://worker.test/submissions/lan/LN-1/delivery',
    ]);
    expect(retry.deliveries()).toEqual([[`Bearer ${DELIVERY_TOKEN}`, { delivered: true }]]);
  });

  it('does not resend the receipt on a retry after only the staff email failed', async () => {
    const first = fakeNetwork({ failTemplates: ['template_staff'] });
    const memory: SubmissionMemory = {};
    await expect(submitSubmission(ticket({ name: 'Ada' }), memory)).rejects.toMatchObject({ status: 500 });
    expect(first.emails()).toEqual(['template_receipt', 'template_staff']);

    const retry = fakeNetwork();
    await submitSubmission(ticket({ name: 'Ada' }), memory);
    expect(retry.emails()).toEqual(['template_staff']);
    expect(retry.deliveries()).toEqual([[`Bearer ${DELIVERY_TOKEN}`, { delivered: true }]]);

    // Once everything went, one more submit of the same values sends no email again, nor a second report.
    const again = fakeNetwork();
    await submitSubmission(ticket({ name: 'Ada' }), memory);
    expect(again.emails()).toEqual([]);
    expect(again.deliveries()).toEqual([]);
  });

  it('keeps retrying what did not go, for as many attempts as it takes', async () => {
    const memory: SubmissionMemory = {};
    fakeNetwork({ failTemplates: ['template_receipt', 'template_staff'] });
    await expect(submitSubmission(ticket({ name: 'Ada' }), memory)).rejects.toMatchObject({ status: 500 });

    const second = fakeNetwork({ failTemplates: ['template_staff'] });
    await expect(submitSubmission(ticket({ name: 'Ada' }), memory)).rejects.toMatchObject({ status: 500 });
    expect(second.emails()).toEqual(['template_receipt', 'template_staff']);

    const third = fakeNetwork();
    await submitSubmission(ticket({ name: 'Ada' }), memory);
    expect(third.emails()).toEqual(['template_staff']);
  });

  it('sends every email of a new case: edited values are a new submission', async () => {
    const memory: SubmissionMemory = {};
    fakeNetwork({ failTemplates: ['template_staff'] });
    await expect(submitSubmission(ticket({ name: 'Ada' }), memory)).rejects.toMatchObject({ status: 500 });

    const edited = fakeNetwork();
    await submitSubmission(ticket({ name: 'Ada Lovelace' }), memory);
    expect(edited.calls[0]?.url).toBe('http://worker.test/submissions/ticket');
    expect(edited.emails()).toEqual(['template_receipt', 'template_staff']);
  });

  it('journals the bot signals with the values, and retries under the same case id though the signals moved on', async () => {
    const memory: SubmissionMemory = {};
    let filledInMs = 9000;
    const botSignals = () => ({ website: '', filledInMs: (filledInMs += 1000) });
    const failing = fakeNetwork({ failTemplates: ['template_staff'] });
    await expect(submitSubmission({ ...ticket({ name: 'Ada' }), botSignals }, memory)).rejects.toMatchObject({ status: 500 });
    expect(failing.calls[0]?.body).toEqual({ name: 'Ada', website: '', filledInMs: 10_000 });

    const retry = fakeNetwork();
    await submitSubmission({ ...ticket({ name: 'Ada' }), botSignals }, memory);
    expect(retry.calls.map((call) => call.url)).not.toContain('http://worker.test/submissions/ticket');
    expect(retry.emails()).toEqual(['template_staff']);
  });

  it('sends no email, and reports nothing, when the receipt says the worker dropped the submission', async () => {
    const network = fakeNetwork({ dropped: true });
    const receipt = await submitSubmission(ticket({ name: 'Ada' }));
    expect(receipt).toMatchObject({ caseId: 'LN-1', sendEmails: false });
    expect(network.calls.map((call) => call.url)).toEqual(['http://worker.test/submissions/ticket']);
  });

  it('fails clearly when the email configuration lacks a template', async () => {
    fakeNetwork();
    await expect(
      submitSubmission({ ...submission({}), emails: () => [{ template: 'suggestion', params: {} }] }),
    ).rejects.toBeInstanceOf(MissingEmailConfigError);
  });
});
