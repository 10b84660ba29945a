// GET /config/{email,payments,captcha}: the public identifiers the browser needs to
// reach the third-party services (shapes in contract/schemas/config).
import { Hono } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import type { WorkerDeps } from '../deps';
import { requirePaymentSettings } from '../payments/requirePaymentSettings';

export function configRoutes({ env }: WorkerDeps): Hono {
  const routes = new Hono();
  routes.get(ENDPOINTS.emailConfig, (c) => c.json(env.email));
  routes.get(ENDPOINTS.paymentConfig, (c) => {
    requirePaymentSettings(env);
    return c.json(env.payments);
  });
  routes.get(ENDPOINTS.captchaConfig, (c) => {
    requirePaymentSettings(env);
    return c.json(env.captcha);
  });
  return routes;
}
