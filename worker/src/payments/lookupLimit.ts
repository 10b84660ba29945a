// Each POST /purchase that is not already in the ledger costs a gateway lookup made with
// the merchant's api key. Lookups are limited per invoice (an order is paid once: a few
// lookups cover a retry or two, made-up transaction ids get no further) and per client
// (one visitor with many orders).
import type { Database } from '../db/database';
import type { WorkerEnv } from '../env';
import { tooManyRequests } from '../http/apiError';
import { returnSlot, takeSlot } from '../limits/rateLimit';

const invoiceBucket = (invoice: string) => `purchase lookups:${invoice}`;
const clientBucket = (client: string) => `purchase lookups by:${client}`;

/** Takes a lookup slot of the invoice and of the client, or throws the 429 that says when to try again. */
export async function takeLookupSlot(db: Database, env: Pick<WorkerEnv, 'limits'>, invoice: string, client: string, nowMs: number) {
  const limits = env.limits.purchaseLookups;
  const byInvoice = await takeSlot(db, invoiceBucket(invoice), limits.perInvoice, nowMs);
  if (!byInvoice.allowed) {
    throw tooManyRequests('This payment has been checked too many times; please wait and try again', byInvoice.retryAfterSeconds);
  }
  const byClient = await takeSlot(db, clientBucket(client), limits.perClient, nowMs);
  if (!byClient.allowed) {
    await returnSlot(db, invoiceBucket(invoice));
    throw tooManyRequests('Too many payment checks from your connection; please wait and try again', byClient.retryAfterSeconds);
  }
}
