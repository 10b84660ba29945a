// POST /field-reports and GET /field-health on the Workers entry under Miniflare (workerd,
// offline), over the field reports' own D1 database (FIELD_DB) migrated with the same files
// as Node: a page load is counted per remote, version and minute under its grant, a
// client is limited per CF-Connecting-IP, its address is stored nowhere, and nothing is
// written to the journal's database (DB).
import type { D1Database } from '@cloudflare/workers-types';
import type { Miniflare } from 'miniflare';
import type { FieldReport } from 'contract/schemas/fieldReports';
import { d1Database } from '../db/d1Database';
import { fieldHealth } from './fieldReportStore';
import { SITE_ORIGIN } from '../../test/testApp';
import { FIELD_HEALTH_AUTHORIZATION, testGrant } from '../../test/fieldGrants';
import { startEdgeWorker, type EdgeWorker } from '../../test/edgeWorker';

// Bundling the entry and starting workerd took over a minute on a loaded build machine.
jest.setTimeout(180_000);

let worker: EdgeWorker;
let mf: Miniflare;
let d1: D1Database;
let fieldD1: D1Database;

beforeAll(async () => {
  worker = await startEdgeWorker({ outboundService: async () => new Response('no third party here', { status: 502 }) });
  ({ mf, d1, fieldD1 } = worker);
});

afterAll(async () => {
  await worker?.stop();
});

const WHERE = { remote: 'payments', version: '0a1b2c3d4e5f', route: '/verify/:step', device: 'tablet' } as const;

/** One page load's batch, under a grant of its own naming the reports' versions. */
const send = (reports: FieldReport[], address: string, headers: Record<string, string> = {}) =>
  mf.dispatchFetch('http://worker.test/field-reports', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: SITE_ORIGIN, 'CF-Connecting-IP': address, ...headers },
    body: JSON.stringify({ grant: testGrant({ versions: Object.fromEntries(reports.map((report) => [report.remote, report.version])), at: new Date() }), reports }),
  });

it('stores a batch in D1 per remote, version and minute, with no address anywhere', async () => {
  const reports: FieldReport[] = [
    { kind: 'page-view', ...WHERE },
    { kind: 'chunk-error', ...WHERE, message: 'Loading chunk 77 failed.' },
    { kind: 'vital', ...WHERE, name: 'LCP', value: 2400 },
  ];
  const response = await send(reports, '203.0.113.61', { 'User-Agent': 'EdgeFieldTest/1.0' });
  expect(response.status).toBe(204);

  const db = d1Database(fieldD1);
  expect(await db.all('SELECT remote, version, page_loads, errored_loads, chunk_error_loads FROM field_minutes')).toEqual([
    { remote: 'payments', version: WHERE.version, page_loads: 1, errored_loads: 1, chunk_error_loads: 1 },
  ]);
  const since = new Date(Date.now() - 5 * 60_000);
  expect(await fieldHealth(db, { remote: 'payments', version: WHERE.version, since, until: new Date(Date.now() + 60_000) })).toMatchObject({
    pageLoads: 1,
    erroredPageLoads: 1,
    p75Lcp: 2400,
  });
  // As the judge reads it, with its key; without it, nothing.
  const query = `http://worker.test/field-health?${new URLSearchParams({ remote: 'payments', version: WHERE.version, since: since.toISOString(), until: new Date(Date.now() + 60_000).toISOString() })}`;
  const read = await mf.dispatchFetch(query, { headers: FIELD_HEALTH_AUTHORIZATION });
  expect(read.status).toBe(200);
  expect(await read.json()).toMatchObject({ pageLoads: 1, erroredPageLoads: 1 });
  expect((await mf.dispatchFetch(query)).status).toBe(401);
  // The journal's database holds no field table.
  const journalTables = await d1Database(d1).all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'field%'");
  expect(journalTables).toEqual([]);

  const tables = (await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'")).map(
    (table) => table.name,
  );
  expect(tables).toEqual(expect.arrayContaining(['field_reports', 'field_minutes', 'field_vitals', 'field_report_salts', 'rate_limits']));
  for (const table of tables) {
    const text = JSON.stringify(await db.all(`SELECT * FROM ${table}`));
    expect(text).not.toContain('203.0.113.61');
    expect(text).not.toContain('EdgeFieldTest');
  }
});

it('limits batches per CF-Connecting-IP /64 in D1, and drops a Sec-GPC: 1 batch unread', async () => {
  const pageView: FieldReport[] = [{ kind: 'page-view', ...WHERE, version: 'local' }];
  for (let batch = 0; batch < 60; batch++) expect((await send(pageView, `2001:db8:f:1::${batch + 1}`)).status).toBe(204);
  const refused = await send(pageView, '2001:db8:f:1::ff');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await send(pageView, '2001:db8:f:2::1')).status).toBe(204);

  expect((await send(pageView, '198.51.100.62', { 'Sec-GPC': '1' })).status).toBe(204);
  const local = await d1Database(fieldD1).first('SELECT SUM(page_loads) AS count FROM field_minutes WHERE version = ?', ['local']);
  // One /64 is one client: 6 of its 60 page loads count (its cap an hour), and one of the other /64's.
  expect(local).toEqual({ count: 6 + 1 });
});
