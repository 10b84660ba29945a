import type { FieldReport, VitalName } from 'contract/schemas/fieldReports';
import type { Database, SqlStatement } from '../db/database';
import { migratedFieldDatabase } from '../../test/testApp';
import { fieldHealth, minuteOf, pruneFieldReports, storeFieldReports } from './fieldReportStore';
import { MAX_RAW_REPORTS_PER_GRANT } from './grantMarks';

const V1 = '3f2a9c01b7de';
const V2 = '9b1c0d2e3f4a';
const WHERE = { remote: 'guides', version: V1, route: '/tobhomes/:step', device: 'desktop' } as const;
const AT = new Date('2026-06-30T12:00:30.000Z');
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const CEILING = 6000;

const vital = (name: VitalName, value: number, version = V1): FieldReport => ({ kind: 'vital', ...WHERE, version, name, value });
const pageViews = (count: number, version = V1): FieldReport[] => Array.from({ length: count }, () => ({ kind: 'page-view', ...WHERE, version }));
const later = (minutes: number) => new Date(AT.getTime() + minutes * MINUTE_MS);

let grants = 0;
/** Stores `reports` as one page load's (a grant of its own) at `at`. */
function pageLoad(db: Database, reports: readonly FieldReport[], at = AT, id = `grant-${++grants}`, ceilingPerMinute = CEILING) {
  return storeFieldReports(db, { grant: { id, expiresAt: new Date(at.getTime() + 30 * MINUTE_MS) }, reports, at, ceilingPerMinute, client: id, loadsPerClientPerHour: 6 });
}

describe('minuteOf', () => {
  it('is the start of the minute, as ISO 8601', () => {
    expect(minuteOf(new Date('2026-06-30T12:05:59.999Z'))).toBe('2026-06-30T12:05:00.000Z');
  });
});

