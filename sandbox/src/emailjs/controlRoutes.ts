// Test controls for the EmailJS stand-in, under /__sandbox/emails (never part of the
// real protocol): read and clear what was sent, and make sends fail.
import { Hono } from 'hono';
import { z } from 'zod';
import type { FailureMode, Outbox } from './outbox';

const failureModeSchema: z.ZodType<FailureMode> = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('off'), match: z.string().min(1).optional() }).strict(),
  z.object({ mode: z.literal('always'), match: z.string().min(1).optional() }).strict(),
  z.object({ mode: z.literal('ratio'), ratio: z.number().min(0).max(1), match: z.string().min(1).optional() }).strict(),
]);

export function emailControlRoutes(outbox: Outbox): Hono {
  const routes = new Hono();

  routes.get('/', (c) => c.json({ emails: outbox.list({ templateId: c.req.query('template') }) }));
  routes.delete('/', (c) => c.json({ cleared: outbox.clear() }));

  routes.get('/failure', (c) => c.json(outbox.failure()));
  routes.put('/failure', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'The body must be JSON' }, 400);
    }
    const result = failureModeSchema.safeParse(body);
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
      return c.json({ error: "Expected { mode: 'off' | 'always', match? } or { mode: 'ratio', ratio: 0..1, match? }", issues }, 400);
    }
    outbox.setFailure(result.data);
    return c.json(outbox.failure());
  });

  return routes;
}
