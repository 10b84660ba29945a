// POST /orders makes the pending order a visitor pays at checkout: the captcha token
// is verified first (fail closed), then the worker computes the surcharge itself and
// answers the invoice id the card provider will check for duplicates.
import { Hono } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { formatCents, parseMoney } from 'contract/schemas/money';
import { orderRequestSchema, type PendingOrder } from 'contract/schemas/purchase';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJsonObject } from '../http/readJsonObject';
import { validate } from '../http/validate';
import { verifyCaptcha } from '../payments/captcha';
import { requirePaymentSettings } from '../payments/requirePaymentSettings';
import { createOrder, orderTotalCents } from '../payments/orders';

export function orderRoutes(deps: WorkerDeps): Hono {
  const routes = new Hono();

  routes.post(ENDPOINTS.orders, async (c) => {
    requirePaymentSettings(deps.env);
    const request = validate(orderRequestSchema, await readJsonObject(c), 'The order has errors');
    const verdict = await verifyCaptcha(deps.fetch, deps.env.captchaVerify, request.captchaToken);
    if (verdict.status === 'unavailable') {
      console.error('worker: captcha verification is unavailable; no order made');
      throw new ApiError(503, 'The captcha could not be verified just now. Please try again.');
    }
    if (verdict.status === 'failed') {
      throw new ApiError(403, 'The captcha was not accepted. Please complete it again.');
    }
    const order = await createOrder(deps.db, {
      // The schema let only payable money text through.
      amountCents: parseMoney(request.amount)!,
      credit: request.credit,
      createdAt: deps.now().toISOString(),
      payer: request.payer,
    });
    const answer: PendingOrder = {
      invoice: order.invoice,
      amount: formatCents(order.amount_cents),
      surcharge: formatCents(order.surcharge_cents),
      total: formatCents(orderTotalCents(order)),
      credit: order.credit === 1,
    };
    return c.json(answer, 201);
  });

  return routes;
}
