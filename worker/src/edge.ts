// The worker on Cloudflare Workers: the same app over the D1 binding DB, and the field
// reports over a D1 database of their own (FIELD_DB, #32). Migrations are applied with
// `wrangler d1 migrations apply DB` and `wrangler d1 migrations apply FIELD_DB` (the same
// files as on Node). The cron
// trigger of wrangler.toml tidies the database and sends the day-before reminders of booked
// consultations (src/housekeeping.ts), and runs the payment reconciliation
// (src/payments/reconcile.ts).
import type { D1Database, ExecutionContext, ScheduledController } from '@cloudflare/workers-types';
import type { Hono } from 'hono';
import { createApp } from './app';
import { edgeReleaseSource } from './office/health/edgeReleaseSource';
import type { Database } from './db/database';
import { d1Database } from './db/d1Database';
import { parseEnv, type WorkerEnv } from './env';
import { keepHouse } from './housekeeping';
import { describeReconciliation, reconcilePayments } from './payments/reconcile';

export interface Bindings {
  DB: D1Database;
  /** The field reports' own database (field-migrations/). */
  FIELD_DB: D1Database;
  [variable: string]: unknown;
}

/** Orders one cron run checks at most: each is a gateway call, and a run's subrequests are limited. */
const RECONCILE_LIMIT_PER_RUN = 40;

// Built on the first event and kept for the isolate's life: the env is validated once.
let runtime: { db: Database; fieldDb: Database; env: WorkerEnv } | undefined;
let app: Hono | undefined;

const runtimeOf = (bindings: Bindings) =>
  (runtime ??= { db: d1Database(bindings.DB), fieldDb: d1Database(bindings.FIELD_DB), env: parseEnv(bindings) });

export default {
  fetch(request: Request, bindings: Bindings, ctx: ExecutionContext): Response | Promise<Response> {
    app ??= createApp({
      ...runtimeOf(bindings),
      // Set by Cloudflare's edge for every request; a client cannot forge it.
      clientAddress: (c) => c.req.header('CF-Connecting-IP'),
      releaseSource: edgeReleaseSource(bindings, (input, init) => fetch(input, init)),
    });
    return app.fetch(request, bindings, ctx);
  },

  async scheduled(_controller: ScheduledController, bindings: Bindings): Promise<void> {
    // Called through a wrapper: Workers refuse a fetch detached from the global.
    const deps = { ...runtimeOf(bindings), now: () => new Date(), fetch: ((input, init) => fetch(input, init)) as typeof fetch };
    await keepHouse(deps);
    if (deps.env.missingPaymentSettings.length > 0) {
      console.warn(`worker: no reconciliation: online payments are off until ${deps.env.missingPaymentSettings.join(', ')} are set`);
      return;
    }
    const result = await reconcilePayments(deps, { limit: RECONCILE_LIMIT_PER_RUN });
    console.log(`worker: reconciliation ${describeReconciliation(result)}`);
    // A failed run shows as failed in the cron's history; the next run asks again.
    if (result.failed.length > 0) throw new Error(`reconciliation failed for ${result.failed.map((failure) => failure.invoice).join(', ')}`);
  },
};
