// GET /field-health: one remote's version's health over a period, from what browsers reported.
import type { FieldReport } from 'contract/schemas/fieldReports';
import { createTestApp, SITE_ORIGIN, TEST_CLIENT_HEADER } from '../../test/testApp';

const START = new Date('2026-06-30T12:00:10.000Z');
const V1 = '3f2a9c01b7de';
const V2 = '9b1c0d2e3f4a';
const at = (version: string) => ({ remote: 'careers', version, route: '/apply', device: 'desktop' }) as const;

async function reportedApp() {
  const { app } = await createTestApp({ now: () => START });
  const reports: FieldReport[] = [
    ...Array.from({ length: 4 }, () => ({ kind: 'page-view', ...at(V1) }) as const),
    { kind: 'error', ...at(V1), source: 'uncaught' },
    { kind: 'page-view', ...at(V2) },
    { kind: 'vital', ...at(V1), name: 'INP', value: 120 },
  ];
  const sent = await app.request('/field-reports', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN, [TEST_CLIENT_HEADER]: '198.51.100.7' },
    body: JSON.stringify({ reports }),
  });
  expect(sent.status).toBe(204);
  return app;
}

const query = (params: Record<string, string>) => `/field-health?${new URLSearchParams(params)}`;
const period = { since: '2026-06-30T12:00:00.000Z', until: '2026-06-30T12:05:00.000Z' };

describe('GET /field-health', () => {
  it("answers a version's page views, errors, error rate and p75s over the period, and no other version's", async () => {
    const app = await reportedApp();
    const response = await app.request(query({ remote: 'careers', version: V1, ...period }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const health = (await response.json()) as { pageViews: number; errors: number; errorRate: number; p75Inp: number };
    expect(health).toMatchObject({ pageViews: 4, errors: 1, errorRate: 0.25, p75Inp: 120 });
    expect(await (await app.request(query({ remote: 'careers', version: V2, ...period }))).json()).toMatchObject({ pageViews: 1, errors: 0, errorRate: 0 });
  });

  it('counts nothing outside the period', async () => {
    const app = await reportedApp();
    const later = { since: '2026-06-30T12:01:00.000Z', until: '2026-06-30T12:05:00.000Z' };
    expect(await (await app.request(query({ remote: 'careers', version: V1, ...later }))).json()).toMatchObject({ pageViews: 0, errorRate: null });
  });

  it.each([
    ['an unknown remote', { remote: 'intruder', version: V1, ...period }],
    ['a malformed version', { remote: 'careers', version: 'latest', ...period }],
    ['a period that ends before it starts', { remote: 'careers', version: V1, since: period.until, until: period.since }],
    ['a period over 90 days', { remote: 'careers', version: V1, since: '2026-01-01T00:00:00.000Z', until: period.until }],
    ['a parameter it does not know', { remote: 'careers', version: V1, ...period, sql: '1' }],
  ])('refuses %s with 400 and a JSON error', async (_case, params) => {
    const { app } = await createTestApp();
    const response = await app.request(query(params));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expect.objectContaining({ error: 'The field health query has errors' }));
  });
});
