// The pending order of the payment in progress: the invoice the worker made (after the
// captcha) and the amounts it computed. The store's slices hold only what the spec
// names, so the order lives under a sessionStorage key of the payments remote's own:
// like the store, it survives a refresh of the tab and is gone when the tab closes.
import { orderSchema, type PendingOrder } from 'contract/schemas/purchase';

export const PENDING_ORDER_KEY = 'av-site:payments-order';

export function savePendingOrder(order: PendingOrder) {
  sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
}

export function readPendingOrder(): PendingOrder | null {
  try {
    const parsed = orderSchema.safeParse(JSON.parse(sessionStorage.getItem(PENDING_ORDER_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPendingOrder() {
  sessionStorage.removeItem(PENDING_ORDER_KEY);
}
