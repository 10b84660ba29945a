// What route groups receive from createApp: storage (two databases), configuration, and the clock, the
// id maker, the client's address and the outbound fetch that tests replace.
import type { Context } from 'hono';
import type { FormName } from 'contract/schemas/forms';
import type { Database } from './db/database';
import type { WorkerEnv } from './env';

export interface WorkerDeps {
  /** The journal's and the ledger's database. */
  db: Database;
  /** The field reports' own database (field-migrations/): a flood of reports never writes to `db`. */
  fieldDb: Database;
  env: WorkerEnv;
  now: () => Date;
  /** A new case id for a submission of the form (the worker makes every one). */
  newCaseId: (form: FormName) => string;
  /** The address of the client that sent the request, as the runtime knows it (Node: the socket; Workers: CF-Connecting-IP). */
  clientAddress: (c: Context) => string | undefined;
  /** Calls to the third-party APIs (card gateway, captcha siteverify); tests replace it. */
  fetch: typeof fetch;
}
