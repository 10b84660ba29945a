// The buckets of a range: 24 hours by the hour, or 7 days by six hours (28 points), on
// UTC boundaries, the last one the bucket now falls in (still filling).
import type { HEALTH_RANGES } from 'contract/schemas/office';

export type HealthRange = (typeof HEALTH_RANGES)[number];

const HOUR_MS = 60 * 60 * 1000;

export const RANGE_BUCKETS: Readonly<Record<HealthRange, { bucketMs: number; count: number }>> = {
  day: { bucketMs: HOUR_MS, count: 24 },
  week: { bucketMs: 6 * HOUR_MS, count: 28 },
};

/** The range's buckets at `now`: the first bucket's start, their length and how many. */
export function bucketsOf(range: HealthRange, now: Date): { since: Date; bucketMs: number; count: number } {
  const { bucketMs, count } = RANGE_BUCKETS[range];
  // Whole buckets since the epoch (a midnight UTC, so six-hour buckets start at 00, 06, 12 and 18 UTC).
  const current = Math.floor(now.getTime() / bucketMs) * bucketMs;
  return { since: new Date(current - (count - 1) * bucketMs), bucketMs, count };
}
