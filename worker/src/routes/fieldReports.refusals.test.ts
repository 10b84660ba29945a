// POST /field-reports refused or limited: a batch that is malformed, too large or past the
// client's limit stores nothing; no address, user agent or cookie reaches storage.
import fc from 'fast-check';
import { REMOTES } from 'site/remotes';
import { VERSION_PATTERN } from 'site/releaseLayout';
import { FIELD_REPORT_REMOTES, MAX_FIELD_REPORT_BYTES, MAX_MESSAGE_LENGTH, MAX_REPORTS_PER_BATCH, RELEASE_VERSION_PATTERN, type FieldReport } from 'contract/schemas/fieldReports';
import type { Database } from '../db/database';
import { testGrant } from '../../test/fieldGrants';
import { TEST_CLIENT_HEADER } from '../../test/testApp';
import { START, WHERE, PAGE_VIEW, VERSIONS, appWithClock, send, stored, NOTHING, expectRefused, ZERO } from '../../test/fieldReportBatches';

describe('POST /field-reports, refused or limited', () => {
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

    // A batch of exactly `bytes` UTF-8 bytes, measured with TextEncoder (not the string's length,
    // nor the reporter's own counter): messages of '€' (one character, three bytes) and 'a'.
    function batchOfBytes(bytes: number): string {
      const report = (message: string) => ({ kind: 'boundary' as const, ...WHERE, message });
      const sizeOf = (reports: unknown[]) => new TextEncoder().encode(JSON.stringify({ grant: large.grant, reports })).byteLength;
      const reports: ReturnType<typeof report>[] = [];
      for (;;) {
        const room = bytes - sizeOf([...reports, report('')]);
        if (room <= MAX_MESSAGE_LENGTH) return JSON.stringify({ grant: large.grant, reports: [...reports, report('a'.repeat(room))] });
        const costOfEmpty = sizeOf([...reports, report(''), report('')]) - sizeOf([...reports, report('')]);
        // As many '€' as leave room for an 'a' message after them, at most a full message of them.
        const euros = Math.min(MAX_MESSAGE_LENGTH, Math.ceil((room - costOfEmpty - MAX_MESSAGE_LENGTH) / 3));
        reports.push(report('€'.repeat(euros)));
      }
    }

    it.each([
      ['with its length in bytes declared', true],
      ['streamed without a declared length', false],
    ])('counts UTF-8 bytes, not characters: exactly the limit is taken, one byte more refused (%s)', async (_name, declared) => {
      const bytesOf = (body: string) => new TextEncoder().encode(body).byteLength;
      const [atLimit, overLimit] = [batchOfBytes(MAX_FIELD_REPORT_BYTES), batchOfBytes(MAX_FIELD_REPORT_BYTES + 1)];
      expect([bytesOf(atLimit), bytesOf(overLimit)]).toEqual([MAX_FIELD_REPORT_BYTES, MAX_FIELD_REPORT_BYTES + 1]);
      // Well under the limit in characters: a count of characters would take it.
      expect(overLimit.length).toBeLessThan(MAX_FIELD_REPORT_BYTES * 0.6);
      const length = (body: string): Record<string, string> => (declared ? { 'Content-Length': String(bytesOf(body)) } : {});
      const { app, fieldDb } = await appWithClock();
      await expectRefused(await send(app, overLimit, length(overLimit)), 413);
      expect(await stored(fieldDb)).toEqual(NOTHING);
      expect((await send(app, atLimit, length(atLimit))).status).toBe(204);
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
      // The batches' limit alone: what a client's page loads may add is the cap's (fieldReports.clientCap.test.ts).
      const { app, fieldDb, advance, grant } = await appWithClock({ FIELD_REPORT_LOADS_PER_CLIENT_PER_HOUR: '1000' });
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
