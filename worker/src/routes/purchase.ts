// POST /purchase: the completed-payment record from the card provider's popup, and
// the invoice of its pending order. Answers { result, details } as the spec reads it.
// Identical posts in flight at once share one settlement, so one gateway lookup.
import { Hono } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { purchaseRequestSchema, type PurchaseAnswer } from 'contract/schemas/purchase';
import type { WorkerDeps } from '../deps';
import { clientKey } from '../http/clientKey';
import { readJsonObject } from '../http/readJsonObject';
import { validate } from '../http/validate';
import { requirePaymentSettings } from '../payments/requirePaymentSettings';
import { settlePurchase } from '../payments/settlePurchase';
import { singleFlight } from '../payments/singleFlight';

export function purchaseRoutes(deps: WorkerDeps): Hono {
  const routes = new Hono();
  const settleOnce = singleFlight<PurchaseAnswer>();
  routes.post(ENDPOINTS.purchase, async (c) => {
    requirePaymentSettings(deps.env);
    const request = validate(purchaseRequestSchema, await readJsonObject(c), 'The purchase record has errors');
    const client = clientKey(c, deps);
    const defer = (task: Promise<void>) => {
      try {
        c.executionCtx.waitUntil(task);
      } catch {
        // Node has no execution context: the task runs on after the answer by itself.
      }
    };
    return c.json(await settleOnce(JSON.stringify(request), () => settlePurchase(deps, request, client, defer)));
  });
  return routes;
}
