// Test stand-ins for the worker and the email service, answering through fetch the
// way they do on the wire, and recording every request. For tests only.
//
// Routes are keyed 'METHOD <path>' with the contract's own path patterns
// (`POST ${ENDPOINTS.submission}`), a concrete path ('GET /hub/topics/sonos') or a prefix
// ('GET /hub/images/*'). Every successful JSON answer on an endpoint the contract
// describes is parsed with the contract's answer schema, the same one the browser
// code trusts, so a fake cannot drift from the real worker: a test that fakes an
// answer the worker cannot give fails. (`unchecked()` is for the tests that feed the
// browser a malformed answer on purpose.)
import { ENDPOINTS } from 'contract/endpoints';
import {
  captchaConfigSchema,
  EMAIL_TEMPLATE_KEYS,
  emailConfigSchema,
  paymentConfigSchema,
  type CaptchaConfig,
  type EmailConfig,
  type PaymentConfig,
} from 'contract/schemas/config';
import { hubTopicListSchema, hubTopicSchema } from 'contract/schemas/hubContent';
import { orderRequestSchema, orderSchema, purchaseAnswerSchema } from 'contract/schemas/purchase';
import { deliveryReportSchema, journalReceiptSchema } from 'contract/schemas/submissions';
import { passcodeAnswerSchema } from 'contract/schemas/unlock';
import type { z } from 'contract/schemas/zod';
import { localOrigin } from 'site/ports';
import { sandboxCaptchaScript } from 'site/providers';
import { configureWorker } from 'shared-ui/api/worker';

export const WORKER = 'http://worker.test';
export const EMAIL_ORIGIN = 'http://email.test';
export const EMAIL_SEND_PATH = '/api/v1.0/email/send';

export const EMAIL_CONFIG: EmailConfig = emailConfigSchema.parse({
  origin: EMAIL_ORIGIN,
  publicKey: 'public-key',
  serviceId: 'service_test',
  templates: Object.fromEntries(EMAIL_TEMPLATE_KEYS.map((key) => [key, `template_${key}`])),
});
export const PAYMENT_CONFIG: PaymentConfig = paymentConfigSchema.parse({
  hppOrigin: localOrigin('sandbox'),
  merchantId: 'sandbox-merchant',
  terminalId: 'sandbox-terminal',
});
export const CAPTCHA_CONFIG: CaptchaConfig = captchaConfigSchema.parse({
  scriptUrl: sandboxCaptchaScript(localOrigin('sandbox')),
  siteKey: 'sandbox-site-key',
});

/** What the worker answers a successful request with, per endpoint of the contract. */
const ANSWER_SCHEMAS: Partial<Record<string, z.ZodMiniType>> = {
  [`GET ${ENDPOINTS.emailConfig}`]: emailConfigSchema,
  [`GET ${ENDPOINTS.paymentConfig}`]: paymentConfigSchema,
  [`GET ${ENDPOINTS.captchaConfig}`]: captchaConfigSchema,
  [`POST ${ENDPOINTS.submission}`]: journalReceiptSchema,
  [`POST ${ENDPOINTS.passcode}`]: passcodeAnswerSchema,
  [`GET ${ENDPOINTS.hubTopics}`]: hubTopicListSchema,
  [`GET ${ENDPOINTS.hubTopic}`]: hubTopicSchema,
  [`POST ${ENDPOINTS.orders}`]: orderSchema,
  [`POST ${ENDPOINTS.purchase}`]: purchaseAnswerSchema,
};

/** What the browser must send, per endpoint (checked on every request, whatever the answer). */
const REQUEST_SCHEMAS: Partial<Record<string, z.ZodMiniType>> = {
  [`POST ${ENDPOINTS.delivery}`]: deliveryReportSchema,
  [`POST ${ENDPOINTS.orders}`]: orderRequestSchema,
};

