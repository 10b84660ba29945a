// POST /field-reports as the worker's tests send it: an app on a clock, a page load's
// grant, a batch from the site's origin, and every row the field database holds.
import type { FieldReport } from 'contract/schemas/fieldReports';
import type { Database } from '../src/db/database';
import { createTestApp, SITE_ORIGIN, TEST_CLIENT_HEADER } from './testApp';
import { testGrant } from './fieldGrants';
export const START = new Date('2026-06-30T12:00:10.000Z');
export const V1 = '3f2a9c01b7de';
export const V2 = '9b1c0d2e3f4a';

export const WHERE = { remote: 'careers', version: V1, route: '/apply/positions/:id', device: 'mobile' } as const;
export const PAGE_VIEW: FieldReport = { kind: 'page-view', ...WHERE };

export type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/** The versions the tests' pages are composed with. */
export const VERSIONS = { shell: 'local', careers: V1 };

export async function appWithClock(env: Record<string, string> = {}) {
  let now = START;
  const context = await createTestApp({ env, now: () => now });
  return {
    ...context,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    /** A page load's grant, as the composer signs it now. */
    grant: (versions: Record<string, string> = VERSIONS, options: { counted?: boolean; synthetic?: boolean; cohort?: number | null } = {}) => testGrant({ versions, at: now, ...options }),
  };
}

/** A batch as the site's pages send it: JSON as text/plain, from the site's origin. */
export function send(app: App, body: unknown, headers: Record<string, string> = {}) {
  return app.request('/field-reports', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: SITE_ORIGIN, [TEST_CLIENT_HEADER]: '198.51.100.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const FIELD_TABLES = [
  'field_reports',
  'field_minutes',
  'field_synthetic_minutes',
  'field_vitals',
  'field_cohort_minutes',
  'field_grant_marks',
  'field_grants',
  'field_ceiling',
  'field_client_loads',
  'field_client_hours',
  'field_report_salts',
  'rate_limits',
] as const;

/** Every row of the field report tables and the limit counters. */
export async function stored(db: Database) {
  const rows: Record<string, unknown[]> = {};
  for (const table of FIELD_TABLES) rows[table] = await db.all(`SELECT * FROM ${table}`);
  return rows;
}

export const NOTHING = Object.fromEntries(FIELD_TABLES.map((table) => [table, []]));

export async function expectRefused(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
}

export const ZERO = { page_loads: 0, errored_loads: 0, error_loads: 0, chunk_error_loads: 0, boundary_loads: 0, fallback_loads: 0 };
