// GET /field-health?remote&version&since&until[&cohorts]: how one remote's version did for the
// visitors whose browsers reported (src/field-reports/fieldReportStore.ts fieldHealth):
// page loads, errored page loads, the error rate and the p75 vitals, summed from the
// counts per minute over at most 90 days, never from the raw reports. Read by the canary
// judge (site/src/canary.js) and staff tools only: a request must carry
// `Authorization: Bearer <FIELD_HEALTH_KEY>` (credentials/src/fieldHealthKey.js), else 401 and
// nothing is read. A read writes nothing.
import { Hono, type Context } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { fieldHealthQuerySchema } from 'contract/schemas/fieldReports';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { bearerToken } from '../http/bearerToken';
import { validate } from '../http/validate';
import { fieldHealth } from '../field-reports/fieldReportStore';

const encoder = new TextEncoder();
const sha256 = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));

/** Whether `given` is `key`, compared as their SHA-256 digests in constant time (no early exit on the first byte that differs). */
async function sameKey(given: string, key: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(key)]);
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}

async function requireHealthKey(c: Context, key: string | undefined): Promise<void> {
  const given = bearerToken(c);
  if (!key || !given || !(await sameKey(given, key))) {
    throw new ApiError(401, 'The field health is read by the canary judge and staff tools only: send Authorization: Bearer <FIELD_HEALTH_KEY>');
  }
}

export function fieldHealthRoutes({ fieldDb, env }: WorkerDeps): Hono {
  const routes = new Hono();
  routes.get(ENDPOINTS.fieldHealth, async (c) => {
    await requireHealthKey(c, env.fieldHealthKey);
    const query = validate(fieldHealthQuerySchema, c.req.query(), 'The field health query has errors');
    const cohorts = query.cohorts === undefined ? {} : { cohorts: [...new Set(query.cohorts.split(',').map(Number))] };
    const health = await fieldHealth(fieldDb, { remote: query.remote, version: query.version, since: new Date(query.since), until: new Date(query.until), ...cohorts });
    return c.json(health, 200, { 'Cache-Control': 'no-store' });
  });
  return routes;
}
