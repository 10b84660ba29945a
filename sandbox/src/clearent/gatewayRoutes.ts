// The gateway API's transaction search, as a site's server calls it: GET
// /rest/v2/transactions with the `api-key` header, and either `id=<id>` (one
// transaction: 404 when unknown) or `invoice=<invoice>` with an optional `status`
// (APPROVED, DECLINED) and `page-size`, newest first (204 No Content when none match).
// 401 for a wrong key. Which query parameters Xplor Pay documents, and what is assumed
// of its list shape, is said in the worker's src/payments/gateway.ts.
import { Hono, type Context } from 'hono';
import type { SandboxSettings } from '../settings';
import { errorEnvelope, newExchangeId, transactionEnvelope, transactionsEnvelope } from './envelope';
import type { TransactionStore } from './transactions';

const DEFAULT_PAGE_SIZE = 20;

function pageSize(text: string | undefined): number {
  const size = Number(text);
  return Number.isInteger(size) && size > 0 ? size : DEFAULT_PAGE_SIZE;
}

export function gatewayRoutes(settings: SandboxSettings, store: TransactionStore): Hono {
  const byId = (c: Context, id: string, exchangeId: string) => {
    const transaction = store.find(id);
    if (!transaction) return c.json(errorEnvelope('404', 'Transaction not found', exchangeId), 404);
    return c.json({ ...transactionEnvelope(transaction, exchangeId), code: '200', status: 'success' });
  };

  const byInvoice = (c: Context, invoice: string, exchangeId: string) => {
    const status = c.req.query('status')?.toUpperCase();
    const matches = store
      .list()
      .filter((transaction) => transaction.invoice === invoice && (!status || transaction.result === status))
      .reverse()
      .slice(0, pageSize(c.req.query('page-size')));
    if (matches.length === 0) return c.body(null, 204);
    return c.json(transactionsEnvelope(matches, exchangeId));
  };

  const routes = new Hono();
  routes.get('/transactions', (c) => {
    const exchangeId = newExchangeId(settings.random);
    if (c.req.header('api-key') !== settings.clearent.apiKey) {
      return c.json(errorEnvelope('401', 'Invalid API key', exchangeId), 401);
    }
    const id = c.req.query('id');
    if (id !== undefined) return byId(c, id, exchangeId);
    const invoice = c.req.query('invoice');
    if (invoice) return byInvoice(c, invoice, exchangeId);
    return c.json(errorEnvelope('400', 'Search by id or by invoice', exchangeId), 400);
  });
  return routes;
}
