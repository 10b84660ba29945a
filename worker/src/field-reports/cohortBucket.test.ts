import { createHmac } from 'node:crypto';
import { COHORT_BUCKETS, cohortBucketOf } from './cohortBucket';

/** A pseudonym as clientPseudonym.ts makes it: 32 hex digits of an HMAC-SHA256 of the client's address under the day's salt. */
const pseudonym = (address: string) => createHmac('sha256', 'the salt of a day').update(address).digest('hex').slice(0, 32);
const addresses = (count: number) => Array.from({ length: count }, (_, index) => `198.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`);

describe('cohortBucketOf', () => {
  it("is the same for a client's every page load of the day", () => {
    expect(cohortBucketOf(pseudonym('198.51.100.7'))).toBe(cohortBucketOf(pseudonym('198.51.100.7')));
    expect(cohortBucketOf('0f3a9c01b7de4f2a9b1c0d2e3f4a5b6c')).toBe(cohortBucketOf('0f3a9c01b7de4f2a9b1c0d2e3f4a5b6c'));
  });

  it(`is a whole number from 0 to ${COHORT_BUCKETS - 1}, whatever the key`, () => {
    for (const key of [...addresses(1000).map(pseudonym), '', 'client-a', 'a client', 'ffffffffffffffffffffffffffffffff', '00000000000000000000000000000000']) {
      const bucket = cohortBucketOf(key);
      expect(Number.isInteger(bucket)).toBe(true);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(COHORT_BUCKETS);
    }
  });

  it('fills the buckets evenly: 10,000 clients put 50 to 150 in each (100 on average)', () => {
    const counts = new Array<number>(COHORT_BUCKETS).fill(0);
    for (const address of addresses(10_000)) counts[cohortBucketOf(pseudonym(address))]!++;
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(50);
    expect(Math.max(...counts)).toBeLessThanOrEqual(150);
  });
});
