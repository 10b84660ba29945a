// The gateway API's transaction lookup, as a site's server calls it:
// GET /rest/v2/transactions?id=<id> with the `api-key` header. 401 for a wrong key,
// 404 for an unknown id, else the transaction in the gateway's envelope.
import { Hono } from 'hono';
import type { SandboxSettings } from '../settings';
import { errorEnvelope, newExchangeId, transactionEnvelope } from './envelope';
import type { TransactionStore } from './transactions';

export function gatewayRoutes(settings: SandboxSettings, store: TransactionStore): Hono {
  const routes = new Hono();
  routes.get('/transactions', (c) => {
    const exchangeId = newExchangeId(settings.random);
    if (c.req.header('api-key') !== settings.clearent.apiKey) {
      return c.json(errorEnvelope('401', 'Invalid API key', exchangeId), 401);
    }
    const transaction = store.find(c.req.query('id') ?? '');
    if (!transaction) return c.json(errorEnvelope('404', 'Transaction not found', exchangeId), 404);
    return c.json({ ...transactionEnvelope(transaction, exchangeId), code: '200', status: 'success' });
  });
  return routes;
}
