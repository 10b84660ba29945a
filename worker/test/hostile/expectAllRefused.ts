// The property every POST endpoint keeps under hostile input: each answer is a 4xx with
// a JSON { error } body (never a 5xx), nothing in storage changes (not even a limit's
// counter, unless the requests are well-formed ones that count), and Object.prototype
// gains nothing.
import fc from 'fast-check';
import type { Database } from '../../src/db/database';
import { POLLUTION_MARKER } from './jsonValues';

/** Generated requests per endpoint. */
export const RUNS_PER_ENDPOINT = 1_000;

// The field reports have a database of their own (field-migrations/), which no endpoint here writes to.
const TABLES = ['submissions', 'payment_orders', 'payment_ledger', 'rate_limits'] as const;

/** What the worker keeps: the rows of each table, and the journal's delivery states. */
export async function storedState(db: Database, { counters = true } = {}) {
  const rows: Record<string, number> = {};
  for (const table of TABLES.filter((name) => counters || name !== 'rate_limits')) {
    rows[table] = (await db.first<{ count: number }>(`SELECT COUNT(*) AS count FROM ${table}`))?.count ?? 0;
  }
  const deliveries = await db.all('SELECT case_id, delivery, delivery_updated_at FROM submissions ORDER BY case_id');
  return { rows, deliveries };
}

export async function expectRefusedWithJsonError(response: Response): Promise<void> {
  const text = await response.text();
  const answer = `${response.status} ${response.headers.get('content-type')} ${text.slice(0, 300)}`;
  let error: unknown;
  try {
    error = (JSON.parse(text) as { error?: unknown }).error;
  } catch {
    // not JSON: reported below
  }
  const isClientError = response.status >= 400 && response.status < 500;
  const isJson = /^application\/json\b/.test(response.headers.get('content-type') ?? '');
  if (!isClientError || !isJson || typeof error !== 'string') {
    throw new Error(`expected a 4xx with a JSON { error }, got: ${answer}`);
  }
}

function expectPrototypeUntouched(ownNames: string[]) {
  expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(ownNames);
  expect(({} as Record<string, unknown>)[POLLUTION_MARKER]).toBeUndefined();
}

interface Options<Request> {
  db: Database;
  requests: fc.Arbitrary<Request>;
  send: (request: Request) => Promise<Response> | Response;
  /** More that must hold after each request (a provider never called, say). */
  alsoAfterEach?: () => void;
  runs?: number;
  /**
   * The requests are well-formed ones a limit counts (a delivery report with a wrong
   * token): their counters may change, nothing else may.
   */
  counted?: boolean;
}

export async function expectAllRefused<Request>({ db, requests, send, alsoAfterEach, runs = RUNS_PER_ENDPOINT, counted = false }: Options<Request>) {
  const state = () => storedState(db, { counters: !counted });
  const stored = await state();
  const prototypeNames = Object.getOwnPropertyNames(Object.prototype);
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      await expectRefusedWithJsonError(await send(request));
      expect(await state()).toEqual(stored);
      expectPrototypeUntouched(prototypeNames);
      alsoAfterEach?.();
    }),
    { numRuns: runs },
  );
}
