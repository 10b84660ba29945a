// POST /field-reports: the browser's batches of what it met, per remote, version and
// minute. A refused batch (another origin, not JSON, malformed, too large, past the
// client's limit) stores nothing; a browser that sends Sec-GPC: 1 is answered 204 and
// nothing of it is kept; no address, user agent or cookie reaches storage.
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

const START = new Date('2026-06-30T12:00:10.000Z');
const V1 = '3f2a9c01b7de';
const V2 = '9b1c0d2e3f4a';

const WHERE = { remote: 'careers', version: V1, route: '/apply/positions/:id', device: 'mobile' } as const;
const PAGE_VIEW: FieldReport = { kind: 'page-view', ...WHERE };

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

async function appWithClock(env: Record<string, string> = {}) {
  let now = START;
  const context = await createTestApp({ env, now: () => now });
  return { ...context, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

/** A batch as the site's pages send it: JSON as text/plain, from the site's origin. */
function send(app: App, body: unknown, headers: Record<string, string> = {}) {
  return app.request('/field-reports', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: SITE_ORIGIN, [TEST_CLIENT_HEADER]: '198.51.100.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const FIELD_TABLES = ['field_reports', 'field_minutes', 'field_vitals', 'field_report_salts', 'rate_limits'] as const;

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

describe('POST /field-reports', () => {
  it('stores a batch sent as text/plain, answers 204, and counts it in its minute', async () => {
    const { app, db } = await appWithClock();
    const reports: FieldReport[] = [
      PAGE_VIEW,
      { kind: 'error', ...WHERE, source: 'uncaught', message: "Cannot read properties of undefined (reading 'title')" },
      { kind: 'vital', ...WHERE, name: 'INP', value: 96 },
    ];

    const response = await send(app, { reports });

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await db.all('SELECT minute, remote, version, route, device, kind, name, value, message FROM field_reports ORDER BY id')).toEqual([
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
    expect(await db.all('SELECT * FROM field_minutes')).toEqual([
      { remote: 'careers', version: V1, minute: '2026-06-30T12:00:00.000Z', page_views: 1, errors: 1, chunk_errors: 0, boundaries: 0, fallbacks: 0 },
    ]);
  });

  it('takes the JSON sent as application/json too', async () => {
    const { app, db } = await appWithClock();
    expect((await send(app, { reports: [PAGE_VIEW] }, { 'Content-Type': 'application/json' })).status).toBe(204);
    expect(await db.all('SELECT kind FROM field_reports')).toEqual([{ kind: 'page-view' }]);
  });

  it('keeps counts per remote, version and minute: two versions over two minutes', async () => {
    const { app, db, advance } = await appWithClock();
    const v2 = { ...WHERE, version: V2 };
    const shell = { ...WHERE, remote: 'shell', version: 'local', route: '/' } as const;

    expect(
      (
        await send(app, {
          reports: [
            PAGE_VIEW,
            PAGE_VIEW,
            { kind: 'page-view', ...v2 },
            { kind: 'chunk-error', ...v2, message: 'Loading chunk 412 failed.' },
            { kind: 'fallback', ...v2 },
            { kind: 'page-view', ...shell },
          ],
        })
      ).status,
    ).toBe(204);
    advance(30_000);
    expect((await send(app, { reports: [PAGE_VIEW, { kind: 'error', ...WHERE, source: 'unhandled-rejection' }] })).status).toBe(204);
    advance(30_000); // 12:01:10
    expect(
      (
        await send(app, {
          reports: [{ kind: 'page-view', ...v2 }, { kind: 'boundary', ...v2 }, { kind: 'vital', ...v2, name: 'LCP', value: 1800 }, PAGE_VIEW],
        })
      ).status,
    ).toBe(204);

    const counts = await db.all('SELECT * FROM field_minutes ORDER BY minute, remote, version');
    const zero = { page_views: 0, errors: 0, chunk_errors: 0, boundaries: 0, fallbacks: 0 };
    expect(counts).toEqual([
      { remote: 'careers', version: V1, minute: '2026-06-30T12:00:00.000Z', ...zero, page_views: 3, errors: 1 },
      { remote: 'careers', version: V2, minute: '2026-06-30T12:00:00.000Z', ...zero, page_views: 1, chunk_errors: 1, fallbacks: 1 },
      { remote: 'shell', version: 'local', minute: '2026-06-30T12:00:00.000Z', ...zero, page_views: 1 },
      { remote: 'careers', version: V1, minute: '2026-06-30T12:01:00.000Z', ...zero, page_views: 1 },
      { remote: 'careers', version: V2, minute: '2026-06-30T12:01:00.000Z', ...zero, page_views: 1, boundaries: 1 },
    ]);
    expect(await db.all('SELECT remote, version, minute, name, count FROM field_vitals')).toEqual([
      { remote: 'careers', version: V2, minute: '2026-06-30T12:01:00.000Z', name: 'LCP', count: 1 },
    ]);

    const period = { remote: 'careers', since: new Date('2026-06-30T12:00:00.000Z'), until: new Date('2026-06-30T12:02:00.000Z') };
    expect(await fieldHealth(db, { ...period, version: V1 })).toMatchObject({ pageViews: 4, errors: 1, errorRate: 0.25 });
    expect(await fieldHealth(db, { ...period, version: V2 })).toMatchObject({
      pageViews: 2,
      errors: 3,
      errorsByKind: { error: 0, 'chunk-error': 1, boundary: 1, fallback: 1 },
      errorRate: 1.5,
      vitalCounts: { LCP: 1, INP: 0, CLS: 0 },
    });
    // The first minute alone.
    expect(await fieldHealth(db, { ...period, version: V2, until: new Date('2026-06-30T12:01:00.000Z') })).toMatchObject({ pageViews: 1, errors: 2 });
  });

  it(`stores a full batch of ${MAX_REPORTS_PER_BATCH} different reports whole`, async () => {
    const { app, db } = await appWithClock();
    const reports: FieldReport[] = Array.from({ length: MAX_REPORTS_PER_BATCH }, (_, index) =>
      index % 2 === 0
        ? { kind: 'vital', ...WHERE, version: `${'0'.repeat(10)}${(index % 7).toString(16).padStart(2, '0')}`, name: 'LCP', value: 100 * (index + 1) }
        : { kind: 'boundary', ...WHERE, route: `/apply/${index}`, message: `Render failed ${index}` },
    );
    expect((await send(app, { reports })).status).toBe(204);
    expect(await db.first('SELECT COUNT(*) AS count FROM field_reports')).toEqual({ count: MAX_REPORTS_PER_BATCH });
    expect(await db.first('SELECT SUM(count) AS count FROM field_vitals')).toEqual({ count: MAX_REPORTS_PER_BATCH / 2 });
    expect(await db.first('SELECT SUM(boundaries) AS count FROM field_minutes')).toEqual({ count: MAX_REPORTS_PER_BATCH / 2 });
  });

  describe('refuses a malformed batch with 400 and stores nothing', () => {
    const tooMany = Array<FieldReport>(MAX_REPORTS_PER_BATCH + 1).fill(PAGE_VIEW);
    it.each([
      ['text that is not JSON', 'reports: page-view'],
      ['JSON cut short', JSON.stringify({ reports: [PAGE_VIEW] }).slice(0, -3)],
      ['an empty body', ''],
      ['a bare list of reports', [PAGE_VIEW]],
      ['null', null],
      ['no reports', { reports: [] }],
      [`${MAX_REPORTS_PER_BATCH + 1} reports`, { reports: tooMany }],
      ['an unknown kind', { reports: [PAGE_VIEW, { ...PAGE_VIEW, kind: 'click' }] }],
      ['a report without a kind', { reports: [WHERE] }],
      ['an unknown key in a report', { reports: [{ ...PAGE_VIEW, userAgent: 'Mozilla/5.0' }] }],
      ['an unknown key beside the reports', { reports: [PAGE_VIEW], clientId: 'abc' }],
      ['a route with a query string', { reports: [{ ...PAGE_VIEW, route: '/apply/positions/:id?name=Ann' }] }],
      ['a route with a fragment', { reports: [{ ...PAGE_VIEW, route: '/support#top' }] }],
      ['an unknown remote', { reports: [{ ...PAGE_VIEW, remote: 'billing' }] }],
      ['a version that is neither a release nor local', { reports: [{ ...PAGE_VIEW, version: 'v1.2.3' }] }],
      ['an unknown device class', { reports: [{ ...PAGE_VIEW, device: 'watch' }] }],
      ['a vital out of bounds', { reports: [{ kind: 'vital', ...WHERE, name: 'INP', value: 1e9 }] }],
      ['a negative vital', { reports: [{ kind: 'vital', ...WHERE, name: 'CLS', value: -0.1 }] }],
      ['an error message with an email address', { reports: [{ kind: 'error', ...WHERE, source: 'uncaught', message: 'no user ann@example.com' }] }],
      ['an error with its stack', { reports: [{ kind: 'error', ...WHERE, source: 'uncaught', stack: 'at https://x.example/a.js?t=1' }] }],
    ])('%s', async (_name, body) => {
      const { app, db } = await appWithClock();
      await expectRefused(await send(app, body), 400);
      expect(await stored(db)).toEqual(NOTHING);
    });

    it('names the field at fault', async () => {
      const { app } = await appWithClock();
      const response = await send(app, { reports: [PAGE_VIEW, { ...PAGE_VIEW, route: '/apply?x=1' }] });
      expect(await response.json()).toMatchObject({ error: 'The field reports have errors', issues: [{ path: 'reports.1.route' }] });
    });

    it('whatever JSON arrives', async () => {
      const { app, db } = await appWithClock();
      const notABatch = fc.jsonValue().filter((value) => !(typeof value === 'object' && value !== null && 'reports' in value));
      await fc.assert(
        fc.asyncProperty(fc.oneof(notABatch, fc.record({ reports: fc.array(fc.jsonValue(), { minLength: 1, maxLength: 5 }) })), async (body) => {
          expect((await send(app, JSON.stringify(body))).status).toBe(400);
        }),
        { numRuns: 300 },
      );
      expect(await stored(db)).toEqual(NOTHING);
    });
  });

  describe(`refuses a body over ${MAX_FIELD_REPORT_BYTES / 1024} KB with 413 before parsing it, storing nothing`, () => {
    // Reports the schema takes, so only the size is wrong: 50 of them with long routes and messages.
    const large = {
      reports: Array.from({ length: MAX_REPORTS_PER_BATCH }, () => ({ kind: 'boundary', ...WHERE, route: `/apply/${'r'.repeat(100)}`, message: 'm'.repeat(200) })),
    };
    const body = JSON.stringify(large);

    it.each([
      ['with its length declared', true],
      ['streamed without a declared length', false],
    ])('%s', async (_name, declared) => {
      expect(body.length).toBeGreaterThan(MAX_FIELD_REPORT_BYTES);
      const { app, db } = await appWithClock();
      const response = await send(app, body, declared ? { 'Content-Length': String(body.length) } : {});
      await expectRefused(response, 413);
      expect(await stored(db)).toEqual(NOTHING);
    });

    it('and takes a body just under it', async () => {
      const { app } = await appWithClock();
      const fits = { reports: large.reports.slice(0, 20) };
      expect(JSON.stringify(fits).length).toBeLessThan(MAX_FIELD_REPORT_BYTES);
      expect((await send(app, fits)).status).toBe(204);
    });
  });

  it.each([
    ['another site', { Origin: 'https://evil.example' }],
    ['no origin', { Origin: '' }],
    ['an opaque origin', { Origin: 'null' }],
  ])('refuses a batch from %s with 403 and stores nothing', async (_name, headers) => {
    const { app, db } = await appWithClock();
    await expectRefused(await send(app, { reports: [PAGE_VIEW] }, headers), 403);
    expect(await stored(db)).toEqual(NOTHING);
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'refuses the content type %j with 415 and stores nothing',
    async (contentType) => {
      const { app, db } = await appWithClock();
      await expectRefused(await send(app, { reports: [PAGE_VIEW] }, { 'Content-Type': contentType }), 415);
      expect(await stored(db)).toEqual(NOTHING);
    },
  );

  it('answers 204 to a browser that sends Sec-GPC: 1 and keeps nothing of it, not even a count against its limit', async () => {
    const { app, db } = await appWithClock({ FIELD_REPORT_LIMIT_PER_CLIENT: '1' });
    for (let batch = 0; batch < 3; batch++) {
      const response = await send(app, { reports: [PAGE_VIEW] }, { 'Sec-GPC': '1' });
      expect(response.status).toBe(204);
    }
    expect(await stored(db)).toEqual(NOTHING);
    // Without the signal the same browser is counted as usual.
    expect((await send(app, { reports: [PAGE_VIEW] }, { 'Sec-GPC': '0' })).status).toBe(204);
    expect(await db.all('SELECT kind FROM field_reports')).toEqual([{ kind: 'page-view' }]);
  });

  describe('per client', () => {
    it('takes 60 batches per client in 10 minutes, refuses the next with 429, and still takes another client', async () => {
      const { app, db, advance } = await appWithClock();
      for (let batch = 0; batch < 60; batch++) {
        expect((await send(app, { reports: [PAGE_VIEW] })).status).toBe(204);
        advance(1000);
      }
      const refused = await send(app, { reports: [PAGE_VIEW] });
      await expectRefused(refused, 429);
      expect(refused.headers.get('retry-after')).toBe('540');
      expect(await db.first('SELECT COUNT(*) AS count FROM field_reports')).toEqual({ count: 60 });

      expect((await send(app, { reports: [PAGE_VIEW] }, { [TEST_CLIENT_HEADER]: '198.51.100.8' })).status).toBe(204);
      // The same /64 is the same client.
      expect((await send(app, { reports: [PAGE_VIEW] }, { [TEST_CLIENT_HEADER]: '2001:db8:aa:1::1' })).status).toBe(204);
      expect(await db.first('SELECT COUNT(*) AS count FROM field_reports')).toEqual({ count: 62 });
      expect(await db.first('SELECT SUM(page_views) AS count FROM field_minutes')).toEqual({ count: 62 });
    });

    it('opens again when the window has passed, and takes its size from the environment', async () => {
      const { app, advance } = await appWithClock({ FIELD_REPORT_LIMIT_PER_CLIENT: '2', FIELD_REPORT_LIMIT_WINDOW_MINUTES: '1' });
      expect((await send(app, { reports: [PAGE_VIEW] })).status).toBe(204);
      expect((await send(app, { reports: [PAGE_VIEW] })).status).toBe(204);
      expect((await send(app, { reports: [PAGE_VIEW] })).status).toBe(429);
      advance(60_000);
      expect((await send(app, { reports: [PAGE_VIEW] })).status).toBe(204);
    });

    it('counts an IPv6 /64 as one client', async () => {
      const { app } = await appWithClock({ FIELD_REPORT_LIMIT_PER_CLIENT: '2' });
      expect((await send(app, { reports: [PAGE_VIEW] }, { [TEST_CLIENT_HEADER]: '2001:db8:aa:1::1' })).status).toBe(204);
      expect((await send(app, { reports: [PAGE_VIEW] }, { [TEST_CLIENT_HEADER]: '2001:db8:aa:1::2' })).status).toBe(204);
      expect((await send(app, { reports: [PAGE_VIEW] }, { [TEST_CLIENT_HEADER]: '2001:db8:aa:1:ffff::9' })).status).toBe(429);
      expect((await send(app, { reports: [PAGE_VIEW] }, { [TEST_CLIENT_HEADER]: '2001:db8:aa:2::1' })).status).toBe(204);
    });

    it('does not count a refused batch', async () => {
      const { app } = await appWithClock({ FIELD_REPORT_LIMIT_PER_CLIENT: '1' });
      for (let attempt = 0; attempt < 5; attempt++) expect((await send(app, { reports: [] })).status).toBe(400);
      expect((await send(app, { reports: [PAGE_VIEW] })).status).toBe(204);
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
      const { app, db } = await appWithClock(env);
      const headers = {
        [TEST_CLIENT_HEADER]: ADDRESS,
        'X-Forwarded-For': `${PROXY_ADDRESS}, ${ADDRESS}`,
        'CF-Connecting-IP': ADDRESS,
        'X-Real-IP': EDGE_ADDRESS,
        'User-Agent': USER_AGENT,
        Cookie: COOKIE,
      };
      for (let batch = 0; batch < 3; batch++) expect((await send(app, { reports: [PAGE_VIEW, { kind: 'vital', ...WHERE, name: 'CLS', value: 0.02 }] }, headers)).status).toBe(204);

      // The client was counted...
      expect(await db.all('SELECT hits FROM rate_limits')).toEqual([{ hits: 3 }]);
      // ...under a pseudonym, and nothing anywhere holds what names the client.
      const text = await everything(db);
      for (const identifying of IDENTIFYING) expect(text).not.toContain(identifying);
      expect(await db.all('SELECT bucket FROM rate_limits')).toEqual([{ bucket: expect.stringMatching(/^field reports:[0-9a-f]{32}$/) }]);
    });

    it('keeps exactly these columns', async () => {
      const { db } = await appWithClock();
      const columns = async (table: string) => (await db.all<{ name: string }>(`PRAGMA table_info(${table})`)).map((column) => column.name);
      expect(await columns('field_reports')).toEqual(['id', 'minute', 'remote', 'version', 'route', 'device', 'kind', 'name', 'value', 'message']);
      expect(await columns('field_minutes')).toEqual(['remote', 'version', 'minute', 'page_views', 'errors', 'chunk_errors', 'boundaries', 'fallbacks']);
      expect(await columns('field_vitals')).toEqual(['remote', 'version', 'minute', 'name', 'bucket', 'count']);
      expect(await columns('field_report_salts')).toEqual(['day', 'salt']);
    });

    it('counts a client under a different pseudonym each day', async () => {
      const { app, db, advance } = await appWithClock();
      expect((await send(app, { reports: [PAGE_VIEW] })).status).toBe(204);
      advance(24 * 60 * 60 * 1000);
      expect((await send(app, { reports: [PAGE_VIEW] })).status).toBe(204);
      const buckets = await db.all<{ bucket: string }>('SELECT bucket FROM rate_limits');
      expect(new Set(buckets.map((row) => row.bucket)).size).toBe(2);
      expect(await db.all('SELECT day FROM field_report_salts ORDER BY day')).toEqual([{ day: '2026-06-30' }, { day: '2026-07-01' }]);
    });
  });
});

describe("the contract's lists", () => {
  it("name the site's remotes and the shell, and its release versions", () => {
    expect([...FIELD_REPORT_REMOTES].sort()).toEqual(['shell', ...REMOTES].sort());
    expect(RELEASE_VERSION_PATTERN.source).toBe(VERSION_PATTERN.source);
  });
});
