// The client an office audit row names: the day's pseudonym of its address, the one the
// field reports' limit counts it under (src/field-reports/clientPseudonym.ts). Rows from
// one client on one day can be told together; once the day's salt is deleted, no row
// leads back to an address, even for someone holding the database.
import type { Context } from 'hono';
import type { WorkerDeps } from '../deps';
import { clientPseudonym } from '../field-reports/clientPseudonym';
import { clientKey } from '../http/clientKey';

export function auditClient(c: Context, deps: Pick<WorkerDeps, 'fieldDb' | 'env' | 'clientAddress'>, at: Date): Promise<string> {
  return clientPseudonym(deps.fieldDb, clientKey(c, deps), at);
}
