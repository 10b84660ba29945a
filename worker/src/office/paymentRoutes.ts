// GET /office/payments?days=, POST /office/payments/:transactionId/receipt and
// GET /office/payments.csv?from=&to=: behind the office session. An export is audited:
// it takes payers' names and emails out of the office.
import { Hono, type MiddlewareHandler } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { paymentExportQuerySchema, type OfficePayment } from 'contract/schemas/office';
import { z } from '../zodFull';
import type { WorkerDeps } from '../deps';
import { ApiError, tooManyRequests } from '../http/apiError';
import { readJsonObject } from '../http/readJsonObject';
import { validate } from '../http/validate';
import { takeSlot, type Limit } from '../limits/rateLimit';
import { recordAudit } from './audit';
import { auditClient } from './auditClient';
import { findOfficePayment, listAwaitingReconciliation, listOfficePayments, officePaymentOf, resendReceipt } from './officePayments';
import { paymentsCsv } from './paymentsCsv';
import { daysSchema, since } from './periodQuery';

const listQuerySchema = z.object({ days: daysSchema });
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_EXPORT_DAYS = 366 * 3;
/** Receipts sent again for one payment: enough for a payer who lost a few, never a stream of mail to their address. */
export const RECEIPT_RESENDS: Limit = { max: 5, windowMs: 60 * 60 * 1000 };

export function officePaymentRoutes(deps: WorkerDeps, requireSession: MiddlewareHandler): Hono {
  const { db, now } = deps;
  const routes = new Hono();

  routes.get(ENDPOINTS.officePayments, requireSession, async (c) => {
    const { days } = validate(listQuerySchema, c.req.query(), 'The period is not valid');
    const at = now();
    return c.json({ items: await listOfficePayments(db, since(at, days)), awaiting: await listAwaitingReconciliation(db, at) });
  });

  routes.post(ENDPOINTS.officePaymentReceipt, requireSession, async (c) => {
    await readJsonObject(c);
    const found = await findOfficePayment(db, c.req.param('transactionId'));
    if (!found) throw new ApiError(404, 'No such payment');
    if (!found.order.payer_email) throw new ApiError(409, 'The payer gave no email to send a receipt to');
    const at = now();
    const slot = await takeSlot(db, `office receipt resends:${found.payment.transaction_id}`, RECEIPT_RESENDS, at.getTime());
    if (!slot.allowed) throw tooManyRequests('This receipt was sent again several times this hour: wait before sending it again', slot.retryAfterSeconds);
    await resendReceipt(deps, found, c.get('officePerson'), at);
    const updated = await findOfficePayment(db, found.payment.transaction_id);
    return c.json(officePaymentOf(updated!.payment) satisfies OfficePayment);
  });

  // Days are UTC days, both ends included.
  routes.get(ENDPOINTS.officePaymentExport, requireSession, async (c) => {
    const { from, to } = validate(paymentExportQuerySchema, c.req.query(), 'The period is not valid');
    const start = new Date(`${from}T00:00:00.000Z`);
    const end = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS);
    if (end <= start) throw new ApiError(400, 'The period ends before it starts');
    if (end.getTime() - start.getTime() > MAX_EXPORT_DAYS * DAY_MS) throw new ApiError(400, 'Export at most three years at a time');
    const payments = await listOfficePayments(db, start.toISOString(), end.toISOString());
    const at = now();
    await recordAudit(db, {
      at,
      by: c.get('officePerson'),
      action: 'export-payments',
      subject: `${from} to ${to}`,
      detail: `${payments.length} payments`,
      client: await auditClient(c, deps, at),
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="payments-${from}-to-${to}.csv"`);
    return c.body(paymentsCsv(payments));
  });

  return routes;
}
