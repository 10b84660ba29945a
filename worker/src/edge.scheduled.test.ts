// The Workers entry's cron under Miniflare (workerd, offline): wrangler.toml schedules
// it, and a run records in D1 the payment the sandbox's gateway took for an order that
// was never posted to /purchase.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { D1Database } from '@cloudflare/workers-types';
import type { Miniflare } from 'miniflare';
import { createSandbox } from 'sandbox/src/app';
import { formatCents } from 'contract/schemas/money';
import { d1Database } from './db/d1Database';
import { createOrder } from './payments/orders';
import { GATEWAY_API_KEY } from '../test/fakeProviders';
import { PACKAGE_DIR, startEdgeWorker, WRANGLER_ENV, WRANGLER_TOML, type EdgeWorker } from '../test/edgeWorker';

jest.setTimeout(60_000);

const run = promisify(execFile);

/** What wrangler reads from a script that imports it (it does not load inside Jest). */
async function fromWrangler<T>(script: string): Promise<T> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, WRANGLER_TOML], { env: WRANGLER_ENV, cwd: PACKAGE_DIR });
  return JSON.parse(stdout) as T;
}

const sandbox = createSandbox({ clearent: { apiKey: GATEWAY_API_KEY } });
let worker: EdgeWorker;
let mf: Miniflare;
let d1: D1Database;
let gatewayDown = false;

beforeAll(async () => {
  worker = await startEdgeWorker({
    unsafeTriggerHandlers: true,
    outboundService: async (request: Request) => {
      if (gatewayDown) throw new TypeError('fetch failed');
      return sandbox.request(request.url, { headers: Object.fromEntries(request.headers) });
    },
  });
  ({ mf, d1 } = worker);
});

afterAll(async () => {
  await worker?.stop();
});

const runCron = async () => (await mf.dispatchFetch('http://worker.test/cdn-cgi/handler/scheduled?cron=*/10+*+*+*+*')).status;
const ledger = async () => (await d1.prepare('SELECT invoice, amount_cents FROM payment_ledger').all()).results;

async function paidOrder(amountCents: number) {
  const createdAt = new Date(Date.now() - 20 * 60_000).toISOString();
  const order = await createOrder(d1Database(d1), { amountCents, credit: true, createdAt });
  await sandbox.request('/hpp/sandbox-merchant/sandbox-terminal/sale', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      amount: formatCents(amountCents),
      invoice: order.invoice,
      checkField: 'invoice',
      serviceFee: true,
      card: '4111111111111111',
      expiry: '12/34',
      csc: '123',
      street: '12 Lake Street',
      zip: '53545',
    }),
  });
  return order;
}

it('is scheduled every 10 minutes in wrangler.toml', async () => {
  const crons = await fromWrangler<string[]>(
    "import { unstable_readConfig } from 'wrangler'; process.stdout.write(JSON.stringify(unstable_readConfig({ config: process.argv[1] }).triggers.crons));",
  );
  expect(crons).toEqual(['*/10 * * * *']);
});

it('records in D1 a payment that never reached /purchase, once however often it runs', async () => {
  const order = await paidOrder(10_000);

  expect(await runCron()).toBe(200);
  expect(await runCron()).toBe(200);

  expect(await ledger()).toEqual([{ invoice: order.invoice, amount_cents: 10_300 }]);
});

it('fails its run while the gateway is down, and records the payment on the next', async () => {
  const order = await paidOrder(20_000);
  gatewayDown = true;
  expect(await runCron()).toBe(500);
  expect(await ledger()).not.toContainEqual(expect.objectContaining({ invoice: order.invoice }));

  gatewayDown = false;
  expect(await runCron()).toBe(200);
  expect(await ledger()).toContainEqual({ invoice: order.invoice, amount_cents: 20_600 });
});