describe('fieldHealth', () => {
  const period = { remote: 'guides', version: V1, since: new Date('2026-06-30T12:00:00.000Z'), until: new Date('2026-06-30T13:00:00.000Z') };

  it('has nothing to say of a version without reports', async () => {
    const db = await migratedFieldDatabase();
    expect(await fieldHealth(db, period)).toEqual({
      pageLoads: 0,
      erroredPageLoads: 0,
      erroredLoadsByKind: { error: 0, 'chunk-error': 0, boundary: 0, fallback: 0 },
      errorRate: null,
      p75Inp: null,
      p75Lcp: null,
      p75Cls: null,
      vitalCounts: { LCP: 0, INP: 0, CLS: 0 },
      vitalHistograms: { LCP: [], INP: [], CLS: [] },
      synthetic: { pageLoads: 0, erroredPageLoads: 0 },
      clients: 0,
      pageLoadsPastClientCap: 0,
      cohortBuckets: [],
    });
  });

  it("counts a journey's page loads (synthetic grants) apart from the field's, once a grant, and none of their vitals", async () => {
    const db = await migratedFieldDatabase();
    await pageLoad(db, [...pageViews(1), vital('INP', 100)]);
    const journey = (reports: readonly FieldReport[], id: string) =>
      storeFieldReports(db, { grant: { id, expiresAt: later(30) }, reports, at: AT, ceilingPerMinute: CEILING, client: id, loadsPerClientPerHour: 6, synthetic: true });
    await journey([...pageViews(1), { kind: 'error', ...WHERE, source: 'uncaught' }, vital('INP', 900)], 'journey-1');
    await journey(pageViews(1), 'journey-1');
    await journey(pageViews(1), 'journey-2');
    expect(await fieldHealth(db, period)).toMatchObject({ pageLoads: 1, erroredPageLoads: 0, vitalCounts: { INP: 1 }, synthetic: { pageLoads: 2, erroredPageLoads: 1 } });
  });

  it("never counts a preview's page load (a grant marked preview), even one marked counted: the safety net under the route's check", async () => {
    const db = await migratedFieldDatabase();
    await pageLoad(db, pageViews(1));
    const preview = { id: 'preview-1', expiresAt: later(30), preview: true };
    expect(await storeFieldReports(db, { grant: preview, reports: [...pageViews(1), { kind: 'error', ...WHERE, source: 'uncaught' }, vital('INP', 900)], at: AT, ceilingPerMinute: CEILING, client: 'a client', loadsPerClientPerHour: 6 })).toEqual({ stored: 0 });
    expect(await storeFieldReports(db, { grant: preview, reports: pageViews(1), at: AT, ceilingPerMinute: CEILING, client: 'a client', loadsPerClientPerHour: 6, synthetic: true })).toEqual({ stored: 0 });
    expect(await fieldHealth(db, period)).toMatchObject({ pageLoads: 1, erroredPageLoads: 0, vitalCounts: { INP: 0 }, synthetic: { pageLoads: 0, erroredPageLoads: 0 } });
  });

  it("gives each vital's histogram over the period, by value, for the judge to compare two versions by", async () => {
    const db = await migratedFieldDatabase();
    for (const value of [163, 120, 164, 2000]) await pageLoad(db, [vital('INP', value)]);
    await pageLoad(db, [vital('INP', 120), vital('LCP', 2380), vital('CLS', 0.07)], later(1));
    await pageLoad(db, [vital('INP', 999)], later(61));
    // 163 and 164 ms share the 165 ms bucket; the last page load is past the period.
    expect((await fieldHealth(db, period)).vitalHistograms).toEqual({
      INP: [
        [120, 2],
        [165, 2],
        [2000, 1],
      ],
      LCP: [[2400, 1]],
      CLS: [[0.07, 1]],
    });
  });

  it('reads the p75 of INP, LCP and CLS over the period, one value of each per page load', async () => {
    const db = await migratedFieldDatabase();
    // INP 40..800 over 20 page loads in three minutes: the 15th of them is the p75.
    const inp = [40, 56, 64, 72, 88, 96, 104, 112, 120, 136, 152, 160, 176, 184, 200, 232, 264, 320, 480, 800];
    const lcp = [900, 1200, 1400, 1650, 1800, 2100, 2380, 2500, 3900, 6400];
    const cls = [0, 0, 0, 0, 0.01, 0.02, 0.05, 0.1, 0.3, 1.2];
    for (const [index, value] of inp.entries()) {
      const reports = [vital('INP', value), ...(index < 10 ? [vital('LCP', lcp[index]!), vital('CLS', cls[index]!)] : [])];
      await pageLoad(db, reports, index < 7 ? AT : index < 14 ? later(1) : later(7));
    }

    expect(await fieldHealth(db, period)).toMatchObject({
      pageLoads: 20,
      p75Inp: 200, // the 15th of 20
      p75Lcp: 2500, // the 8th of 10
      p75Cls: 0.1, // the 8th of 10
      vitalCounts: { INP: 20, LCP: 10, CLS: 10 },
    });
  });

  it('reads a p75 between bucket bounds at most 5% above the exact one', async () => {
    const db = await migratedFieldDatabase();
    for (const value of [130, 140, 150, 163, 170]) await pageLoad(db, [vital('INP', value)]);
    // Nearest rank: the 4th of 5 is 163 ms, read as its bucket's bound.
    expect((await fieldHealth(db, period)).p75Inp).toBe(165);
  });

  it("counts only the remote's version, and only minutes from `since` until before `until`", async () => {
    const db = await migratedFieldDatabase();
    await pageLoad(db, [...pageViews(1), vital('INP', 100)], new Date('2026-06-30T11:59:59.000Z'));
    await pageLoad(db, [...pageViews(2), vital('INP', 300), { kind: 'error', ...WHERE, source: 'uncaught' }]);
    await pageLoad(db, pageViews(1));
    for (let load = 0; load < 4; load++) await pageLoad(db, [...pageViews(1, V2), vital('INP', 900, V2)]);
    await pageLoad(db, [{ kind: 'page-view', ...WHERE, remote: 'shell' }]);
    await pageLoad(db, [...pageViews(8), vital('INP', 700)], new Date('2026-06-30T13:00:00.000Z'));

    expect(await fieldHealth(db, period)).toMatchObject({ pageLoads: 2, erroredPageLoads: 1, errorRate: 0.5, p75Inp: 300, vitalCounts: { INP: 1 } });
    expect(await fieldHealth(db, { ...period, version: V2 })).toMatchObject({ pageLoads: 4, erroredPageLoads: 0, errorRate: 0, p75Inp: 900 });
    // `since` in the middle of a minute counts that whole minute.
    expect(await fieldHealth(db, { ...period, since: new Date('2026-06-30T11:59:45.000Z') })).toMatchObject({ pageLoads: 3 });
  });
});

