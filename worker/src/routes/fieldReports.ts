// POST /field-reports: a batch of what visitors' browsers meet (errors, fallbacks shown,
// chunks that failed, error boundaries, web vitals, page views), sent with a keepalive
// fetch that outlives the page (shell/src/field/beacon.ts: sendBeacon's mechanism, in
// CORS mode so the worker's Cross-Origin-Resource-Policy does not block the answer),
// stored per remote, version and minute (src/field-reports/fieldReportStore.ts) and
// answered 204. The site's pages are on another origin than the worker; a text/plain body
// needs no CORS preflight, so that is what the browser sends; application/json is taken too.
//
// Only real page loads count (#32): a batch carries its page load's field grant, which the
// composer signed (credentials/src/fieldGrant.js); without a valid one (forged, altered, expired)
// it is refused with 403, and a batch naming a remote or version the grant does not name
// with 400, each storing nothing. A grant marked as not counted (a preview, a release's
// smoke load) is answered 204 and nothing is stored; one marked synthetic (a team's
// journey, credentials/src/syntheticCredential.js) is counted apart from visitors'. A grant's page load counts once
// however many batches repeat it (src/field-reports/grantMarks.ts), and the field
// database takes at most FIELD_REPORT_CEILING_PER_MINUTE rows a minute
// (src/field-reports/fieldCeiling.ts): past it, batches are dropped, counted and logged.
// A client adds at most FIELD_REPORT_LOADS_PER_CLIENT_PER_HOUR page loads per remote version
// and hour (src/field-reports/clientCap.ts): past it a load is answered 204, not counted,
// and counted as past the cap.
// The Origin check (one of SITE_ORIGINS, else 403) stays, though only browsers are bound by
// it. A browser that sends Sec-GPC: 1 is answered 204 and nothing is read or stored. A
// body over 16 KB is refused with 413 before it is parsed, a malformed batch with 400,
// and a client past its limit with 429 (counted per batch with a valid grant, under a
// daily pseudonym rather than its address: src/field-reports/clientPseudonym.ts). No
// address, user agent or cookie is read into storage. Everything here is written to the
// field database (deps.fieldDb), never to the journal's and the ledger's.
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { discardBody } from 'site/discardBody';
import { ENDPOINTS } from 'contract/endpoints';
import { fieldReportBatchSchema, MAX_FIELD_REPORT_BYTES, type FieldReport } from 'contract/schemas/fieldReports';
import { verifyFieldGrant, type FieldGrant } from 'credentials/fieldGrant';
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

/** The issues of reports naming a remote or version the page was not composed with. */
const versionIssues = (reports: readonly FieldReport[], grant: FieldGrant) =>
  reports.flatMap((report, index) =>
    grant.versions[report.remote] === report.version
      ? []
      : [{ path: `reports.${index}.version`, message: `The page was not composed with ${report.remote} ${report.version}` }],
  );

export function fieldReportRoutes(deps: WorkerDeps): Hono {
  const { fieldDb, env, now } = deps;
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
      const batch = validate(fieldReportBatchSchema, body, 'The field reports have errors');
      if (!env.fieldGrantKeys) throw new ApiError(503, 'Field reports are not taken: the worker has no FIELD_GRANT_KEY');
      const at = now();
      const grant = await verifyFieldGrant(batch.grant, env.fieldGrantKeys, at.getTime());
      if (!grant) throw new ApiError(403, 'The field grant is not valid: only a page the site composed may report, until its grant expires');
      const issues = versionIssues(batch.reports, grant);
      if (issues.length > 0) throw new ApiError(400, 'The field reports name versions the page was not composed with', issues);
      // A preview or a release's check: a load of the site's, but not a visitor's.
      if (!grant.counted) return c.body(null, 204);
      const client = await clientPseudonym(fieldDb, clientKey(c, deps), at);
      const verdict = await takeSlot(fieldDb, `field reports:${client}`, env.limits.fieldReports, at.getTime());
      if (!verdict.allowed) {
        throw tooManyRequests('There have been too many field reports from your connection', verdict.retryAfterSeconds);
      }
      const ceiling = env.limits.fieldReportCeilingPerMinute;
      // A team's journey against its canary (a synthetic grant) is counted apart from visitors' page loads.
      const outcome = await storeFieldReports(fieldDb, {
        grant,
        reports: batch.reports,
        at,
        ceilingPerMinute: ceiling,
        client,
        loadsPerClientPerHour: env.limits.fieldLoadsPerClientPerHour,
        synthetic: grant.synthetic,
      });
      // Said once a minute (at its first drop), so a flood does not flood the log as well.
      if ('dropped' in outcome && outcome.droppedThisMinute === outcome.dropped) {
        console.warn(`worker: field reports are past the ceiling of ${ceiling} rows a minute: this minute's further batches are dropped (and counted in field_ceiling)`);
      }
      return c.body(null, 204);
    },
  );

  return routes;
}
