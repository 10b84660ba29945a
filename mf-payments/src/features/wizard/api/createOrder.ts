// POST /orders: the worker verifies the captcha token and makes the pending order
// (invoice, amount, surcharge, total) that checkout charges.
import { ENDPOINTS } from 'contract/endpoints';
import { workerPost } from 'shared-ui/api/worker';
import { orderSchema, type OrderRequest } from 'contract/schemas/purchase';

export const createOrder = (request: OrderRequest, signal?: AbortSignal) =>
  workerPost(ENDPOINTS.orders, request, orderSchema, { signal });
