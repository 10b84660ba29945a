import { DEFAULT_CANARY_POLICY, canaryPolicyFrom, cohortCookie, cohortOf, inCanary, judgeCanary, judgeWatch, newCohort } from 'site/canary';

const health = (pageViews: number, errors: number, p75Inp: number | null = 100, p75Lcp: number | null = 1500) => ({
  pageViews,
  errors,
  errorRate: pageViews === 0 ? null : errors / pageViews,
  p75Inp,
  p75Lcp,
});
const policy = { ...DEFAULT_CANARY_POLICY, minPageViews: 100 };

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

describe('the judgment of a canary', () => {
  it('waits for enough page views of the canary', () => {
    expect(judgeCanary({ canary: health(40, 30), live: health(400, 0), minutes: 5, policy })).toEqual({ decision: 'wait', reason: '40 of 100 page views' });
  });

  it('rolls back a canary whose error rate is worse than the live one by more than the margin, and says both', () => {
    const judgment = judgeCanary({ canary: health(100, 20), live: health(300, 3), minutes: 5, policy });
    expect(judgment).toEqual({
      decision: 'rollback',
      reason: "error rate 20.0% against the live version's 1.0% (margin 1.0%); 100 page views of the canary, 300 of the live version",
    });
  });

  it('rolls back a canary whose p75 INP or LCP is worse by more than the margin', () => {
    expect(judgeCanary({ canary: health(100, 0, 400), live: health(300, 0, 100), minutes: 5, policy }).reason).toMatch(/^p75 INP 400 ms against the live version's 100 ms \(margin 20%\)/);
    expect(judgeCanary({ canary: health(100, 0, 100, 4000), live: health(300, 0, 100, 1500), minutes: 5, policy }).reason).toMatch(/^p75 LCP 4000 ms/);
  });

  it('promotes a canary no worse than the live one within the margins', () => {
    const judgment = judgeCanary({ canary: health(100, 1, 110, 1600), live: health(300, 3), minutes: 5, policy });
    expect(judgment.decision).toBe('promote');
    expect(judgment.reason).toBe(
      "error rate 1.0% against the live version's 1.0%, p75 INP 110 ms against 100 ms, p75 LCP 1600 ms against 1500 ms; 100 page views of the canary, 300 of the live version",
    );
  });

  it('judges on what it has at the time limit, and rolls back a canary no one saw', () => {
    expect(judgeCanary({ canary: health(10, 0), live: health(300, 3), minutes: 60, policy }).decision).toBe('promote');
    expect(judgeCanary({ canary: health(0, 0, null, null), live: health(300, 3), minutes: 60, policy })).toEqual({
      decision: 'rollback',
      reason: 'no page view of the canary in 60 minutes',
    });
  });
});

describe('the watch of a full release', () => {
  it('rolls back on a spike of errors against the version before, keeps it after the watch', () => {
    expect(judgeWatch({ current: health(100, 30), before: health(100, 1), minutes: 3, policy })).toEqual({
      decision: 'rollback',
      reason: "error rate 30.0% against the version before's 1.0% (margin 1.0%); 100 page views since the release",
    });
    // Vitals alone do not roll a full release back.
    expect(judgeWatch({ current: health(100, 1, 900), before: health(100, 1, 100), minutes: 3, policy }).decision).toBe('wait');
    expect(judgeWatch({ current: health(100, 1), before: health(100, 1), minutes: 3, policy }).decision).toBe('wait');
    expect(judgeWatch({ current: health(100, 1), before: health(100, 1), minutes: 30, policy })).toEqual({ decision: 'keep', reason: 'no spike in 30 minutes' });
  });
});

describe('the policy', () => {
  it('takes what the environment sets, and the defaults for the rest or for nonsense', () => {
    expect(canaryPolicyFrom({ CANARY_MIN_PAGE_VIEWS: '10', CANARY_MAX_MINUTES: 'soon', CANARY_VITALS_MARGIN: '-1' })).toEqual({ ...DEFAULT_CANARY_POLICY, minPageViews: 10 });
  });
});
