// Looks a card transaction up with the provider's gateway API, as Clearent (Xplor
// Pay) answers it: GET /rest/v2/transactions?id=<id> with the secret `api-key`
// header, answered by an envelope { code, status, 'exchange-id', links, payload }
// whose payload.transaction holds the transaction. An unknown id is a 404.
import { z } from 'shared-ui/schemas/zod';
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
});
export type GatewayTransaction = z.infer<typeof transactionSchema>;

const lookupAnswer = z.object({ payload: z.object({ transaction: transactionSchema }) });

export type TransactionLookup =
  | { status: 'found'; transaction: GatewayTransaction }
  | { status: 'unknown' }
  /** The gateway could not be reached or answered something unreadable. */
  | { status: 'unavailable' };

const LOOKUP_TIMEOUT_MS = 10_000;

export async function lookupTransaction(
  fetchFn: typeof fetch,
  gateway: WorkerEnv['paymentGateway'],
  transactionId: string,
): Promise<TransactionLookup> {
  try {
    const url = `${gateway.origin}/rest/v2/transactions?id=${encodeURIComponent(transactionId)}`;
    const response = await fetchFn(url, {
      headers: { Accept: 'application/json', 'api-key': gateway.apiKey },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    if (response.status === 404) return { status: 'unknown' };
    if (!response.ok) return { status: 'unavailable' };
    const answer = lookupAnswer.safeParse(await response.json());
    return answer.success ? { status: 'found', transaction: answer.data.payload.transaction } : { status: 'unavailable' };
  } catch {
    return { status: 'unavailable' };
  }
}
