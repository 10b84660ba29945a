// The provider's gateway API, as Clearent (Xplor Pay) answers it: GET /rest/v2/transactions
// with the secret `api-key` header, answered by an envelope { code, status, 'exchange-id',
// links, payload }. Two queries are used: one transaction by its id (payload.transaction;
// an unknown id is a 404), and the approved transactions of one invoice (reconciliation).
import { z } from '../zodFull';
import type { WorkerEnv } from '../env';

const idText = z.union([z.string(), z.number()]).transform(String);

const transactionSchema = z.object({
  id: idText,
  type: z.string(),
  amount: z.string(),
  result: z.string(),
  invoice: z.string().optional(),
  billing: z.object({ street: z.string().optional() }).partial().optional(),
  created: z.string().optional(),
  /** The card's brand, on some accounts with its funding (src/payments/cardFunding.ts). */
  'card-type': z.string().optional(),
});
export type GatewayTransaction = z.infer<typeof transactionSchema>;

const lookupAnswer = z.object({ payload: z.object({ transaction: transactionSchema }) });

export type TransactionLookup =
  | { status: 'found'; transaction: GatewayTransaction }
  | { status: 'unknown' }
  /** The gateway could not be reached or answered something unreadable. */
  | { status: 'unavailable' };

const LOOKUP_TIMEOUT_MS = 10_000;

type Gateway = WorkerEnv['paymentGateway'];

function queryTransactions(fetchFn: typeof fetch, gateway: Gateway, query: Record<string, string>): Promise<Response> {
  return fetchFn(`${gateway.origin}/rest/v2/transactions?${new URLSearchParams(query)}`, {
    headers: { Accept: 'application/json', 'api-key': gateway.apiKey },
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  });
}

export async function lookupTransaction(fetchFn: typeof fetch, gateway: Gateway, transactionId: string): Promise<TransactionLookup> {
  try {
    const response = await queryTransactions(fetchFn, gateway, { id: transactionId });
    if (response.status === 404) return { status: 'unknown' };
    if (!response.ok) return { status: 'unavailable' };
    const answer = lookupAnswer.safeParse(await response.json());
    return answer.success ? { status: 'found', transaction: answer.data.payload.transaction } : { status: 'unavailable' };
  } catch {
    return { status: 'unavailable' };
  }
}

// The search by invoice. Confirmed from Xplor Pay's API reference ("Search Transactions",
// GET /rest/v2/transactions): the query parameters `invoice`, `status` (APPROVED,
// DECLINED, ...), `page` and `page-size`, the `api-key` header, a 204 No Content answer,
// and that the gateway keeps transactions for 90 days. Not confirmed: the JSON shape of
// a list of transactions (the reference shows only payload.transaction, and says a
// payload may hold "a list of transactions"). This reads the list as
// payload.transactions.transaction (one or many, as Clearent's XML-shaped JSON wraps
// lists), a bare payload.transactions array, or a single payload.transaction; any other
// shape counts as unavailable rather than as "no payment", so it is logged, not missed.
const oneOrMany = z.union([z.array(transactionSchema), transactionSchema.transform((transaction) => [transaction])]);

const searchAnswer = z.object({
  'exchange-id': z.string().optional(),
  payload: z.union([
    z.object({ transactions: z.union([oneOrMany, z.object({ transaction: oneOrMany.optional() }).transform((list) => list.transaction ?? [])]) }),
    z.object({ transaction: transactionSchema }).transform((payload) => ({ transactions: [payload.transaction] })),
  ]),
});

export type InvoiceSearch =
  | { status: 'found'; transactions: GatewayTransaction[]; exchangeId: string }
  | { status: 'unavailable' };

/** Far more than the approved sales one invoice can have: the check field refuses a second. */
const SEARCH_PAGE_SIZE = 50;

/** The approved transactions the gateway holds for an invoice (none is a found, empty list). */
export async function searchInvoiceTransactions(fetchFn: typeof fetch, gateway: Gateway, invoice: string): Promise<InvoiceSearch> {
  try {
    const response = await queryTransactions(fetchFn, gateway, { invoice, status: 'APPROVED', 'page-size': String(SEARCH_PAGE_SIZE) });
    if (response.status === 204 || response.status === 404) return { status: 'found', transactions: [], exchangeId: '' };
    if (!response.ok) return { status: 'unavailable' };
    const answer = searchAnswer.safeParse(await response.json());
    if (!answer.success) return { status: 'unavailable' };
    return { status: 'found', transactions: answer.data.payload.transactions, exchangeId: answer.data['exchange-id'] ?? '' };
  } catch {
    return { status: 'unavailable' };
  }
}
