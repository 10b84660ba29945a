// POST /orders: the worker verifies the captcha token and makes the pending order
// (invoice, amount, surcharge, total) that checkout charges.
import { workerPost } from 'shared-ui/api/worker';
import { orderSchema, type OrderRequest } from 'shared-ui/schemas/purchase';

export const createOrder = (request: OrderRequest, signal?: AbortSignal) =>
  workerPost('/orders', request, orderSchema, { signal });
