// Test controls for the card stand-in, under /__sandbox/payments (never part of the
// real protocol): read and clear the transactions the sandbox made.
import { Hono } from 'hono';
import type { TransactionStore } from './transactions';

export function paymentControlRoutes(store: TransactionStore): Hono {
  const routes = new Hono();
  routes.get('/transactions', (c) => c.json({ transactions: store.list() }));
  routes.delete('/transactions', (c) => c.json({ cleared: store.clear() }));
  return routes;
}
