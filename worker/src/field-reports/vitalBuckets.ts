// The histogram a web vital is counted in (table field_vitals), so a percentile of any
// period is read from a few counts per minute rather than every value.
//
// A value is put in units (milliseconds for LCP and INP, thousandths for CLS) and rounded
// up to its bucket: to a whole unit up to 100, then in steps of 5% of the decade's start
// (100, 105, 110, ... 1000, 1050, 1100, ... 10000, 10500, ...). A bucket is stored as that
// rounded value, so the table reads plainly, and a percentile read from it is never below
// the exact one and at most 1 unit or 5% above it. The web vitals' thresholds (INP 200 and
// 500 ms, LCP 2500 and 4000 ms, CLS 0.1 and 0.25) are bucket bounds: judged against them,
// the histogram gives the same verdict as the exact values.
import type { VitalName } from 'contract/schemas/fieldReports';

const UNITS_PER_VALUE: Readonly<Record<VitalName, number>> = { LCP: 1, INP: 1, CLS: 1000 };
/** Up to this many units a bucket is one unit wide. */
const FINE_UP_TO = 100;

/** The bucket of a vital's value: the value in units, rounded up. */
export function vitalBucket(name: VitalName, value: number): number {
  // Rounded to a millionth first, so 0.07 × 1000 (70.00000000000001) is 70.
  const units = Math.round(value * UNITS_PER_VALUE[name] * 1e6) / 1e6;
  if (units <= 0) return 0;
  if (units <= FINE_UP_TO) return Math.ceil(units);
  let step = 5;
  for (let decadeEnd = 1000; units > decadeEnd; decadeEnd *= 10) step *= 10;
  return Math.ceil(units / step) * step;
}

/** What a bucket stands for, in the vital's own units: LCP and INP in ms, CLS unitless. */
export const bucketValue = (name: VitalName, bucket: number) => Math.round((bucket / UNITS_PER_VALUE[name]) * 10_000) / 10_000;

/**
 * The p-th percentile (nearest rank: the smallest value with at least p of the values at
 * or below it) of a histogram, as its bucket's value; null without values.
 */
export function percentile(name: VitalName, counts: ReadonlyArray<{ bucket: number; count: number }>, p: number): number | null {
  const sorted = [...counts].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const { bucket, count } of sorted) {
    seen += count;
    if (seen >= rank) return bucketValue(name, bucket);
  }
  return bucketValue(name, sorted.at(-1)!.bucket);
}
