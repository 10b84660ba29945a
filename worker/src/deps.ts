// What route groups receive from createApp: storage (two databases), configuration, and the clock, the
// id maker, the client's address and the outbound fetch that tests replace.
import type { Context } from 'hono';
import type { FormName } from 'contract/schemas/forms';
import type { Database } from './db/database';
import type { WorkerEnv } from './env';
import type { ReleaseSource } from './office/health/releaseState';

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
  /**
   * Which versions are live, canaries and the release history, for the office's health page
   * (src/office/health): the folder RELEASES_DIR on Node, the release service on Workers;
   * absent where neither is configured.
   */
  releaseSource?: ReleaseSource;
}
