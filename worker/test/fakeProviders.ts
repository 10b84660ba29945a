// Stand-ins for the card gateway and the captcha siteverify, as a fetch the worker app
// takes in tests: they speak the same protocol as the sandbox (and the real services)
// and let a test add transactions, issue tokens and take either service down. Email
// sends (payment receipts) go to the sandbox's own EmailJS stand-in.
import { createSandbox } from 'sandbox/src/app';
import type { FailureMode, SentEmail } from 'sandbox/src/emailjs/outbox';
import type { GatewayTransaction } from '../src/payments/gateway';

export const GATEWAY_API_KEY = 'test-gateway-api-key-5d1e';
export const CAPTCHA_SECRET = 'test-captcha-secret-c07f';
export const EMAILJS_PRIVATE_KEY = 'test-emailjs-private-key-a61b';

export type Outage = 'none' | 'unreachable' | 'failing';

export interface FakeProviders {
  fetch: typeof fetch;
  /** A fresh captcha token that siteverify accepts once. */
  issueToken(): string;
  addTransaction(transaction: GatewayTransaction): GatewayTransaction;
  setCaptchaOutage(outage: Outage): void;
  setGatewayOutage(outage: Outage): void;
  /** What the EmailJS stand-in accepted, and how it is told to fail. */
  emails(): Promise<SentEmail[]>;
  setEmailFailure(mode: FailureMode): Promise<void>;
  /** The secrets each call carried, to check the worker sends its own. */
  readonly seen: { captchaSecrets: string[]; apiKeys: string[]; lookups: number; verifications: number };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function fakeProviders(): FakeProviders {
  const tokens = new Map<string, 'fresh' | 'used'>();
  const transactions = new Map<string, GatewayTransaction>();
  const seen = { captchaSecrets: [] as string[], apiKeys: [] as string[], lookups: 0, verifications: 0 };
  let captchaOutage: Outage = 'none';
  let gatewayOutage: Outage = 'none';
  let tokenCount = 0;

  const siteverify = async (init: RequestInit | undefined) => {
    seen.verifications++;
    if (captchaOutage === 'unreachable') throw new TypeError('fetch failed');
    if (captchaOutage === 'failing') return new Response('Service Unavailable', { status: 503 });
    const form = new URLSearchParams(String(init?.body ?? ''));
    const secret = form.get('secret') ?? '';
    const token = form.get('response') ?? '';
    seen.captchaSecrets.push(secret);
    if (secret !== CAPTCHA_SECRET) return json({ success: false, 'error-codes': ['invalid-input-secret'] });
    const state = tokens.get(token);
    if (!state) return json({ success: false, 'error-codes': ['invalid-input-response'] });
    if (state === 'used') return json({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    tokens.set(token, 'used');
    return json({ success: true, challenge_ts: '2026-05-01T12:00:00Z', hostname: 'localhost' });
  };

  const lookup = async (url: URL, init: RequestInit | undefined) => {
    seen.lookups++;
    if (gatewayOutage === 'unreachable') throw new TypeError('fetch failed');
    if (gatewayOutage === 'failing') return json({ code: '500', status: 'fail' }, 500);
    const apiKey = new Headers(init?.headers).get('api-key') ?? '';
    seen.apiKeys.push(apiKey);
    if (apiKey !== GATEWAY_API_KEY) return json({ code: '401', status: 'fail' }, 401);
    const transaction = transactions.get(url.searchParams.get('id') ?? '');
    if (!transaction) return json({ code: '404', status: 'fail', payload: { error: { 'error-message': 'Not found' } } }, 404);
    return json({
      code: '200',
      status: 'success',
      'exchange-id': 'ID-lookup-1',
      links: [{ rel: 'transaction', href: `/rest/v2/transactions/${transaction.id}`, id: transaction.id }],
      payload: { payloadType: 'transaction', transaction },
    });
  };

  const emailjs = createSandbox({ emailjs: { privateKey: EMAILJS_PRIVATE_KEY } });

  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/v1.0/email/send') return emailjs.request(url.pathname, init);
    if (url.pathname.endsWith('/captcha/siteverify') && init?.method === 'POST') return siteverify(init);
    if (url.pathname.endsWith('/rest/v2/transactions')) return lookup(url, init);
    throw new Error(`the fake providers have no ${url.pathname}`);
  }) as typeof fetch;

  return {
    fetch: fetchFn,
    issueToken() {
      tokenCount++;
      const token = `token-${tokenCount}`;
      tokens.set(token, 'fresh');
      return token;
    },
    addTransaction(transaction) {
      transactions.set(transaction.id, transaction);
      return transaction;
    },
    setCaptchaOutage: (outage) => (captchaOutage = outage),
    setGatewayOutage: (outage) => (gatewayOutage = outage),
    emails: async () => ((await (await emailjs.request('/__sandbox/emails')).json()) as { emails: SentEmail[] }).emails,
    async setEmailFailure(mode) {
      await emailjs.request('/__sandbox/emails/failure', { method: 'PUT', body: JSON.stringify(mode) });
    },
    seen,
  };
}