export interface RecordedRequest {
  method: string;
  /** The whole address, as fetched. */
  url: string;
  /** Its path, e.g. '/submissions/ticket'. */
  path: string;
  /** 'METHOD /path', e.g. 'POST /orders'. */
  route: string;
  /** The contract pattern it matched, e.g. '/submissions/:form' (undefined: none). */
  pattern: string | undefined;
  /** The values of the pattern's `:name` parameters. */
  params: Record<string, string>;
  headers: Headers;
  /** The body as sent (text), or undefined. */
  text: string | undefined;
  /** The body parsed when it was sent as JSON, else the text. */
  body: unknown;
  /** Aborts when the caller gives up on the request (its deadline, or the page left). */
  signal: AbortSignal;
}

export type Answer = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A worker that accepted the connection and never answers: only the caller's abort ends the wait. */
export const hangs: Answer = ({ signal }) =>
  new Promise<Response>((_resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });

const UNCHECKED = new WeakSet<Response>();
/** A JSON answer the fake passes on without checking it against the contract: for malformed-answer tests. */
export function unchecked(body: unknown, status = 200) {
  const response = json(body, status);
  UNCHECKED.add(response);
  return response;
}

export interface FakeWorkerOptions {
  /** GET /config/email fails (network error) when true. */
  configDown?: boolean;
  /** The worker answers 500 to every journal request. */
  journalDown?: boolean;
  /** The case id the journal answers with (the worker makes every case id). */
  caseId?: string;
  /** The email service answers this status (500: down). */
  emailStatus?: number;
  /** Journal requests wait until `release()` is called (to observe the busy state). */
  holdJournal?: boolean;
  /** Emails wait until `releaseEmail()` is called. */
  holdEmail?: boolean;
}

const ALL_PATTERNS = Object.values(ENDPOINTS) as string[];

function patternRegExp(pattern: string) {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The contract pattern a path matches, with its parameters. */
function matchPattern(path: string, patterns: string[]) {
  for (const pattern of patterns) {
    const match = patternRegExp(pattern).exec(path);
    if (match) return { pattern, params: Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])) };
  }
  return undefined;
}

function routeMatches(key: string, method: string, path: string) {
  const [keyMethod, keyPath = ''] = key.split(' ');
  if (keyMethod !== method) return false;
  if (keyPath.endsWith('*')) return path.startsWith(keyPath.slice(0, -1));
  return keyPath === path || patternRegExp(keyPath).test(path);
}

/**
 * Replaces fetch (restored after each test by the jest preset's restoreMocks) with the
 * worker at WORKER and the email service at EMAIL_ORIGIN. `routes` override the
 * worker's default answers: the configurations, the journal (a receipt with
 * `options.caseId`) and the delivery report; anything else is a 404.
 */
