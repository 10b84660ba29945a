// The release service on Cloudflare Workers (wrangler.toml; the API: app.ts; the cron: judge.ts).
import type { ExecutionContext, ScheduledController } from '@cloudflare/workers-types/latest';
import { app } from './app';
import type { Env } from './env';
import { judgeOnSchedule } from './judge';

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> => app.fetch(request, env, ctx),
  // Every minute: the running canaries judged as of the run's scheduled time, each promoted or
  // rolled back on evidence, or held for a person at the deadline.
  async scheduled(controller: ScheduledController, env: Env): Promise<void> {
    try {
      await judgeOnSchedule(env, new Date(controller.scheduledTime));
    } catch (error) {
      // The next run tries again: the worker may be starting or down.
      console.error('the canary judge: the canaries could not be judged:', error);
    }
  },
};
