// GET /field-health: one remote's version's health over a period, from what browsers
// reported, for the judge and staff tools only (its key).
import type { FieldReport } from 'contract/schemas/fieldReports';
import { createTestApp, SITE_ORIGIN, TEST_CLIENT_HEADER } from '../../test/testApp';
import { FIELD_HEALTH_AUTHORIZATION, testGrant } from '../../test/fieldGrants';

const START = new Date('2026-06-30T12:00:10.000Z');
const V1 = '3f2a9c01b7de';
const V2 = '9b1c0d2e3f4a';
const at = (version: string) => ({ remote: 'careers', version, route: '/apply', device: 'desktop' }) as const;

/** Four page loads of V1 (one with an error, one with an INP) and one of V2. */
async function reportedApp() {
  const { app } = await createTestApp({ now: () => START });
  const loads: FieldReport[][] = [
    [{ kind: 'page-view', ...at(V1) }, { kind: 'error', ...at(V1), source: 'uncaught' }],
    [{ kind: 'page-view', ...at(V1) }, { kind: 'vital', ...at(V1), name: 'INP', value: 120 }],
    [{ kind: 'page-view', ...at(V1) }],
    [{ kind: 'page-view', ...at(V1) }],
    [{ kind: 'page-view', ...at(V2) }],
  ];
  for (const reports of loads) {
    const grant = testGrant({ versions: { careers: reports[0]!.version }, at: START });
    const sent = await app.request('/field-reports', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN, [TEST_CLIENT_HEADER]: '198.51.100.7' },
      body: JSON.stringify({ grant, reports }),
    });
    expect(sent.status).toBe(204);
  }
  return app;
}

/** A read as the judge makes it, with the key. */
const read = (app: Awaited<ReturnType<typeof reportedApp>>, path: string) => app.request(path, { headers: FIELD_HEALTH_AUTHORIZATION });

const query = (params: Record<string, string>) => `/field-health?${new URLSearchParams(params)}`;
const period = { since: '2026-06-30T12:00:00.000Z', until: '2026-06-30T12:05:00.000Z' };

describe('GET /field-health', () => {
  it("answers a version's page loads, errored page loads, error rate and p75s over the period, and no other version's", async () => {
    const app = await reportedApp();
    const response = await read(app, query({ remote: 'careers', version: V1, ...period }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const health = (await response.json()) as Record<string, unknown> & { vitalHistograms: Record<string, Array<[number, number]>> };
    expect(health).toMatchObject({ pageLoads: 4, erroredPageLoads: 1, errorRate: 0.25, p75Inp: 120 });
    // The histograms the judge compares vitals by; the names of before #32 are gone.
    expect(health.vitalHistograms.INP!.reduce((sum, [, count]) => sum + count, 0)).toBe((health.vitalCounts as Record<string, number>).INP);
    expect(health.vitalHistograms.INP!.length).toBeGreaterThan(0);
    expect(health).not.toHaveProperty('pageViews');
    expect(health).not.toHaveProperty('errors');
    expect(await (await read(app, query({ remote: 'careers', version: V2, ...period }))).json()).toMatchObject({ pageLoads: 1, erroredPageLoads: 0, errorRate: 0 });
  });

  it("answers the page loads and errored page loads per cohort bucket, which the judge estimates the version's variance from", async () => {
    const app = await reportedApp();
    const health = (await (await read(app, query({ remote: 'careers', version: V1, ...period }))).json()) as { cohortBuckets: Array<[number, number, number]> };
    // All four page loads came from one address: one client, so one bucket (its number is the day's salt's doing).
    expect(health.cohortBuckets).toEqual([[expect.any(Number), 4, 1]]);
    const bucket = health.cohortBuckets[0]![0];
    expect(Number.isInteger(bucket) && bucket >= 0 && bucket < 100).toBe(true);
    expect(await (await read(app, query({ remote: 'careers', version: V2, ...period }))).json()).toMatchObject({ cohortBuckets: [[bucket, 1, 0]] });
    expect(await (await read(app, query({ remote: 'careers', version: V1, since: '2026-06-30T12:01:00.000Z', until: period.until }))).json()).toMatchObject({ cohortBuckets: [] });
  });

  it("answers the page loads of the cohorts asked for apart (a canary's baseline), and refuses cohorts that are not 0-99", async () => {
    const app = await reportedApp();
    // The page loads here were composed with no canary running: their grants name no cohort.
    const health = await (await read(app, query({ remote: 'careers', version: V1, ...period, cohorts: '3,17,17' }))).json();
    expect(health).toMatchObject({ pageLoads: 4, inCohorts: { cohorts: [3, 17], pageLoads: 0, erroredPageLoads: 0, cohortBuckets: [] } });
    for (const cohorts of ['100', '3,', 'a', '-1', '03']) {
      const response = await read(app, query({ remote: 'careers', version: V1, ...period, cohorts }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it('counts nothing outside the period', async () => {
    const app = await reportedApp();
    const later = { since: '2026-06-30T12:01:00.000Z', until: '2026-06-30T12:05:00.000Z' };
    expect(await (await read(app, query({ remote: 'careers', version: V1, ...later }))).json()).toMatchObject({ pageLoads: 0, errorRate: null });
  });

  it.each([
    ['no credential', {}],
    ['another key', { Authorization: 'Bearer a-key-someone-guessed-0123456789abcdef' }],
    ['the key in another scheme', { Authorization: FIELD_HEALTH_AUTHORIZATION.Authorization.replace('Bearer', 'Basic') }],
  ])('refuses a read with %s: 401, and nothing read', async (_case, headers) => {
    const app = await reportedApp();
    const response = await app.request(query({ remote: 'careers', version: V1, ...period }), { headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.stringContaining('FIELD_HEALTH_KEY') });
  });

  it('answers no one while the worker has no key', async () => {
    const { app } = await createTestApp({ env: { ALLOW_DEV_DEFAULTS: '0' } });
    expect((await app.request(query({ remote: 'careers', version: V1, ...period }), { headers: FIELD_HEALTH_AUTHORIZATION })).status).toBe(401);
  });

  it.each([
    ['an unknown remote', { remote: 'intruder', version: V1, ...period }],
    ['a malformed version', { remote: 'careers', version: 'latest', ...period }],
    ['a period that ends before it starts', { remote: 'careers', version: V1, since: period.until, until: period.since }],
    ['a period over 90 days', { remote: 'careers', version: V1, since: '2026-01-01T00:00:00.000Z', until: period.until }],
    ['a parameter it does not know', { remote: 'careers', version: V1, ...period, sql: '1' }],
  ])('refuses %s with 400 and a JSON error', async (_case, params) => {
    const { app } = await createTestApp();
    const response = await app.request(query(params), { headers: FIELD_HEALTH_AUTHORIZATION });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expect.objectContaining({ error: 'The field health query has errors' }));
  });
});
