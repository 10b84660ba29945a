// The worker on Cloudflare Workers: the same app over the D1 binding DB. Migrations
// are applied with `wrangler d1 migrations apply DB` (same files as on Node).
import type { D1Database, ExecutionContext } from '@cloudflare/workers-types';
import type { Hono } from 'hono';
import { createApp } from './app';
import { d1Database } from './db/d1Database';
import { parseEnv } from './env';

export interface Bindings {
  DB: D1Database;
  [variable: string]: unknown;
}

// Built on the first request and kept for the isolate's life: the env is validated once.
let app: Hono | undefined;

export default {
  fetch(request: Request, bindings: Bindings, ctx: ExecutionContext): Response | Promise<Response> {
    app ??= createApp({
      db: d1Database(bindings.DB),
      env: parseEnv(bindings),
      // Set by Cloudflare's edge for every request; a client cannot forge it.
      clientAddress: (c) => c.req.header('CF-Connecting-IP'),
    });
    return app.fetch(request, bindings, ctx);
  },
};