describe('storeFieldReports', () => {
  it('counts a page load once per remote, errored once whatever its errors, and one value of each vital, however many batches bring them', async () => {
    const db = await migratedFieldDatabase();
    const errors: FieldReport[] = Array.from({ length: 20 }, (_, index) => ({ kind: 'error', ...WHERE, source: 'uncaught', message: `thrown ${index}` }));
    await pageLoad(db, [...pageViews(3), ...errors, vital('LCP', 2000)], AT, 'one-page-load');
    await pageLoad(db, [...pageViews(3), { kind: 'chunk-error', ...WHERE }, vital('LCP', 9000)], later(1), 'one-page-load');

    expect(await fieldHealth(db, { remote: 'guides', version: V1, since: AT, until: later(2) })).toMatchObject({
      pageLoads: 1,
      erroredPageLoads: 1,
      erroredLoadsByKind: { error: 1, 'chunk-error': 1, boundary: 0, fallback: 0 },
      errorRate: 1,
      p75Lcp: 2000,
      vitalCounts: { LCP: 1, INP: 0, CLS: 0 },
    });
    // The reports as they came, for looking into a bad release: both batches'.
    expect(await db.first('SELECT COUNT(*) AS count FROM field_reports')).toEqual({ count: 29 });
  });

  it(`keeps at most ${MAX_RAW_REPORTS_PER_GRANT} raw reports of one page load`, async () => {
    const db = await migratedFieldDatabase();
    for (let batch = 0; batch < 5; batch++) await pageLoad(db, pageViews(30), AT, 'chatty-page-load');
    expect(await db.first('SELECT COUNT(*) AS count FROM field_reports')).toEqual({ count: 90 });
    expect(await db.first('SELECT raw_reports FROM field_grants')).toEqual({ raw_reports: 90 });
  });

  it('drops and counts what passes the ceiling of rows a minute, and stores again in the next minute', async () => {
    const db = await migratedFieldDatabase();
    // Each page load: 1 page load counted and 1 raw report, 2 rows.
    const outcomes = [];
    for (let load = 0; load < 4; load++) outcomes.push(await pageLoad(db, pageViews(1), AT, undefined, 5));
    expect(outcomes).toEqual([{ stored: 2 }, { stored: 2 }, { dropped: 2, droppedThisMinute: 2 }, { dropped: 2, droppedThisMinute: 4 }]);
    expect(await db.all('SELECT * FROM field_ceiling')).toEqual([{ minute: minuteOf(AT), stored: 4, dropped: 4 }]);
    expect(await fieldHealth(db, { remote: 'guides', version: V1, since: AT, until: later(2) })).toMatchObject({ pageLoads: 2 });
    expect(await pageLoad(db, pageViews(1), later(1), undefined, 5)).toEqual({ stored: 2 });
  });

  it('binds at most 100 values a statement (D1), its rows in one batch', async () => {
    const db = await migratedFieldDatabase();
    const batches: SqlStatement[][] = [];
    const batch = db.batch.bind(db);
    db.batch = (statements) => {
      batches.push([...statements]);
      return batch(statements);
    };
    const remotes = ['shell', 'marketing', 'careers', 'payments', 'guides', 'staffhub'] as const;
    const reports: FieldReport[] = Array.from({ length: 50 }, (_, index) => ({
      ...vital((['LCP', 'INP', 'CLS'] as const)[Math.floor(index / 6) % 3]!, Math.floor(index / 6) % 3 === 2 ? 0.01 : 10 * index),
      remote: remotes[index % remotes.length]!,
    }));
    await pageLoad(db, reports);

    expect(batches).toHaveLength(1);
    for (const statement of batches[0]!) expect(statement.params?.length ?? 0).toBeLessThanOrEqual(100);
    expect(await db.first('SELECT COUNT(*) AS count FROM field_reports')).toEqual({ count: 50 });
    // One value of each vital per remote: the six remotes met all three.
    expect(await db.first('SELECT SUM(count) AS count FROM field_vitals')).toEqual({ count: 18 });
  });
});

