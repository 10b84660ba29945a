import type { FieldReport, VitalName } from 'contract/schemas/fieldReports';
import type { SqlStatement } from '../db/database';
import { migratedMemoryDatabase } from '../../test/testApp';
import { fieldHealth, minuteOf, pruneFieldReports, storeFieldReports } from './fieldReportStore';

const V1 = '3f2a9c01b7de';
const V2 = '9b1c0d2e3f4a';
const WHERE = { remote: 'guides', version: V1, route: '/tobhomes/:step', device: 'desktop' } as const;
const AT = new Date('2026-06-30T12:00:30.000Z');
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const vital = (name: VitalName, value: number, version = V1): FieldReport => ({ kind: 'vital', ...WHERE, version, name, value });
const pageViews = (count: number, version = V1): FieldReport[] => Array.from({ length: count }, () => ({ kind: 'page-view', ...WHERE, version }));
const later = (minutes: number) => new Date(AT.getTime() + minutes * MINUTE_MS);

describe('minuteOf', () => {
  it('is the start of the minute, as ISO 8601', () => {
    expect(minuteOf(new Date('2026-06-30T12:05:59.999Z'))).toBe('2026-06-30T12:05:00.000Z');
  });
});

describe('fieldHealth', () => {
  const period = { remote: 'guides', version: V1, since: new Date('2026-06-30T12:00:00.000Z'), until: new Date('2026-06-30T13:00:00.000Z') };

  it('has nothing to say of a version without reports', async () => {
    const db = await migratedMemoryDatabase();
    expect(await fieldHealth(db, period)).toEqual({
      pageViews: 0,
      errors: 0,
      errorsByKind: { error: 0, 'chunk-error': 0, boundary: 0, fallback: 0 },
      errorRate: null,
      p75Inp: null,
      p75Lcp: null,
      p75Cls: null,
      vitalCounts: { LCP: 0, INP: 0, CLS: 0 },
    });
  });

  it('reads the p75 of INP, LCP and CLS over the period, from batches in several minutes', async () => {
    const db = await migratedMemoryDatabase();
    // INP 40..800 over 20 values in three minutes: the 15th of them is the p75.
    const inp = [40, 56, 64, 72, 88, 96, 104, 112, 120, 136, 152, 160, 176, 184, 200, 232, 264, 320, 480, 800];
    const lcp = [900, 1200, 1400, 1650, 1800, 2100, 2380, 2500, 3900, 6400];
    const cls = [0, 0, 0, 0, 0.01, 0.02, 0.05, 0.1, 0.3, 1.2];
    const all = [...inp.map((value) => vital('INP', value)), ...lcp.map((value) => vital('LCP', value)), ...cls.map((value) => vital('CLS', value))];
    await storeFieldReports(db, all.slice(0, 13), AT);
    await storeFieldReports(db, all.slice(13, 27), later(1));
    await storeFieldReports(db, [...all.slice(27), ...pageViews(10)], later(7));

    expect(await fieldHealth(db, period)).toMatchObject({
      pageViews: 10,
      p75Inp: 200, // the 15th of 20
      p75Lcp: 2500, // the 8th of 10
      p75Cls: 0.1, // the 8th of 10
      vitalCounts: { INP: 20, LCP: 10, CLS: 10 },
    });
  });

  it('reads a p75 between bucket bounds at most 5% above the exact one', async () => {
    const db = await migratedMemoryDatabase();
    await storeFieldReports(db, [130, 140, 150, 163, 170].map((value) => vital('INP', value)), AT);
    // Nearest rank: the 4th of 5 is 163 ms, read as its bucket's bound.
    expect((await fieldHealth(db, period)).p75Inp).toBe(165);
  });

  it("counts only the remote's version, and only minutes from `since` until before `until`", async () => {
    const db = await migratedMemoryDatabase();
    await storeFieldReports(db, [...pageViews(1), vital('INP', 100)], new Date('2026-06-30T11:59:59.000Z'));
    await storeFieldReports(db, [...pageViews(2), vital('INP', 300), { kind: 'error', ...WHERE, source: 'uncaught' }], AT);
    await storeFieldReports(db, [...pageViews(4, V2), vital('INP', 900, V2)], AT);
    await storeFieldReports(db, [{ kind: 'page-view', ...WHERE, remote: 'shell' }], AT);
    await storeFieldReports(db, [...pageViews(8), vital('INP', 700)], new Date('2026-06-30T13:00:00.000Z'));

    expect(await fieldHealth(db, period)).toMatchObject({ pageViews: 2, errors: 1, errorRate: 0.5, p75Inp: 300, vitalCounts: { INP: 1 } });
    expect(await fieldHealth(db, { ...period, version: V2 })).toMatchObject({ pageViews: 4, errors: 0, errorRate: 0, p75Inp: 900 });
    // `since` in the middle of a minute counts that whole minute.
    expect(await fieldHealth(db, { ...period, since: new Date('2026-06-30T11:59:45.000Z') })).toMatchObject({ pageViews: 3 });
  });
});

describe('storeFieldReports', () => {
  it('binds at most 100 values a statement (D1), in one batch', async () => {
    const db = await migratedMemoryDatabase();
    const batches: SqlStatement[][] = [];
    const batch = db.batch.bind(db);
    db.batch = (statements) => {
      batches.push([...statements]);
      return batch(statements);
    };
    const reports: FieldReport[] = Array.from({ length: 50 }, (_, index) =>
      vital(index % 2 ? 'LCP' : 'INP', 10 * index, `${'0'.repeat(11)}${(index % 16).toString(16)}`),
    );
    await storeFieldReports(db, reports, AT);

    expect(batches).toHaveLength(1);
    for (const statement of batches[0]!) expect(statement.params?.length ?? 0).toBeLessThanOrEqual(100);
    expect(await db.first('SELECT COUNT(*) AS count FROM field_reports')).toEqual({ count: 50 });
    expect(await db.first('SELECT SUM(count) AS count FROM field_vitals')).toEqual({ count: 50 });
  });
});

describe('pruneFieldReports', () => {
  it('deletes raw reports past their retention, counts past 90 days, and salts of past days', async () => {
    const db = await migratedMemoryDatabase();
    const now = new Date('2026-06-30T12:00:00.000Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    for (const days of [91, 4, 3.01, 2.99]) await storeFieldReports(db, [...pageViews(1), vital('LCP', 1000)], daysAgo(days));
    await db.run("INSERT INTO field_report_salts (day, salt) VALUES ('2026-06-29', 'a'), ('2026-06-30', 'b')");

    expect(await pruneFieldReports(db, now, 3 * DAY_MS)).toEqual({ reports: 6, aggregates: 2, salts: 1 });

    expect(await db.all('SELECT DISTINCT minute FROM field_reports')).toEqual([{ minute: minuteOf(daysAgo(2.99)) }]);
    expect(await db.all('SELECT minute FROM field_minutes ORDER BY minute')).toEqual(
      [4, 3.01, 2.99].map((days) => ({ minute: minuteOf(daysAgo(days)) })),
    );
    expect(await db.all('SELECT day FROM field_report_salts')).toEqual([{ day: '2026-06-30' }]);
    expect(await pruneFieldReports(db, now, 3 * DAY_MS)).toEqual({ reports: 0, aggregates: 0, salts: 0 });
  });
});
