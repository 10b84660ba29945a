// POST /field-reports: a batch of what visitors' browsers meet (errors, fallbacks shown,
// chunks that failed, error boundaries, web vitals, page views), sent with a keepalive
// fetch that outlives the page (shell/src/field/beacon.ts: sendBeacon's mechanism, in
// CORS mode so the worker's Cross-Origin-Resource-Policy does not block the answer),
// stored per remote, version and minute (src/field-reports/fieldReportStore.ts) and
// answered 204. The site's pages are on another origin than the worker; a text/plain body
// needs no CORS preflight, so that is what the browser sends; application/json is taken too.
//
// Only the site's own pages may report (Origin one of SITE_ORIGINS, else 403, as for
// /passcode: text/plain crosses origins without a preflight). A browser that sends
// Sec-GPC: 1 is answered 204 and nothing is read or stored. A body over 16 KB is refused
// with 413 before it is parsed, a malformed batch with 400, and a client past its limit
// with 429 (counted per valid batch, under a daily pseudonym rather than its address:
// src/field-reports/clientPseudonym.ts); each stores nothing. No address, user agent or
// cookie is read into storage: a report holds only what the schema lets through.
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { discardBody } from 'site/discardBody';
import { ENDPOINTS } from 'contract/endpoints';
import { fieldReportBatchSchema, MAX_FIELD_REPORT_BYTES } from 'contract/schemas/fieldReports';
import type { WorkerDeps } from '../deps';
import { ApiError, tooManyRequests } from '../http/apiError';
import { clientKey } from '../http/clientKey';
import { requireSiteOrigin } from '../http/requireSiteOrigin';
import { validate } from '../http/validate';
import { takeSlot } from '../limits/rateLimit';
import { clientPseudonym } from '../field-reports/clientPseudonym';
import { storeFieldReports } from '../field-reports/fieldReportStore';

/** How much of a refused body is read (and dropped) so the client gets the answer instead of a reset. */
const MAX_DISCARDED_BYTES = 4 * 1024 * 1024;

const JSON_AS_TEXT = /^(text\/plain|application\/json)\s*(;|$)/i;

/** Global Privacy Control: the visitor asks not to be tracked, so nothing of theirs is kept. */
const optedOut = (c: Context) => c.req.header('sec-gpc')?.trim() === '1';

/** What is checked before the body is read: the origin, the visitor's choice, the content type. */
const beforeReading = (siteOrigins: readonly string[]) => async (c: Context, next: Next) => {
  requireSiteOrigin(c, siteOrigins);
  if (optedOut(c)) {
    await discardBody(c.req.raw, MAX_DISCARDED_BYTES);
    return c.body(null, 204);
  }
  if (!JSON_AS_TEXT.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'Field reports must be JSON sent as text/plain or application/json');
  }
  await next();
};

const reportBodyLimit = bodyLimit({
  maxSize: MAX_FIELD_REPORT_BYTES,
  onError: async (c) => {
    await discardBody(c.req.raw, MAX_DISCARDED_BYTES);
    return c.json({ error: `The field reports are larger than ${MAX_FIELD_REPORT_BYTES / 1024} KB` }, 413);
  },
});

export function fieldReportRoutes(deps: WorkerDeps): Hono {
  const { db, env, now } = deps;
  const routes = new Hono();

  routes.post(
    ENDPOINTS.fieldReports,
    beforeReading(env.siteOrigins),
    reportBodyLimit,
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        throw new ApiError(400, 'The body is not valid JSON');
      }
      const { reports } = validate(fieldReportBatchSchema, body, 'The field reports have errors');
      const at = now();
      const client = await clientPseudonym(db, clientKey(c, deps), at);
      const verdict = await takeSlot(db, `field reports:${client}`, env.limits.fieldReports, at.getTime());
      if (!verdict.allowed) {
        throw tooManyRequests('There have been too many field reports from your connection', verdict.retryAfterSeconds);
      }
      await storeFieldReports(db, reports, at);
      return c.body(null, 204);
    },
  );

  return routes;
}
