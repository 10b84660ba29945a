// A 1 MB body at every POST endpoint, each otherwise one the endpoint takes (with the
// token or captcha it needs): refused by the body limit with a JSON error, whether the
// length is declared up front or only found while reading; nothing is stored and no
// third-party service is asked.
import { FORM_NAMES, type FormName } from 'contract/schemas/forms';
import { expectRefusedWithJsonError, storedState } from './hostile/expectAllRefused';
import { bearer, deliveryPath, journaled, journalHeaders } from './journalRequests';
import { createPaymentApp, placeOrder, purchaseFor, saleFor } from './payments';
import { VALID_BODIES } from 'contract/testing/validBodies';
import { SITE_ORIGIN } from './testApp';

const ONE_MB = 'x'.repeat(1024 * 1024);

type PaymentApp = Awaited<ReturnType<typeof createPaymentApp>>;

interface OversizedRequest {
  path: string;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

/** Makes the request against a fresh app, first storing whatever it needs there. */
type Endpoint = [name: string, prepare: (context: PaymentApp) => Promise<OversizedRequest>];

const json = (body: unknown) => ({ contentType: 'application/json', body: JSON.stringify(body) });

/** The form's valid body with its first text field a megabyte long. */
function oversizedForm(form: FormName): Endpoint {
  return [
    `/submissions/${form}`,
    async () => {
      const base: Record<string, unknown> = VALID_BODIES[form];
      const textField = Object.keys(base).find((key) => typeof base[key] === 'string')!;
      return { path: `/submissions/${form}`, ...json({ ...base, [textField]: ONE_MB }), headers: await journalHeaders(form) };
    },
  ];
}

const ENDPOINTS: Endpoint[] = [
  ...FORM_NAMES.map(oversizedForm),
  [
    'the delivery report',
    async ({ app }) => {
      const { caseId, deliveryToken } = await journaled(app, 'ticket', VALID_BODIES.ticket);
      return { path: deliveryPath('ticket', caseId), ...json({ delivered: true, padding: ONE_MB }), headers: bearer(deliveryToken) };
    },
  ],
  ['/orders', async () => ({ path: '/orders', ...json({ amount: '100.00', credit: true, captchaToken: ONE_MB }) })],
  [
    '/purchase',
    async ({ app, providers }) => {
      const order = await placeOrder(app, providers, { amount: '100.00', credit: true });
      const purchase = purchaseFor(providers.addTransaction(saleFor(order)), order.invoice, { 5: ONE_MB });
      return { path: '/purchase', ...json(purchase) };
    },
  ],
  ['/passcode', async () => ({ path: '/passcode', contentType: 'text/plain', body: '1'.repeat(ONE_MB.length) })],
  [
    '/field-reports',
    async () => ({
      path: '/field-reports',
      contentType: 'text/plain;charset=UTF-8',
      body: JSON.stringify({ grant: `f1.${'e'.repeat(100)}.${'A'.repeat(43)}`, reports: [{ kind: 'boundary', remote: 'shell', version: 'local', route: '/', device: 'mobile', message: ONE_MB }] }),
      headers: { Origin: SITE_ORIGIN },
    }),
  ],
];

const VARIANTS = [
  ['with its length declared', true],
  ['streamed without a declared length', false],
] as const;

const CASES = ENDPOINTS.flatMap(([name, prepare]) => VARIANTS.map(([variant, declared]) => [name, variant, prepare, declared] as const));

describe('a 1 MB body', () => {
  it.each(CASES)('to %s, %s, is refused with 413 JSON and stores nothing', async (_name, _variant, prepare, declared) => {
    const context = await createPaymentApp();
    const { path, contentType, body, headers } = await prepare(context);
    const before = await storedState(context.db);
    const { verifications, lookups } = context.providers.seen;
    const length: Record<string, string> = declared ? { 'Content-Length': String(new TextEncoder().encode(body).length) } : {};

    const response = await context.app.request(path, { method: 'POST', headers: { ...headers, ...length, 'Content-Type': contentType }, body });

    expect(response.status).toBe(413);
    await expectRefusedWithJsonError(response);
    expect(await storedState(context.db)).toEqual(before);
    expect(context.providers.seen).toMatchObject({ verifications, lookups });
  });
});
