// POST /field-reports: the browser's batches of what it met, under its page load's grant,
// per remote, version and minute, in the field reports' own database, counted once per
// page load, under a site-wide ceiling; a browser that sends Sec-GPC: 1 is answered 204 and
// nothing of it is kept. Malformed, oversized and limited batches, and what is never
// stored: fieldReports.refusals.test.ts.
import { fieldHealth } from '../field-reports/fieldReportStore';
import { MAX_REPORTS_PER_BATCH, type FieldReport } from 'contract/schemas/fieldReports';
import { testGrant } from '../../test/fieldGrants';
import { TEST_CLIENT_HEADER } from '../../test/testApp';
import { START, V1, V2, WHERE, PAGE_VIEW, VERSIONS, appWithClock, send, stored, NOTHING, expectRefused, ZERO } from '../../test/fieldReportBatches';

describe('POST /field-reports', () => {
  it('stores a batch sent as text/plain under its grant, answers 204, and counts its page load in its minute', async () => {
    const { app, fieldDb, grant } = await appWithClock();
    const reports: FieldReport[] = [
      PAGE_VIEW,
      { kind: 'error', ...WHERE, source: 'uncaught', message: "Cannot read properties of undefined (reading 'title')" },
      { kind: 'vital', ...WHERE, name: 'INP', value: 96 },
    ];

    const response = await send(app, { grant: grant(), reports });

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await fieldDb.all('SELECT minute, remote, version, route, device, kind, name, value, message FROM field_reports ORDER BY id')).toEqual([
      { minute: '2026-06-30T12:00:00.000Z', ...WHERE, kind: 'page-view', name: null, value: null, message: null },
      {
        minute: '2026-06-30T12:00:00.000Z',
        ...WHERE,
        kind: 'error',
        name: 'uncaught',
        value: null,
        message: "Cannot read properties of undefined (reading 'title')",
      },
      { minute: '2026-06-30T12:00:00.000Z', ...WHERE, kind: 'vital', name: 'INP', value: 96, message: null },
    ]);
    expect(await fieldDb.all('SELECT * FROM field_minutes')).toEqual([
      { remote: 'careers', version: V1, minute: '2026-06-30T12:00:00.000Z', ...ZERO, page_loads: 1, errored_loads: 1, error_loads: 1 },
    ]);
  });

  it('takes the JSON sent as application/json too', async () => {
    const { app, fieldDb, grant } = await appWithClock();
    expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] }, { 'Content-Type': 'application/json' })).status).toBe(204);
    expect(await fieldDb.all('SELECT kind FROM field_reports')).toEqual([{ kind: 'page-view' }]);
  });

  it('keeps counts of page loads per remote, version and minute: two versions over two minutes', async () => {
    const { app, fieldDb, advance, grant } = await appWithClock();
    const v2 = { ...WHERE, version: V2 };
    const shell = { ...WHERE, remote: 'shell', version: 'local', route: '/' } as const;
    const firstLoad = grant();
    const V2_VERSIONS = { shell: 'local', careers: V2 };

    expect((await send(app, { grant: firstLoad, reports: [PAGE_VIEW, PAGE_VIEW, { kind: 'error', ...WHERE, source: 'uncaught' }] })).status).toBe(204);
    const v2Reports: FieldReport[] = [{ kind: 'page-view', ...v2 }, { kind: 'chunk-error', ...v2, message: 'Loading chunk 412 failed.' }, { kind: 'fallback', ...v2 }, { kind: 'page-view', ...shell }];
    expect((await send(app, { grant: grant(V2_VERSIONS), reports: v2Reports })).status).toBe(204);
    advance(30_000);
    // The first page load again: its page load and its error are counted already.
    expect((await send(app, { grant: firstLoad, reports: [PAGE_VIEW, { kind: 'error', ...WHERE, source: 'unhandled-rejection' }] })).status).toBe(204);
    advance(30_000); // 12:01:10
    const thirdLoad: FieldReport[] = [{ kind: 'page-view', ...v2 }, { kind: 'boundary', ...v2 }, { kind: 'vital', ...v2, name: 'LCP', value: 1800 }];
    expect((await send(app, { grant: grant(V2_VERSIONS), reports: thirdLoad })).status).toBe(204);
    expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] })).status).toBe(204);

    const counts = await fieldDb.all('SELECT * FROM field_minutes ORDER BY minute, remote, version');
    expect(counts).toEqual([
      { remote: 'careers', version: V1, minute: '2026-06-30T12:00:00.000Z', ...ZERO, page_loads: 1, errored_loads: 1, error_loads: 1 },
      { remote: 'careers', version: V2, minute: '2026-06-30T12:00:00.000Z', ...ZERO, page_loads: 1, errored_loads: 1, chunk_error_loads: 1, fallback_loads: 1 },
      { remote: 'shell', version: 'local', minute: '2026-06-30T12:00:00.000Z', ...ZERO, page_loads: 1 },
      { remote: 'careers', version: V1, minute: '2026-06-30T12:01:00.000Z', ...ZERO, page_loads: 1 },
      { remote: 'careers', version: V2, minute: '2026-06-30T12:01:00.000Z', ...ZERO, page_loads: 1, errored_loads: 1, boundary_loads: 1 },
    ]);
    expect(await fieldDb.all('SELECT remote, version, minute, name, count FROM field_vitals')).toEqual([
      { remote: 'careers', version: V2, minute: '2026-06-30T12:01:00.000Z', name: 'LCP', count: 1 },
    ]);

    const period = { remote: 'careers', since: new Date('2026-06-30T12:00:00.000Z'), until: new Date('2026-06-30T12:02:00.000Z') };
    expect(await fieldHealth(fieldDb, { ...period, version: V1 })).toMatchObject({ pageLoads: 2, erroredPageLoads: 1, errorRate: 0.5 });
    expect(await fieldHealth(fieldDb, { ...period, version: V2 })).toMatchObject({
      pageLoads: 2,
      erroredPageLoads: 2,
      erroredLoadsByKind: { error: 0, 'chunk-error': 1, boundary: 1, fallback: 1 },
      errorRate: 1,
      vitalCounts: { LCP: 1, INP: 0, CLS: 0 },
    });
    // The first minute alone.
    expect(await fieldHealth(fieldDb, { ...period, version: V2, until: new Date('2026-06-30T12:01:00.000Z') })).toMatchObject({ pageLoads: 1, erroredPageLoads: 1 });
  });

  it(`stores a full batch of ${MAX_REPORTS_PER_BATCH} different reports whole, and counts them as the one page load they are`, async () => {
    const { app, fieldDb, grant } = await appWithClock();
    const reports: FieldReport[] = Array.from({ length: MAX_REPORTS_PER_BATCH }, (_, index) =>
      index % 2 === 0 ? { kind: 'vital', ...WHERE, name: 'LCP', value: 100 * (index + 1) } : { kind: 'boundary', ...WHERE, route: `/apply/${index}`, message: `Render failed ${index}` },
    );
    expect((await send(app, { grant: grant(), reports })).status).toBe(204);
    expect(await fieldDb.first('SELECT COUNT(*) AS count FROM field_reports')).toEqual({ count: MAX_REPORTS_PER_BATCH });
    expect(await fieldDb.first('SELECT SUM(count) AS count FROM field_vitals')).toEqual({ count: 1 });
    expect(await fieldDb.first('SELECT page_loads, errored_loads, boundary_loads FROM field_minutes')).toEqual({ page_loads: 1, errored_loads: 1, boundary_loads: 1 });
  });

  describe('counts only real page loads', () => {
    it('refuses, with 403 and storing nothing, a batch whose grant is forged, altered, expired or made under another key', async () => {
      const { app, fieldDb, grant } = await appWithClock();
      const genuine = grant();
      const [, payload, signature] = genuine.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      const altered = `f1.${Buffer.from(JSON.stringify({ ...claims, v: { careers: V2 } })).toString('base64url')}.${signature}`;
      const forged = [
        `f1.${payload}.${'A'.repeat(43)}`,
        altered,
        testGrant({ versions: VERSIONS, at: new Date(START.getTime() - 31 * 60_000) }),
        testGrant({ versions: VERSIONS, at: START, key: 'a-key-some-script-made-up-0123456789abcdef' }),
        testGrant({ versions: VERSIONS, at: START, ttlMs: 2 * 60 * 60_000 }),
      ];
      for (const forgery of forged) await expectRefused(await send(app, { grant: forgery, reports: [PAGE_VIEW] }), 403);
      expect(await stored(fieldDb)).toEqual(NOTHING);
    });

    it('refuses with 400 a batch naming versions the page was not composed with, storing nothing', async () => {
      const { app, fieldDb, grant } = await appWithClock();
      // One batch naming 49 made-up versions of careers beside its own, under a genuine grant of V1.
      const madeUp: FieldReport[] = Array.from({ length: 49 }, (_, index) => ({ kind: 'error', ...WHERE, version: index.toString(16).padStart(12, 'a'), source: 'uncaught' }));
      const response = await send(app, { grant: grant(), reports: [PAGE_VIEW, ...madeUp] });
      await expectRefused(response.clone(), 400);
      expect(await response.json()).toMatchObject({ error: 'The field reports name versions the page was not composed with', issues: expect.arrayContaining([{ path: 'reports.1.version', message: expect.any(String) }]) });
      // A remote the grant does not name at all.
      await expectRefused(await send(app, { grant: grant(), reports: [{ ...PAGE_VIEW, remote: 'payments' }] }), 400);
      expect(await stored(fieldDb)).toEqual(NOTHING);
    });

    it('counts one page load and one errored page load for a grant replayed in 12 batches from three addresses', async () => {
      const { app, fieldDb, grant } = await appWithClock();
      const replayed = grant();
      const reports: FieldReport[] = [...Array<FieldReport>(30).fill(PAGE_VIEW), ...Array.from({ length: 10 }, (_, index) => ({ kind: 'error', ...WHERE, source: 'uncaught', message: `boom ${index}` }) as const)];
      for (let batch = 0; batch < 12; batch++) {
        expect((await send(app, { grant: replayed, reports }, { [TEST_CLIENT_HEADER]: `127.0.0.${(batch % 3) + 1}` })).status).toBe(204);
      }
      const health = await fieldHealth(fieldDb, { remote: 'careers', version: V1, since: START, until: new Date(START.getTime() + 60_000) });
      expect(health).toMatchObject({ pageLoads: 1, erroredPageLoads: 1, errorRate: 1 });
      // What the grant may keep of the reports as they came is capped as well.
      expect(await fieldDb.first('SELECT COUNT(*) AS count FROM field_reports')).toEqual({ count: 80 });
    });

    it("answers 204 to a preview's or a release check's batch and stores nothing of it", async () => {
      const { app, fieldDb, grant } = await appWithClock();
      expect((await send(app, { grant: grant(VERSIONS, { counted: false }), reports: [PAGE_VIEW, { kind: 'error', ...WHERE, source: 'uncaught' }] })).status).toBe(204);
      expect(await stored(fieldDb)).toEqual(NOTHING);
    });

    it("counts a journey's page load (a synthetic grant) apart from visitors', once, and nothing of it among theirs", async () => {
      const { app, fieldDb, grant } = await appWithClock();
      const journey = grant(VERSIONS, { synthetic: true });
      for (let batch = 0; batch < 2; batch++) {
        expect((await send(app, { grant: journey, reports: [PAGE_VIEW, { kind: 'error', ...WHERE, source: 'uncaught' }, { kind: 'vital', ...WHERE, name: 'INP', value: 80 }] })).status).toBe(204);
      }
      expect(await fieldDb.all('SELECT remote, page_loads, errored_loads FROM field_synthetic_minutes')).toEqual([{ remote: WHERE.remote, page_loads: 1, errored_loads: 1 }]);
      for (const table of ['field_minutes', 'field_vitals', 'field_reports']) expect(await fieldDb.first(`SELECT COUNT(*) AS count FROM ${table}`)).toEqual({ count: 0 });
    });

    it('takes nothing while the worker has no grant key', async () => {
      const { app, fieldDb, grant } = await appWithClock({ ALLOW_DEV_DEFAULTS: '0' });
      await expectRefused(await send(app, { grant: grant(), reports: [PAGE_VIEW] }), 503);
      expect(await stored(fieldDb)).toEqual(NOTHING);
    });
  });

  describe('under the site-wide ceiling', () => {
    it('drops, counts and logs (once a minute) what passes it, and stores again the next minute', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const { app, fieldDb, advance, grant } = await appWithClock({ FIELD_REPORT_CEILING_PER_MINUTE: '200', FIELD_REPORT_LIMIT_PER_CLIENT: '1000', FIELD_REPORT_LOADS_PER_CLIENT_PER_HOUR: '1000' });
        // Each page load: 1 page load counted and 49 raw reports, 50 rows.
        const reports = Array<FieldReport>(49).fill(PAGE_VIEW);
        for (let load = 0; load < 6; load++) expect((await send(app, { grant: grant(), reports })).status).toBe(204);
        expect(await fieldDb.all('SELECT stored, dropped FROM field_ceiling')).toEqual([{ stored: 200, dropped: 100 }]);
        expect(await fieldDb.first('SELECT SUM(page_loads) AS count FROM field_minutes')).toEqual({ count: 4 });
        expect(warn).toHaveBeenCalledTimes(1);
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('past the ceiling of 200 rows a minute'));
        advance(60_000);
        expect((await send(app, { grant: grant(), reports })).status).toBe(204);
        expect(await fieldDb.first('SELECT SUM(page_loads) AS count FROM field_minutes')).toEqual({ count: 5 });
      } finally {
        warn.mockRestore();
      }
    });
  });

  it("writes nothing to the journal's and the ledger's database, which holds no field table", async () => {
    const { app, db, grant } = await appWithClock();
    const before = await db.all('SELECT * FROM rate_limits');
    expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] })).status).toBe(204);
    const tables = (await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")).map(({ name }) => name);
    expect(tables.filter((name) => name.startsWith('field'))).toEqual([]);
    expect(await db.all('SELECT * FROM rate_limits')).toEqual(before);
  });
});
