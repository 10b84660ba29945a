import { cohortCookie, cohortOf, inCanary, newCohort } from 'site/canary';

describe('cohorts', () => {
  it('reads the cohort cookie among others, and nothing malformed', () => {
    expect(cohortOf('theme=dark; av_cohort=7; other=1')).toBe(7);
    expect(cohortOf('av_cohort=42')).toBe(42);
    expect(cohortOf('av_cohort=100')).toBeUndefined();
    expect(cohortOf('av_cohort=x')).toBeUndefined();
    expect(cohortOf('xav_cohort=5')).toBeUndefined();
    expect(cohortOf(null)).toBeUndefined();
  });

  it('keeps a cohort a year, for the whole site, and over https only where the site is', () => {
    expect(cohortCookie(7, true)).toBe('av_cohort=7; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(cohortCookie(7, false)).toBe('av_cohort=7; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('puts a share of new visitors in the canary within a few points of the share', () => {
    for (const share of [10, 50]) {
      const visitors = Array.from({ length: 10_000 }, newCohort);
      expect(visitors.every((cohort) => Number.isInteger(cohort) && cohort >= 0 && cohort < 100)).toBe(true);
      const inIt = visitors.filter((cohort) => inCanary(cohort, share)).length / visitors.length;
      expect(Math.abs(inIt * 100 - share)).toBeLessThan(3);
    }
  });
});
