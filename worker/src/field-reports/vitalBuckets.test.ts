import fc from 'fast-check';
import { VITAL_MAX, VITAL_NAMES, type VitalName } from 'contract/schemas/fieldReports';
import { bucketValue, percentile, vitalBucket } from './vitalBuckets';

/** The exact nearest-rank percentile of a list of values. */
function exactPercentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1]!;
}

function histogram(name: VitalName, values: number[]) {
  const counts = new Map<number, number>();
  for (const value of values) {
    const bucket = vitalBucket(name, value);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
}

/** One unit of each vital: a millisecond, or a thousandth of CLS. */
const UNIT: Record<VitalName, number> = { LCP: 1, INP: 1, CLS: 0.001 };
/** What the reading may be off by besides its bucket's width: the rounding to a millionth of a unit, and to 4 places. */
const SLACK: Record<VitalName, number> = { LCP: 1e-6, INP: 1e-6, CLS: 0.00005 };

/** A reading of `exact` is never below it, and at most a unit or 5% above it. */
function expectReading(name: VitalName, read: number, exact: number) {
  expect(read).toBeGreaterThanOrEqual(exact - SLACK[name]);
  expect(read).toBeLessThanOrEqual(Math.max(exact * 1.05, exact + UNIT[name]) + SLACK[name]);
}

const vitalValue = (name: VitalName) => fc.double({ min: 0, max: VITAL_MAX[name], noNaN: true });

describe('vitalBucket', () => {
  it('keeps 0 as 0, so a page that never shifted reads as a CLS of 0', () => {
    expect(vitalBucket('CLS', 0)).toBe(0);
    expect(bucketValue('CLS', 0)).toBe(0);
  });

  it('rounds up to a whole unit up to 100 units, then to steps of 5% of the decade', () => {
    expect([0.2, 1, 16.1, 99.5, 100].map((ms) => vitalBucket('INP', ms))).toEqual([1, 1, 17, 100, 100]);
    expect([100.1, 104, 999, 1000, 1001, 2480, 10_001, 119_000].map((ms) => vitalBucket('LCP', ms))).toEqual([
      105, 105, 1000, 1000, 1050, 2500, 10_500, 120_000,
    ]);
    expect([0.0004, 0.07, 0.1, 0.1001, 0.25, 2.5].map((cls) => vitalBucket('CLS', cls))).toEqual([1, 70, 100, 105, 250, 2500]);
  });

  it.each([
    ['INP', [200, 500]],
    ['LCP', [2500, 4000]],
    ['CLS', [0.1, 0.25]],
  ] as const)("keeps %s's thresholds %j as bounds: a value at one is read as it, a hair above as more", (name, thresholds) => {
    for (const threshold of thresholds) {
      expect(bucketValue(name, vitalBucket(name, threshold))).toBe(threshold);
      expect(bucketValue(name, vitalBucket(name, threshold * 1.0001))).toBeGreaterThan(threshold);
    }
  });

  it.each(VITAL_NAMES)('reads each %s value back at most a unit or 5%% above it, never below', (name) => {
    fc.assert(
      fc.property(vitalValue(name), (value) => {
        const bucket = vitalBucket(name, value);
        expect(Number.isInteger(bucket)).toBe(true);
        expectReading(name, bucketValue(name, bucket), value);
      }),
      { numRuns: 5_000 },
    );
  });

  it('puts a larger value in the same or a later bucket', () => {
    fc.assert(
      fc.property(vitalValue('LCP'), vitalValue('LCP'), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(vitalBucket('LCP', low)).toBeLessThanOrEqual(vitalBucket('LCP', high));
      }),
    );
  });
});

describe('percentile', () => {
  it('is null without values', () => {
    expect(percentile('INP', [], 0.75)).toBeNull();
  });

  it('takes the nearest rank: of four values, the third', () => {
    expect(percentile('INP', histogram('INP', [40, 80, 200, 900]), 0.75)).toBe(200);
    expect(percentile('INP', histogram('INP', [40, 80, 200, 900, 950]), 0.75)).toBe(900);
  });

  it.each(VITAL_NAMES)('reads the p75 of %s values from their histogram as the exact one, at most a unit or 5%% above', (name) => {
    fc.assert(
      fc.property(fc.array(vitalValue(name), { minLength: 1, maxLength: 200 }), (values) => {
        expectReading(name, percentile(name, histogram(name, values), 0.75)!, exactPercentile(values, 0.75));
      }),
      { numRuns: 1_000 },
    );
  });
});