describe('pruneFieldReports', () => {
  it("deletes raw reports past their retention, counts past 90 days, expired grants' marks, salts of past days and spent counters", async () => {
    const db = await migratedFieldDatabase();
    const now = new Date('2026-06-30T12:00:00.000Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    for (const days of [91, 4, 3.01, 2.99]) await pageLoad(db, [...pageViews(1), vital('LCP', 1000)], daysAgo(days));
    await pageLoad(db, pageViews(1), new Date(now.getTime() - 5 * MINUTE_MS), 'still-valid');
    await db.run("INSERT INTO field_report_salts (day, salt) VALUES ('2026-06-29', 'a'), ('2026-06-30', 'b')");
    await db.run("INSERT INTO rate_limits (bucket, hits, resets_at) VALUES ('field reports:a', 1, ?), ('field reports:b', 1, ?)", [now.getTime() - 1, now.getTime() + 1]);

    // Each page load a client of its own: its cap's row goes with its hour (all five are of past hours), its count of clients with the counts.
    // The 91 days old page load's counts: its minute, vital, ceiling, clients of the hour and cohort bucket.
    expect(await pruneFieldReports(db, now, 3 * DAY_MS)).toEqual({ reports: 6, aggregates: 5, grants: 16, salts: 1, counters: 6 });
    expect(await db.all('SELECT * FROM field_client_loads')).toEqual([]);
    expect(await db.first('SELECT COUNT(*) AS count FROM field_client_hours')).toEqual({ count: 4 });

    expect(await db.all('SELECT DISTINCT minute FROM field_reports ORDER BY minute')).toEqual(
      [daysAgo(2.99), new Date(now.getTime() - 5 * MINUTE_MS)].map((at) => ({ minute: minuteOf(at) })),
    );
    expect(await db.all('SELECT minute FROM field_minutes ORDER BY minute')).toEqual(
      [daysAgo(4), daysAgo(3.01), daysAgo(2.99), new Date(now.getTime() - 5 * MINUTE_MS)].map((at) => ({ minute: minuteOf(at) })),
    );
    expect(await db.all('SELECT minute FROM field_cohort_minutes ORDER BY minute')).toEqual(
      [daysAgo(4), daysAgo(3.01), daysAgo(2.99), new Date(now.getTime() - 5 * MINUTE_MS)].map((at) => ({ minute: minuteOf(at) })),
    );
    expect(await db.all('SELECT DISTINCT grant_id FROM field_grant_marks')).toEqual([{ grant_id: 'still-valid' }]);
    expect(await db.all('SELECT day FROM field_report_salts')).toEqual([{ day: '2026-06-30' }]);
    expect(await pruneFieldReports(db, now, 3 * DAY_MS)).toEqual({ reports: 0, aggregates: 0, grants: 0, salts: 0, counters: 0 });
  });
});
