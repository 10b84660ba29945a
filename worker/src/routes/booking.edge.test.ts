// Booking on Workers under Miniflare (workerd, offline) over D1, with the real clock: of 20
// bookings of one time sent at once exactly one is taken; the confirmation goes out through
// the worker's own fetch (to the sandbox's EmailJS), and its cancel link frees the time.
import type { Miniflare } from 'miniflare';
import { createSandbox } from 'sandbox/src/app';
import type { SentEmail } from 'sandbox/src/emailjs/outbox';
import { BOOKING_MESSAGES, bookingSlotsSchema } from 'contract/schemas/booking';
import { BOOKING_BODY, tokenOf } from '../../test/booking';
import { EMAILJS_PRIVATE_KEY } from '../../test/fakeProviders';
import { startEdgeWorker, type EdgeWorker } from '../../test/edgeWorker';
import { SITE_ORIGIN } from '../../test/testApp';

jest.setTimeout(60_000);

const sandbox = createSandbox({ emailjs: { privateKey: EMAILJS_PRIVATE_KEY } });
let worker: EdgeWorker;
let mf: Miniflare;

beforeAll(async () => {
  worker = await startEdgeWorker({
    outboundService: async (request: Request) =>
      sandbox.request(new URL(request.url).pathname, { method: request.method, headers: Object.fromEntries(request.headers), body: await request.text() }),
  });
  mf = worker.mf;
});

afterAll(async () => {
  await worker?.stop();
});

const request = (path: string, init?: RequestInit) =>
  mf.dispatchFetch(`http://worker.test${path}`, init as Parameters<Miniflare['dispatchFetch']>[1]) as unknown as Promise<Response>;

const book = (start: string, client: string) =>
  request('/booking', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, 'CF-Connecting-IP': client },
    body: JSON.stringify({ ...BOOKING_BODY, start }),
  });

const emails = async (templateId: string) =>
  ((await (await sandbox.request(`/__sandbox/emails?template=${templateId}`)).json()) as { emails: SentEmail[] }).emails;

it('takes one of 20 bookings of one time on D1, and the cancel link frees it at once', async () => {
  const slots = bookingSlotsSchema.parse(await (await request('/booking/slots?kind=in-home&zip=53545')).json());
  // The second day's first time: never at the edge of the notice while the test runs.
  const start = slots.days[1]!.slots[0]!.start;

  const responses = await Promise.all(Array.from({ length: 20 }, (_, racer) => book(start, `198.51.100.${racer + 1}`)));
  const answers = await Promise.all(
    responses.map(async (response) => ({ status: response.status, body: (await response.json()) as { error?: string; nextSlots?: { start: string }[] } })),
  );
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
  const refused = answers.filter((answer) => answer.status !== 201);
  expect(refused.map((answer) => answer.status)).toEqual(Array<number>(19).fill(409));
  for (const { body } of refused) {
    expect(body.error).toBe(BOOKING_MESSAGES.taken);
    expect(body.nextSlots!.length).toBeGreaterThan(0);
    expect(body.nextSlots!.map((slot) => slot.start)).not.toContain(start);
  }
  expect((await worker.d1.prepare("SELECT COUNT(*) AS count FROM bookings WHERE status = 'booked'").first<{ count: number }>())?.count).toBe(1);

  const [confirmation] = await emails('template_booking_confirmation');
  const cancelled = await request('/booking/cancel', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
    body: JSON.stringify({ token: tokenOf(confirmation!.params.cancel_url) }),
  });
  expect(cancelled.status).toBe(200);
  expect((await book(start, '203.0.113.50')).status).toBe(201);
});
