import type { FieldReport } from 'contract/schemas/fieldReports';
import type { Database } from '../db/database';
import { migratedFieldDatabase } from '../../test/testApp';
import { fieldHealthBuckets } from './fieldHealthBuckets';
import { storeFieldReports } from './fieldReportStore';

const V1 = '3f2a9c01b7de';
const V2 = '9b1c0d2e3f4a';
const WHERE = { remote: 'careers', version: V1, route: '/apply', device: 'mobile' } as const;
const HOUR_MS = 60 * 60 * 1000;
const SINCE = new Date('2026-06-30T00:00:00.000Z');
const DAY = { since: SINCE, bucketMs: HOUR_MS, count: 24 };

let grants = 0;
function pageLoad(db: Database, at: Date, reports: FieldReport[]) {
  return storeFieldReports(db, { grant: { id: `grant-${++grants}`, expiresAt: new Date(at.getTime() + HOUR_MS) }, reports, at, ceilingPerMinute: 6000, client: `client-${grants}`, loadsPerClientPerHour: 6 });
}
const view = (version = V1): FieldReport => ({ kind: 'page-view', ...WHERE, version });
const error = (version = V1): FieldReport => ({ kind: 'error', ...WHERE, version, source: 'uncaught', message: 'boom' });
const lcp = (value: number, version = V1): FieldReport => ({ kind: 'vital', ...WHERE, version, name: 'LCP', value });
const inp = (value: number, version = V1): FieldReport => ({ kind: 'vital', ...WHERE, version, name: 'INP', value });
const at = (iso: string) => new Date(`2026-06-30T${iso}Z`);

describe('fieldHealthBuckets', () => {
  it('has nothing to chart without reports', async () => {
    expect(await fieldHealthBuckets(await migratedFieldDatabase(), DAY)).toEqual([]);
  });

  it('counts each page load in the bucket its minute falls in, one point per bucket in order', async () => {
    const db = await migratedFieldDatabase();
    await pageLoad(db, at('00:00:00.000'), [view()]);
    await pageLoad(db, at('00:59:59.000'), [view(), error()]);
    await pageLoad(db, at('01:00:00.000'), [view()]);
    await pageLoad(db, at('23:30:00.000'), [view(), error()]);
    const [series, ...others] = await fieldHealthBuckets(db, DAY);
    expect(others).toEqual([]);
    expect(series).toMatchObject({ remote: 'careers', version: V1 });
    expect(series!.points).toHaveLength(24);
    expect(series!.points[0]).toEqual({ at: '2026-06-30T00:00:00.000Z', pageLoads: 2, erroredPageLoads: 1, lcpP75: null, inpP75: null });
    expect(series!.points[1]).toMatchObject({ at: '2026-06-30T01:00:00.000Z', pageLoads: 1, erroredPageLoads: 0 });
    expect(series!.points[2]).toMatchObject({ at: '2026-06-30T02:00:00.000Z', pageLoads: 0, erroredPageLoads: 0 });
    expect(series!.points[23]).toMatchObject({ at: '2026-06-30T23:00:00.000Z', pageLoads: 1, erroredPageLoads: 1 });
  });

  it('leaves out what is before or after the period', async () => {
    const db = await migratedFieldDatabase();
    await pageLoad(db, new Date(SINCE.getTime() - 60_000), [view()]);
    await pageLoad(db, new Date(SINCE.getTime() + 24 * HOUR_MS), [view()]);
    expect(await fieldHealthBuckets(db, DAY)).toEqual([]);
  });

  it('sums six hours into a bucket over a week', async () => {
    const db = await migratedFieldDatabase();
    await pageLoad(db, at('06:00:00.000'), [view()]);
    await pageLoad(db, at('11:59:00.000'), [view()]);
    await pageLoad(db, at('12:00:00.000'), [view()]);
    const [series] = await fieldHealthBuckets(db, { since: new Date('2026-06-24T18:00:00.000Z'), bucketMs: 6 * HOUR_MS, count: 28 });
    const loads = series!.points.map((point) => point.pageLoads);
    // 2026-06-30 06:00 is bucket 22 (5 days and 12 hours, 132 hours, after 06-24 18:00).
    expect(series!.points[22]!.at).toBe('2026-06-30T06:00:00.000Z');
    expect(loads.slice(21, 25)).toEqual([0, 2, 1, 0]);
    expect(loads.reduce((sum, n) => sum + n, 0)).toBe(3);
  });

  it('reads each bucket\'s p75 LCP and INP from its histograms, per version', async () => {
    const db = await migratedFieldDatabase();
    for (const [index, value] of [1000, 1200, 2000, 4000].entries()) await pageLoad(db, at(`03:0${index}:00.000`), [view(), lcp(value), inp(value / 10)]);
    await pageLoad(db, at('03:10:00.000'), [view(V2), lcp(900, V2)]);
    const [v1, v2] = await fieldHealthBuckets(db, DAY);
    // Nearest rank: 75% of 4 values is the 3rd, 2000 ms (a bucket bound); INP 200 ms.
    expect(v1!.points[3]).toMatchObject({ pageLoads: 4, lcpP75: 2000, inpP75: 200 });
    expect(v1!.points[4]).toMatchObject({ pageLoads: 0, lcpP75: null, inpP75: null });
    expect(v2).toMatchObject({ version: V2 });
    expect(v2!.points[3]).toMatchObject({ pageLoads: 1, lcpP75: 900, inpP75: null });
  });
});
