// GET /field-health?remote&version&since&until: how one remote's version did for the
// visitors whose browsers reported (src/field-reports/fieldReportStore.ts fieldHealth):
// page views, errors, the error rate and the p75 vitals, from the counts per minute.
// Read by the canary judge (site/src/canary.js) where the release store lives. Counts
// only, nothing about anyone, so it needs no key; a read writes nothing.
import { Hono } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { fieldHealthQuerySchema } from 'contract/schemas/fieldReports';
import type { WorkerDeps } from '../deps';
import { validate } from '../http/validate';
import { fieldHealth } from '../field-reports/fieldReportStore';

export function fieldHealthRoutes({ db }: WorkerDeps): Hono {
  const routes = new Hono();
  routes.get(ENDPOINTS.fieldHealth, async (c) => {
    const query = validate(fieldHealthQuerySchema, c.req.query(), 'The field health query has errors');
    const health = await fieldHealth(db, { remote: query.remote, version: query.version, since: new Date(query.since), until: new Date(query.until) });
    return c.json(health, 200, { 'Cache-Control': 'no-store' });
  });
  return routes;
}
