// POST /purchase: the completed-payment record from the card provider's popup, and
// the invoice of its pending order. Answers { result, details } as the spec reads it.
import { Hono } from 'hono';
import { purchaseRequestSchema } from 'shared-ui/schemas/purchase';
import type { WorkerDeps } from '../deps';
import { readJsonObject } from '../http/readJsonObject';
import { validate } from '../http/validate';
import { settlePurchase } from '../payments/settlePurchase';

export function purchaseRoutes(deps: WorkerDeps): Hono {
  const routes = new Hono();
  routes.post('/', async (c) => {
    const request = validate(purchaseRequestSchema, await readJsonObject(c), 'The purchase record has errors');
    return c.json(await settlePurchase(deps, request));
  });
  return routes;
}