export function fakeWorker(routes: Record<string, Answer> = {}, options: FakeWorkerOptions = {}) {
  const requests: RecordedRequest[] = [];
  let release: () => void = () => {};
  const journalHeld = new Promise<void>((resolve) => (release = resolve));
  let releaseEmail: () => void = () => {};
  const emailHeld = new Promise<void>((resolve) => (releaseEmail = resolve));
  const state = { emailStatus: options.emailStatus ?? 200, configDown: options.configDown ?? false };

  const defaults: Record<string, Answer> = {
    [`GET ${ENDPOINTS.emailConfig}`]: () => {
      if (state.configDown) throw new TypeError('Failed to fetch');
      return json(EMAIL_CONFIG);
    },
    [`GET ${ENDPOINTS.paymentConfig}`]: () => json(PAYMENT_CONFIG),
    [`GET ${ENDPOINTS.captchaConfig}`]: () => json(CAPTCHA_CONFIG),
    [`POST ${ENDPOINTS.submission}`]: async () => {
      if (options.holdJournal) await journalHeld;
      if (options.journalDown) return json({ error: 'Internal error' }, 500);
      return json({ caseId: options.caseId ?? 'XX-7K3M9QX2VD', receivedAt: '2026-03-02T15:00:00.000Z' }, 201);
    },
    [`POST ${ENDPOINTS.delivery}`]: (request) =>
      json({ caseId: request.params.caseId, delivery: (request.body as { delivered?: boolean }).delivered ? 'delivered' : 'failed' }),
  };

  configureWorker(WORKER);
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = init?.body === undefined || init.body === null ? undefined : await request.text();
    const body: unknown = text !== undefined && request.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : text;
    const matched = url.origin === EMAIL_ORIGIN ? undefined : matchPattern(url.pathname, ALL_PATTERNS);
    const recorded: RecordedRequest = {
      method: request.method,
      url: request.url,
      path: url.pathname,
      route: `${request.method} ${url.pathname}`,
      pattern: matched?.pattern,
      params: matched?.params ?? {},
      headers: request.headers,
      text,
      body,
      signal: init?.signal ?? request.signal,
    };
    requests.push(recorded);

    if (url.origin === EMAIL_ORIGIN) {
      if (url.pathname !== EMAIL_SEND_PATH) return json({ error: 'Not found' }, 404);
      if (options.holdEmail) await emailHeld;
      return new Response(state.emailStatus === 200 ? 'OK' : 'The service is temporarily unavailable', { status: state.emailStatus });
    }

    const contractRoute = matched ? `${request.method} ${matched.pattern}` : undefined;
    const requestSchema = contractRoute ? REQUEST_SCHEMAS[contractRoute] : undefined;
    if (requestSchema) requestSchema.parse(body);

    const key =
      Object.keys(routes).find((route) => routeMatches(route, request.method, url.pathname)) ??
      Object.keys(defaults).find((route) => routeMatches(route, request.method, url.pathname));
    if (!key) return json({ error: 'Not found' }, 404);
    const answer = await (routes[key] ?? defaults[key])!(recorded);

    const answerSchema = contractRoute ? ANSWER_SCHEMAS[contractRoute] : undefined;
    if (answerSchema && answer.ok && !UNCHECKED.has(answer) && answer.headers.get('Content-Type')?.includes('json')) {
      const result = answerSchema.safeParse(await answer.clone().json());
      if (!result.success) {
        throw new Error(`The fake answer to ${recorded.route} is not what the worker can send (contract ${contractRoute}): ${result.error.message}`);
      }
    }
    return answer;
  });

  const isJournal = (request: RecordedRequest) => request.method === 'POST' && request.pattern === ENDPOINTS.submission;
  const isDelivery = (request: RecordedRequest) => request.pattern === ENDPOINTS.delivery;
  const isEmail = (request: RecordedRequest) => request.url.startsWith(EMAIL_ORIGIN);

  return {
    fetchMock,
    requests,
    /** Lets the held journal requests go (`holdJournal`). */
    release,
    /** Lets the held emails go (`holdEmail`). */
    releaseEmail,
    /** Makes the email service answer with another status from now on. */
    setEmailStatus: (status: number) => (state.emailStatus = status),
    /** Makes GET /config/email fail (true) or answer again (false) from now on. */
    setConfigDown: (down: boolean) => (state.configDown = down),
    /** The requests to one route, e.g. 'POST /orders'. */
    callsTo: (route: string) => requests.filter((request) => request.route === route).map(({ route: r, body }) => ({ route: r, body })),
    /** The bodies the journal received. */
    journaled: () => requests.filter(isJournal).map((request) => request.body as Record<string, unknown>),
    /** Each delivery report as [address, body]. */
    deliveries: () => requests.filter(isDelivery).map((request) => [request.url, request.body]),
    /** Each email sent, as its template and parameters. */
    emails: () =>
      requests.filter(isEmail).map((request) => {
        const sent = request.body as { template_id?: unknown; template_params?: Record<string, unknown> };
        return { template: sent.template_id, params: sent.template_params as Record<string, unknown> };
      }),
  };
}

export type FakeWorker = ReturnType<typeof fakeWorker>;
