// GET /config/{email,payments,captcha}: the public identifiers the browser needs to
// reach the third-party services (shapes in shared-ui/api/config).
import { Hono } from 'hono';
import type { WorkerDeps } from '../deps';

export function configRoutes({ env }: WorkerDeps): Hono {
  const routes = new Hono();
  routes.get('/email', (c) => c.json(env.email));
  routes.get('/payments', (c) => c.json(env.payments));
  routes.get('/captcha', (c) => c.json(env.captcha));
  return routes;
}
