// The cohort bucket of a client (#44, item 2): one of COHORT_BUCKETS, from its daily
// pseudonym (clientPseudonym.ts). Each page load is counted in its client's bucket as well
// (field_cohort_minutes), and a client's page loads all fall in one bucket, so the spread
// of the buckets' error shares measures how errors cluster per visitor: the canary judge
// estimates a version's variance from it (the bucket as the cluster) instead of assuming
// a design effect. The pseudonym is an HMAC under a secret salt, so the buckets fill
// evenly and a client cannot pick its own; only the bucket's number is stored.

/** Buckets of clients: enough for a variance between clusters, few enough to read whole. */
export const COHORT_BUCKETS = 100;

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * The client's bucket, 0 to COHORT_BUCKETS - 1: FNV-1a (32 bits) of the pseudonym's
 * characters. A hash of the whole string rather than its first hex digits read as a
 * number, so any key gives a bucket (the tests' clients are not hex) and never NaN.
 */
export function cohortBucketOf(pseudonym: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (let index = 0; index < pseudonym.length; index++) {
    hash = Math.imul(hash ^ pseudonym.charCodeAt(index), FNV_PRIME);
  }
  return (hash >>> 0) % COHORT_BUCKETS;
}
