// POST /field-reports: the browser's batches of what it met, under its page load's grant,
// per remote, version and minute, in the field reports' own database. A refused batch (no
// valid grant, versions the grant does not name, another origin, not JSON, malformed, too
// large, past the client's limit) stores nothing; a browser that sends Sec-GPC: 1 is
// answered 204 and nothing of it is kept; no address, user agent or cookie reaches storage.
import fc from 'fast-check';
import { REMOTES } from 'site/remotes';
import { VERSION_PATTERN } from 'site/releaseLayout';
import {
  FIELD_REPORT_REMOTES,
  MAX_FIELD_REPORT_BYTES,
  MAX_REPORTS_PER_BATCH,
  RELEASE_VERSION_PATTERN,
  type FieldReport,
} from 'contract/schemas/fieldReports';
import type { Database } from '../db/database';
import { fieldHealth } from '../field-reports/fieldReportStore';
import { createTestApp, SITE_ORIGIN, TEST_CLIENT_HEADER } from '../../test/testApp';
import { testGrant } from '../../test/fieldGrants';

const START = new Date('2026-06-30T12:00:10.000Z');
const V1 = '3f2a9c01b7de';
const V2 = '9b1c0d2e3f4a';

const WHERE = { remote: 'careers', version: V1, route: '/apply/positions/:id', device: 'mobile' } as const;
const PAGE_VIEW: FieldReport = { kind: 'page-view', ...WHERE };

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/** The versions the tests' pages are composed with. */
const VERSIONS = { shell: 'local', careers: V1 };

async function appWithClock(env: Record<string, string> = {}) {
  let now = START;
  const context = await createTestApp({ env, now: () => now });
  return {
    ...context,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    /** A page load's grant, as the composer signs it now. */
    grant: (versions: Record<string, string> = VERSIONS, options: { counted?: boolean; synthetic?: boolean } = {}) => testGrant({ versions, at: now, ...options }),
  };
}

