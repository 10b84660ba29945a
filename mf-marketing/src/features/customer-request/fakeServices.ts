// Test stand-ins for the worker and the email service, answering through fetch the
// way they do on the wire, and recording every request. For unit tests only.
import { EMAIL_TEMPLATE_KEYS, type EmailConfig } from 'shared-ui/api/config';
import { configureWorker } from 'shared-ui/api/worker';

export const WORKER = 'http://worker.test';
const EMAIL_ORIGIN = 'http://email.test';

export const EMAIL_CONFIG: EmailConfig = {
  origin: EMAIL_ORIGIN,
  publicKey: 'public-key',
  serviceId: 'service_test',
  templates: Object.fromEntries(EMAIL_TEMPLATE_KEYS.map((key) => [key, `template_${key}`])) as EmailConfig['templates'],
};

export interface FakeServicesOptions {
  /** GET /config/email fails (network error) when true. */
  configDown?: boolean;
  /** The worker answers 500 to every journal request. */
  journalDown?: boolean;
  /** How many journal requests answer 409 (case id taken) before the worker accepts. */
  clashes?: number;
  /** The email service answers this status (500: down). */
  emailStatus?: number;
  /** Requests to hold until `release()` is called (to observe the busy state). */
  holdJournal?: boolean;
}

interface Call {
  url: string;
  body: Record<string, unknown> | undefined;
}

export function fakeServices(options: FakeServicesOptions = {}) {
  const calls: Call[] = [];
  let clashes = options.clashes ?? 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = { emailStatus: options.emailStatus ?? 200 };

  configureWorker(WORKER);
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ url, body });
    if (url === `${WORKER}/config/email`) {
      if (options.configDown) throw new TypeError('Failed to fetch');
      return Response.json(EMAIL_CONFIG);
    }
    if (/\/submissions\/(ticket|lead)$/.test(url)) {
      if (options.holdJournal) await held;
      if (options.journalDown) return Response.json({ error: 'Internal error' }, { status: 500 });
      if (clashes > 0) {
        clashes -= 1;
        return Response.json({ error: 'Case id is already taken' }, { status: 409 });
      }
      return Response.json({ caseId: body?.UUID, receivedAt: '2026-03-02T15:00:00.000Z' }, { status: 201 });
    }
    if (url.endsWith('/delivery')) return Response.json({ delivery: body?.delivered ? 'delivered' : 'failed' });
    if (url === `${EMAIL_ORIGIN}/api/v1.0/email/send`) {
      return new Response(state.emailStatus === 200 ? 'OK' : 'The service is temporarily unavailable', {
        status: state.emailStatus,
      });
    }
    return Response.json({ error: 'Not found' }, { status: 404 });
  }) as typeof fetch;

  return {
    calls,
    release,
    /** Makes the email service answer with another status from now on. */
    setEmailStatus: (status: number) => (state.emailStatus = status),
    journaled: () => calls.filter((call) => /\/submissions\/(ticket|lead)$/.test(call.url)).map((call) => call.body!),
    deliveries: () => calls.filter((call) => call.url.endsWith('/delivery')).map((call) => [call.url, call.body]),
    emails: () =>
      calls
        .filter((call) => call.url.startsWith(EMAIL_ORIGIN))
        .map((call) => ({
          template: call.body?.template_id,
          params: call.body?.template_params as Record<string, unknown>,
        })),
  };
}
