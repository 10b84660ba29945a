import { configureWorker } from 'shared-ui/api/worker';
import type { EmailConfig } from 'shared-ui/api/config';
import { submitSubmission, type SubmissionMemory } from 'shared-ui/forms/submitSubmission';
import { MissingEmailConfigError } from 'shared-ui/email/sendEmail';

const config: EmailConfig = {
  origin: 'http://email.test',
  publicKey: 'public-key',
  serviceId: 'service_test',
  templates: { lan: 'template_lan' } as EmailConfig['templates'],
};

interface Call {
  url: string;
  body: unknown;
}

function fakeNetwork({ emailStatus = 200 }: { emailStatus?: number } = {}) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/submissions/lan')) {
      return new Response(JSON.stringify({ caseId: 'LN-1', receivedAt: '2026-11-22T00:00:00Z' }), { status: 201 });
    }
    if (url.includes('/delivery')) return new Response('{"ok":true}', { status: 200 });
    if (url === 'http://email.test/api/v1.0/email/send') return new Response(emailStatus === 200 ? 'OK' : 'down', { status: emailStatus });
    return new Response('{}', { status: 404 });
  }) as typeof fetch;
  return calls;
}

const submission = (values: object) => ({
  form: 'lan' as const,
  values,
  config,
  emails: () => [{ template: 'lan' as const, params: { firstName: 'Ada' } }],
});

beforeEach(() => configureWorker('http://worker.test'));

describe('submitSubmission', () => {
  it('journals, then emails, then records the delivery', async () => {
    const calls = fakeNetwork();
    const receipt = await submitSubmission(submission({ firstName: 'Ada' }));
    expect(receipt.caseId).toBe('LN-1');
    expect(calls.map((call) => call.url)).toEqual([
      'http://worker.test/submissions/lan',
      'http://email.test/api/v1.0/email/send',
      'http://worker.test/submissions/lan/LN-1/delivery',
    ]);
    expect(calls[1]?.body).toMatchObject({ user_id: 'public-key', service_id: 'service_test', template_id: 'template_lan' });
    expect(calls[2]?.body).toEqual({ delivered: true });
  });

  it('records a failed delivery, rethrows, and on a retry with the same values sends again without journaling twice', async () => {
    const calls = fakeNetwork({ emailStatus: 500 });
    const memory: SubmissionMemory = {};
    await expect(submitSubmission(submission({ firstName: 'Ada' }), memory)).rejects.toMatchObject({ status: 500 });
    expect(calls.at(-1)?.body).toEqual({ delivered: false });

    const retryCalls = fakeNetwork();
    await submitSubmission(submission({ firstName: 'Ada' }), memory);
    expect(retryCalls.map((call) => call.url)).toEqual([
      'http://email.test/api/v1.0/email/send',
      'http://worker.test/submissions/lan/LN-1/delivery',
    ]);
  });

  it('fails clearly when the email configuration lacks a template', async () => {
    fakeNetwork();
    await expect(
      submitSubmission({ ...submission({}), emails: () => [{ template: 'suggestion', params: {} }] }),
    ).rejects.toBeInstanceOf(MissingEmailConfigError);
  });
});
