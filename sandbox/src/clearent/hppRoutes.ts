// The hosted payment page: its script at /hpp/{merchant}/{terminal}, the popup page
// and the sale it posts. Unknown merchant or terminal ids get a 404, as a site with
// the wrong identifiers would from the real provider.
import { Hono, type Context } from 'hono';
import type { SandboxSettings } from '../settings';
import { newExchangeId, errorEnvelope, transactionEnvelope } from './envelope';
import { hostScriptSource } from './hostScript';
import { popupPage } from './popupPage';
import { quote, runSale } from './sale';
import type { TransactionStore } from './transactions';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function hppRoutes(settings: SandboxSettings, store: TransactionStore): Hono {
  const { merchantId, terminalId, serviceFeePercent } = settings.clearent;
  const routes = new Hono();
  const known = (c: Context) => c.req.param('merchant') === merchantId && c.req.param('terminal') === terminalId;
  const newId = () => String(100_000_000_000 + Math.floor(settings.random() * 900_000_000_000));

  routes.get('/:merchant/:terminal', (c) => {
    if (!known(c)) return c.text('// Unknown merchant or terminal', 404, { 'Content-Type': 'text/javascript' });
    const origin = new URL(c.req.url).origin;
    return c.body(hostScriptSource({ origin, merchantId, terminalId }), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      ...NO_STORE,
    });
  });

  routes.get('/:merchant/:terminal/popup', (c) => {
    if (!known(c)) return c.text('Unknown merchant or terminal', 404);
    const query = c.req.query();
    const serviceFee = query['service-fee'] !== 'false';
    const prices = quote(query.amount ?? '', serviceFee, serviceFeePercent);
    let parentOrigin: string | null = null;
    try {
      parentOrigin = new URL(query.parent ?? '').origin;
    } catch {
      // handled below
    }
    if (!prices || !parentOrigin) return c.text('The payment page needs an amount such as 64.50 and the page origin', 400);
    const saleUrl = `${new URL(c.req.url).origin}/hpp/${merchantId}/${terminalId}/sale`;
    const sale = { amount: prices.amount, invoice: query.invoice ?? '', checkField: query['check-field'] ?? '', serviceFee };
    return c.html(popupPage({ saleUrl, parentOrigin, sale, prices }), 200, NO_STORE);
  });

  routes.post('/:merchant/:terminal/sale', async (c) => {
    const exchangeId = newExchangeId(settings.random);
    if (!known(c)) return c.json(errorEnvelope('404', 'Unknown merchant or terminal', exchangeId), 404);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(errorEnvelope('400', 'The payment request is not valid', exchangeId), 400);
    }
    const outcome = runSale(body, { settings, store, newId });
    if (outcome.kind === 'invalid') return c.json(errorEnvelope('400', outcome.message, exchangeId), 400);
    const envelope = transactionEnvelope(outcome.transaction, exchangeId);
    return c.json(envelope, outcome.transaction.result === 'APPROVED' ? 200 : 402);
  });

  return routes;
}
