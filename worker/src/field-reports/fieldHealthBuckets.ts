// The bucketed read beside fieldHealth (fieldReportStore.ts): every remote's versions over
// consecutive buckets of equal length (an hour, six hours), each bucket's page loads,
// errored page loads and p75 LCP and INP, summed from the counts per minute in two
// queries whatever the period (the minute index bounds both). For the office's health
// charts (src/office/health); the release judge keeps reading fieldHealth.
import type { Database } from '../db/database';
import { minuteOf } from './fieldReportStore';
import { percentile } from './vitalBuckets';

export interface BucketedHealthQuery {
  /** The first bucket's start. */
  since: Date;
  bucketMs: number;
  /** How many buckets: the period is [since, since + count × bucketMs). */
  count: number;
}

export interface HealthPoint {
  /** The bucket's start, ISO 8601. */
  at: string;
  pageLoads: number;
  erroredPageLoads: number;
  lcpP75: number | null;
  inpP75: number | null;
}

export interface VersionPoints {
  remote: string;
  version: string;
  /** One point per bucket, in order, zero and null where the version had no reports. */
  points: HealthPoint[];
}

const CHARTED_VITALS = ['LCP', 'INP'] as const;
type ChartedVital = (typeof CHARTED_VITALS)[number];

/**
 * The bucket a minute falls in, counted from `since` (SQLite and D1 alike read an ISO 8601
 * minute with strftime); integer division, the bound numbers cast (a driver may bind them as reals).
 */
const SLOT = `(CAST(strftime('%s', minute) AS INTEGER) * 1000 - CAST(? AS INTEGER)) / CAST(? AS INTEGER)`;

/** Every remote's versions that reported in the period, by remote then version, each with its points. */
export async function fieldHealthBuckets(db: Database, { since, bucketMs, count }: BucketedHealthQuery): Promise<VersionPoints[]> {
  const from = minuteOf(since);
  const until = new Date(since.getTime() + count * bucketMs).toISOString();
  const slotParams = [since.getTime(), bucketMs];
  const loads = await db.all<{ remote: string; version: string; slot: number; page_loads: number; errored_loads: number }>(
    `SELECT remote, version, ${SLOT} AS slot, SUM(page_loads) AS page_loads, SUM(errored_loads) AS errored_loads
     FROM field_minutes WHERE minute >= ? AND minute < ? GROUP BY remote, version, slot`,
    [...slotParams, from, until],
  );
  const vitals = await db.all<{ remote: string; version: string; slot: number; name: ChartedVital; bucket: number; count: number }>(
    `SELECT remote, version, ${SLOT} AS slot, name, bucket, SUM(count) AS count
     FROM field_vitals WHERE minute >= ? AND minute < ? AND name IN (${CHARTED_VITALS.map(() => '?').join(', ')})
     GROUP BY remote, version, slot, name, bucket`,
    [...slotParams, from, until, ...CHARTED_VITALS],
  );

  const series = new Map<string, { remote: string; version: string; points: HealthPoint[]; histograms: Map<string, Array<{ bucket: number; count: number }>> }>();
  const seriesOf = (remote: string, version: string) => {
    const key = JSON.stringify([remote, version]);
    let entry = series.get(key);
    if (!entry) {
      const points = Array.from({ length: count }, (_, slot) => ({
        at: new Date(since.getTime() + slot * bucketMs).toISOString(),
        pageLoads: 0,
        erroredPageLoads: 0,
        lcpP75: null,
        inpP75: null,
      }));
      entry = { remote, version, points, histograms: new Map() };
      series.set(key, entry);
    }
    return entry;
  };
  const inPeriod = (slot: number) => Number.isInteger(slot) && slot >= 0 && slot < count;

  for (const row of loads) {
    if (!inPeriod(row.slot)) continue;
    const point = seriesOf(row.remote, row.version).points[row.slot]!;
    point.pageLoads = row.page_loads;
    point.erroredPageLoads = row.errored_loads;
  }
  for (const row of vitals) {
    if (!inPeriod(row.slot)) continue;
    const { histograms } = seriesOf(row.remote, row.version);
    const key = `${row.slot}:${row.name}`;
    histograms.set(key, [...(histograms.get(key) ?? []), { bucket: row.bucket, count: row.count }]);
  }
  for (const entry of series.values()) {
    entry.points.forEach((point, slot) => {
      point.lcpP75 = percentile('LCP', entry.histograms.get(`${slot}:LCP`) ?? [], 0.75);
      point.inpP75 = percentile('INP', entry.histograms.get(`${slot}:INP`) ?? [], 0.75);
    });
  }
  return [...series.values()]
    .map(({ remote, version, points }) => ({ remote, version, points }))
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version));
}
