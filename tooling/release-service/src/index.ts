// The release service on Cloudflare Workers (wrangler.toml; the API: app.ts).
import type { ExecutionContext } from '@cloudflare/workers-types/latest';
import { app } from './app';
import type { Env } from './env';

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> => app.fetch(request, env, ctx),
};
