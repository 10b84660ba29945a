import { COHORTS, baselineCohorts, cohortCookie, cohortFor, inCanary, inHoldback, newCohort, signCohort, verifiedCohort } from 'site/canary';

const KEY = 'a-preview-key-for-these-tests-0123456789abcdef';
const OTHER_KEY = 'another-preview-key-for-these-tests-0123456789';

describe('cohorts', () => {
  it('keeps the signed cookie value on the wire', async () => {
    // Signed before the cohort's signing moved to credentials/src/signing.js.
    const signed = '42.150QBK0NRaSK4XEJe4Ovh0muUHvxrfwC6B-qGRk3e6g';
    expect(await signCohort(42, KEY)).toBe(signed);
    expect(await verifiedCohort(`av_cohort=${signed}`, KEY)).toBe(42);
  });

  it('reads a cohort the composer signed, among other cookies', async () => {
    for (const cohort of [0, 7, 42, 99]) expect(await verifiedCohort(`theme=dark; av_cohort=${await signCohort(cohort, KEY)}; other=1`, KEY)).toBe(cohort);
  });

  it("never takes a client's word for its cohort: unsigned, signed for another cohort or with another key, or malformed, it has none (#44)", async () => {
    const signed7 = await signCohort(7, KEY);
    const signature = signed7.split('.')[1];
    expect(await verifiedCohort('av_cohort=7', KEY)).toBeUndefined();
    expect(await verifiedCohort(`av_cohort=8.${signature}`, KEY)).toBeUndefined();
    expect(await verifiedCohort(`av_cohort=07.${signature}`, KEY)).toBeUndefined();
    expect(await verifiedCohort(`av_cohort=${signed7}`, OTHER_KEY)).toBeUndefined();
    expect(await verifiedCohort(`av_cohort=${signed7}x`, KEY)).toBeUndefined();
    expect(await verifiedCohort(`xav_cohort=${signed7}`, KEY)).toBeUndefined();
    expect(await verifiedCohort(null, KEY)).toBeUndefined();
    await expect(signCohort(100, KEY)).rejects.toThrow('no cohort 100');
  });

  it('keeps a cohort a year, for the whole site, from scripts, and over https only where the site is', async () => {
    const signed = await signCohort(7, KEY);
    expect(cohortCookie(signed, true)).toBe(`av_cohort=${signed}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`);
    expect(cohortCookie(signed, false)).toBe(`av_cohort=${signed}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`);
  });

  it('puts a share of new visitors in the canary within a few points of the share', () => {
    for (const share of [10, 50]) {
      const visitors = Array.from({ length: 10_000 }, newCohort);
      expect(visitors.every((cohort) => Number.isInteger(cohort) && cohort >= 0 && cohort < 100)).toBe(true);
      const inIt = visitors.filter((cohort) => inCanary(cohort, share, 'careers')).length / visitors.length;
      expect(Math.abs(inIt * 100 - share)).toBeLessThan(3);
    }
  });

  it('gives every remote exactly its share of the cohorts, each in its own order', () => {
    const cohorts = Array.from({ length: COHORTS }, (_, cohort) => cohort);
    for (const remote of ['marketing', 'careers', 'payments', 'guides', 'staffhub']) {
      for (const share of [1, 10, 50, 99]) expect(cohorts.filter((cohort) => inCanary(cohort, share, remote))).toHaveLength(share);
    }
    const tenPercent = (remote: string) => cohorts.filter((cohort) => inCanary(cohort, 10, remote));
    expect(tenPercent('careers')).not.toEqual(tenPercent('payments'));
    // A canary grows over the visitors it had: a larger share keeps the smaller share's.
    expect(cohorts.filter((cohort) => inCanary(cohort, 10, 'careers') && !inCanary(cohort, 50, 'careers'))).toEqual([]);
  });

  it("puts two remotes' canaries on independent visitors: two 50% canaries share about a quarter of them", () => {
    const visitors = Array.from({ length: 20_000 }, newCohort);
    const remotes = ['marketing', 'careers', 'payments', 'guides', 'staffhub'];
    for (const [i, first] of remotes.entries()) {
      for (const second of remotes.slice(i + 1)) {
        const both = visitors.filter((cohort) => inCanary(cohort, 50, first) && inCanary(cohort, 50, second)).length / visitors.length;
        // Independent: 25% of visitors; the same order would give 50%, opposite orders 0%.
        expect(Math.abs(both - 0.25)).toBeLessThan(0.07);
      }
    }
  });

  it('names a cohort inside and one outside a canary, as a test or a journey needs', () => {
    expect(inCanary(cohortFor('careers', 10), 10, 'careers')).toBe(true);
    expect(inCanary(cohortFor('careers', 10, false), 10, 'careers')).toBe(false);
    expect(() => cohortFor('careers', 100, false)).toThrow('no cohort is outside a 100% canary');
  });
});

describe("a canary's baseline (#44 item 3)", () => {
  it('is as many cohorts as the canary, none of them in it, all of them on the live version', () => {
    for (const remote of ['careers', 'payments']) {
      for (const share of [1, 10, 25, 50]) {
        const baseline = baselineCohorts(remote, share);
        expect(baseline).toHaveLength(share);
        expect(baseline.filter((cohort) => inCanary(cohort, share, remote))).toEqual([]);
        // The cohorts a canary of twice the share would take: the next in that remote's order.
        expect(baseline.every((cohort) => inCanary(cohort, 2 * share, remote))).toBe(true);
      }
    }
  });

  it('is the rest of the cohorts past half', () => {
    expect(baselineCohorts('careers', 70)).toHaveLength(30);
    expect(baselineCohorts('careers', 99)).toHaveLength(1);
  });
});

describe("a release's holdback (#44 item 3)", () => {
  it("is exactly its share of the cohorts, the last in that remote's order, apart from any canary of up to the rest", () => {
    for (const remote of ['careers', 'guides']) {
      const held = Array.from({ length: COHORTS }, (_, cohort) => cohort).filter((cohort) => inHoldback(cohort, 5, remote));
      expect(held).toHaveLength(5);
      expect(held.filter((cohort) => inCanary(cohort, 95, remote))).toEqual([]);
    }
  });
});