/** A batch as the site's pages send it: JSON as text/plain, from the site's origin. */
function send(app: App, body: unknown, headers: Record<string, string> = {}) {
  return app.request('/field-reports', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: SITE_ORIGIN, [TEST_CLIENT_HEADER]: '198.51.100.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const FIELD_TABLES = [
  'field_reports',
  'field_minutes',
  'field_synthetic_minutes',
  'field_vitals',
  'field_grant_marks',
  'field_grants',
  'field_ceiling',
  'field_report_salts',
  'rate_limits',
] as const;

/** Every row of the field report tables and the limit counters. */
async function stored(db: Database) {
  const rows: Record<string, unknown[]> = {};
  for (const table of FIELD_TABLES) rows[table] = await db.all(`SELECT * FROM ${table}`);
  return rows;
}

const NOTHING = Object.fromEntries(FIELD_TABLES.map((table) => [table, []]));

async function expectRefused(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
}

const ZERO = { page_loads: 0, errored_loads: 0, error_loads: 0, chunk_error_loads: 0, boundary_loads: 0, fallback_loads: 0 };

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
        const { app, fieldDb, advance, grant } = await appWithClock({ FIELD_REPORT_CEILING_PER_MINUTE: '200', FIELD_REPORT_LIMIT_PER_CLIENT: '1000' });
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

  describe('refuses a malformed batch with 400 and stores nothing', () => {
    const tooMany = Array<FieldReport>(MAX_REPORTS_PER_BATCH + 1).fill(PAGE_VIEW);
    const GRANT = testGrant({ versions: VERSIONS, at: START });
    it.each([
      ['text that is not JSON', 'reports: page-view'],
      ['JSON cut short', JSON.stringify({ grant: GRANT, reports: [PAGE_VIEW] }).slice(0, -3)],
      ['an empty body', ''],
      ['a bare list of reports', [PAGE_VIEW]],
      ['null', null],
      ['no grant', { reports: [PAGE_VIEW] }],
      ['a grant that is not one', { grant: 'let me in', reports: [PAGE_VIEW] }],
      ['no reports', { grant: GRANT, reports: [] }],
      [`${MAX_REPORTS_PER_BATCH + 1} reports`, { grant: GRANT, reports: tooMany }],
      ['an unknown kind', { grant: GRANT, reports: [PAGE_VIEW, { ...PAGE_VIEW, kind: 'click' }] }],
      ['a report without a kind', { grant: GRANT, reports: [WHERE] }],
      ['an unknown key in a report', { grant: GRANT, reports: [{ ...PAGE_VIEW, userAgent: 'Mozilla/5.0' }] }],
      ['an unknown key beside the reports', { grant: GRANT, reports: [PAGE_VIEW], clientId: 'abc' }],
      ['a route with a query string', { grant: GRANT, reports: [{ ...PAGE_VIEW, route: '/apply/positions/:id?name=Ann' }] }],
      ['a route with a fragment', { grant: GRANT, reports: [{ ...PAGE_VIEW, route: '/support#top' }] }],
      ['an unknown remote', { grant: GRANT, reports: [{ ...PAGE_VIEW, remote: 'billing' }] }],
      ['a version that is neither a release nor local', { grant: GRANT, reports: [{ ...PAGE_VIEW, version: 'v1.2.3' }] }],
      ['an unknown device class', { grant: GRANT, reports: [{ ...PAGE_VIEW, device: 'watch' }] }],
      ['a vital out of bounds', { grant: GRANT, reports: [{ kind: 'vital', ...WHERE, name: 'INP', value: 1e9 }] }],
      ['a negative vital', { grant: GRANT, reports: [{ kind: 'vital', ...WHERE, name: 'CLS', value: -0.1 }] }],
      ['an error message with an email address', { grant: GRANT, reports: [{ kind: 'error', ...WHERE, source: 'uncaught', message: 'no user ann@example.com' }] }],
      ['an error with its stack', { grant: GRANT, reports: [{ kind: 'error', ...WHERE, source: 'uncaught', stack: 'at https://x.example/a.js?t=1' }] }],
    ])('%s', async (_name, body) => {
      const { app, fieldDb } = await appWithClock();
      await expectRefused(await send(app, body), 400);
      expect(await stored(fieldDb)).toEqual(NOTHING);
    });

    it('names the field at fault', async () => {
      const { app } = await appWithClock();
      const response = await send(app, { grant: GRANT, reports: [PAGE_VIEW, { ...PAGE_VIEW, route: '/apply?x=1' }] });
      expect(await response.json()).toMatchObject({ error: 'The field reports have errors', issues: [{ path: 'reports.1.route' }] });
    });

    it('whatever JSON arrives', async () => {
      const { app, fieldDb } = await appWithClock();
      const notABatch = fc.jsonValue().filter((value) => !(typeof value === 'object' && value !== null && 'reports' in value));
      await fc.assert(
        fc.asyncProperty(fc.oneof(notABatch, fc.record({ grant: fc.constant(GRANT), reports: fc.array(fc.jsonValue(), { minLength: 1, maxLength: 5 }) })), async (body) => {
          expect((await send(app, JSON.stringify(body))).status).toBe(400);
        }),
        { numRuns: 300 },
      );
      expect(await stored(fieldDb)).toEqual(NOTHING);
    });
  });

  describe(`refuses a body over ${MAX_FIELD_REPORT_BYTES / 1024} KB with 413 before parsing it, storing nothing`, () => {
    // Reports the schema takes, so only the size is wrong: 50 of them with long routes and messages.
    const large = {
      grant: testGrant({ versions: VERSIONS, at: START }),
      reports: Array.from({ length: MAX_REPORTS_PER_BATCH }, () => ({ kind: 'boundary', ...WHERE, route: `/apply/${'r'.repeat(100)}`, message: 'm'.repeat(200) })),
    };
    const body = JSON.stringify(large);

    it.each([
      ['with its length declared', true],
      ['streamed without a declared length', false],
    ])('%s', async (_name, declared) => {
      expect(body.length).toBeGreaterThan(MAX_FIELD_REPORT_BYTES);
      const { app, fieldDb } = await appWithClock();
      const response = await send(app, body, declared ? { 'Content-Length': String(body.length) } : {});
      await expectRefused(response, 413);
      expect(await stored(fieldDb)).toEqual(NOTHING);
    });

    it('and takes a body just under it', async () => {
      const { app } = await appWithClock();
      const fits = { grant: large.grant, reports: large.reports.slice(0, 20) };
      expect(JSON.stringify(fits).length).toBeLessThan(MAX_FIELD_REPORT_BYTES);
      expect((await send(app, fits)).status).toBe(204);
    });
  });

  it.each([
    ['another site', { Origin: 'https://evil.example' }],
    ['no origin', { Origin: '' }],
    ['an opaque origin', { Origin: 'null' }],
  ])('refuses a batch from %s with 403 and stores nothing', async (_name, headers) => {
    const { app, fieldDb, grant } = await appWithClock();
    await expectRefused(await send(app, { grant: grant(), reports: [PAGE_VIEW] }, headers), 403);
    expect(await stored(fieldDb)).toEqual(NOTHING);
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'refuses the content type %j with 415 and stores nothing',
    async (contentType) => {
      const { app, fieldDb, grant } = await appWithClock();
      await expectRefused(await send(app, { grant: grant(), reports: [PAGE_VIEW] }, { 'Content-Type': contentType }), 415);
      expect(await stored(fieldDb)).toEqual(NOTHING);
    },
  );

  it('answers 204 to a browser that sends Sec-GPC: 1 and keeps nothing of it, not even a count against its limit', async () => {
    const { app, fieldDb, grant } = await appWithClock({ FIELD_REPORT_LIMIT_PER_CLIENT: '1' });
    for (let batch = 0; batch < 3; batch++) {
      const response = await send(app, { grant: grant(), reports: [PAGE_VIEW] }, { 'Sec-GPC': '1' });
      expect(response.status).toBe(204);
    }
    expect(await stored(fieldDb)).toEqual(NOTHING);
    // Without the signal the same browser is counted as usual.
    expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] }, { 'Sec-GPC': '0' })).status).toBe(204);
    expect(await fieldDb.all('SELECT kind FROM field_reports')).toEqual([{ kind: 'page-view' }]);
  });

  describe('per client', () => {
    it('takes 60 batches per client in 10 minutes, refuses the next with 429, and still takes another client', async () => {
      const { app, fieldDb, advance, grant } = await appWithClock();
      for (let batch = 0; batch < 60; batch++) {
        expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] })).status).toBe(204);
        advance(1000);
      }
      const refused = await send(app, { grant: grant(), reports: [PAGE_VIEW] });
      await expectRefused(refused, 429);
      expect(refused.headers.get('retry-after')).toBe('540');
      expect(await fieldDb.first('SELECT COUNT(*) AS count FROM field_reports')).toEqual({ count: 60 });

      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] }, { [TEST_CLIENT_HEADER]: '198.51.100.8' })).status).toBe(204);
      // The same /64 is the same client.
      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] }, { [TEST_CLIENT_HEADER]: '2001:db8:aa:1::1' })).status).toBe(204);
      expect(await fieldDb.first('SELECT COUNT(*) AS count FROM field_reports')).toEqual({ count: 62 });
      expect(await fieldDb.first('SELECT SUM(page_loads) AS count FROM field_minutes')).toEqual({ count: 62 });
    });

    it('opens again when the window has passed, and takes its size from the environment', async () => {
      const { app, advance, grant } = await appWithClock({ FIELD_REPORT_LIMIT_PER_CLIENT: '2', FIELD_REPORT_LIMIT_WINDOW_MINUTES: '1' });
      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] })).status).toBe(204);
      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] })).status).toBe(204);
      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] })).status).toBe(429);
      advance(60_000);
      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] })).status).toBe(204);
    });

    it('counts an IPv6 /64 as one client', async () => {
      const { app, grant } = await appWithClock({ FIELD_REPORT_LIMIT_PER_CLIENT: '2' });
      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] }, { [TEST_CLIENT_HEADER]: '2001:db8:aa:1::1' })).status).toBe(204);
      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] }, { [TEST_CLIENT_HEADER]: '2001:db8:aa:1::2' })).status).toBe(204);
      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] }, { [TEST_CLIENT_HEADER]: '2001:db8:aa:1:ffff::9' })).status).toBe(429);
      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] }, { [TEST_CLIENT_HEADER]: '2001:db8:aa:2::1' })).status).toBe(204);
    });

    it('does not count a refused batch, nor one without a valid grant', async () => {
      const { app, grant } = await appWithClock({ FIELD_REPORT_LIMIT_PER_CLIENT: '1' });
      for (let attempt = 0; attempt < 5; attempt++) expect((await send(app, { grant: grant(), reports: [] })).status).toBe(400);
      const forged = testGrant({ versions: VERSIONS, at: START, key: 'a-key-some-script-made-up-0123456789abcdef' });
      for (let attempt = 0; attempt < 5; attempt++) expect((await send(app, { grant: forged, reports: [PAGE_VIEW] })).status).toBe(403);
      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] })).status).toBe(204);
    });
  });

  describe('stores no address, user agent or cookie', () => {
    const ADDRESS = '203.0.113.77';
    const PROXY_ADDRESS = '198.51.100.99';
    const EDGE_ADDRESS = '192.0.2.55';
    const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) FieldReportTest/7.3';
    const COOKIE = 'session=cookie-value-8d41';
    const IDENTIFYING = ['203.0.113', '198.51.100.99', '192.0.2.55', 'FieldReportTest', 'cookie-value-8d41'];

    /** Every table's columns and every row, as text. */
    async function everything(db: Database): Promise<string> {
      const tables = await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'");
      const dump: Record<string, unknown> = {};
      for (const { name } of tables) dump[name] = { columns: await db.all(`PRAGMA table_info(${name})`), rows: await db.all(`SELECT * FROM ${name}`) };
      return JSON.stringify(dump);
    }

    it.each([
      ['the connection', {}],
      ['a trusted proxy header', { TRUSTED_CLIENT_IP_HEADER: 'X-Forwarded-For' }],
      ['CF-Connecting-IP', { TRUSTED_CLIENT_IP_HEADER: 'CF-Connecting-IP' }],
    ])('with the client known by %s', async (_name, env) => {
      const { app, db, fieldDb, grant } = await appWithClock(env);
      const headers = {
        [TEST_CLIENT_HEADER]: ADDRESS,
        'X-Forwarded-For': `${PROXY_ADDRESS}, ${ADDRESS}`,
        'CF-Connecting-IP': ADDRESS,
        'X-Real-IP': EDGE_ADDRESS,
        'User-Agent': USER_AGENT,
        Cookie: COOKIE,
      };
      for (let batch = 0; batch < 3; batch++) {
        expect((await send(app, { grant: grant(), reports: [PAGE_VIEW, { kind: 'vital', ...WHERE, name: 'CLS', value: 0.02 }] }, headers)).status).toBe(204);
      }

      // The client was counted...
      expect(await fieldDb.all('SELECT hits FROM rate_limits')).toEqual([{ hits: 3 }]);
      // ...under a pseudonym, and nothing anywhere holds what names the client.
      const text = (await everything(fieldDb)) + (await everything(db));
      for (const identifying of IDENTIFYING) expect(text).not.toContain(identifying);
      expect(await fieldDb.all('SELECT bucket FROM rate_limits')).toEqual([{ bucket: expect.stringMatching(/^field reports:[0-9a-f]{32}$/) }]);
    });

    it('keeps exactly these columns', async () => {
      const { fieldDb } = await appWithClock();
      const columns = async (table: string) => (await fieldDb.all<{ name: string }>(`PRAGMA table_info(${table})`)).map((column) => column.name);
      expect(await columns('field_reports')).toEqual(['id', 'minute', 'remote', 'version', 'route', 'device', 'kind', 'name', 'value', 'message']);
      expect(await columns('field_minutes')).toEqual(['remote', 'version', 'minute', ...Object.keys(ZERO)]);
      expect(await columns('field_vitals')).toEqual(['remote', 'version', 'minute', 'name', 'bucket', 'count']);
      expect(await columns('field_grant_marks')).toEqual(['grant_id', 'remote', 'mark', 'expires_at']);
      expect(await columns('field_grants')).toEqual(['grant_id', 'expires_at', 'raw_reports']);
      expect(await columns('field_ceiling')).toEqual(['minute', 'stored', 'dropped']);
      expect(await columns('field_report_salts')).toEqual(['day', 'salt']);
    });

    it('counts a client under a different pseudonym each day', async () => {
      const { app, fieldDb, advance, grant } = await appWithClock();
      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] })).status).toBe(204);
      advance(24 * 60 * 60 * 1000);
      expect((await send(app, { grant: grant(), reports: [PAGE_VIEW] })).status).toBe(204);
      const buckets = await fieldDb.all<{ bucket: string }>('SELECT bucket FROM rate_limits');
      expect(new Set(buckets.map((row) => row.bucket)).size).toBe(2);
      expect(await fieldDb.all('SELECT day FROM field_report_salts ORDER BY day')).toEqual([{ day: '2026-06-30' }, { day: '2026-07-01' }]);
    });
  });
});

describe("the contract's lists", () => {
  it("name the site's remotes and the shell, and its release versions", () => {
    expect([...FIELD_REPORT_REMOTES].sort()).toEqual(['shell', ...REMOTES].sort());
    expect(RELEASE_VERSION_PATTERN.source).toBe(VERSION_PATTERN.source);
  });
});
