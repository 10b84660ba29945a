// Canary releases (docs/releasing.md, "Canary releases"): a remote's new version is live
// for a share of visitors first, beside the version everyone else gets, and is promoted
// or rolled back on what those visitors' browsers report (worker: /field-health). Read by
// the composer (which version a visitor gets), the release tool and the judge (which runs
// where the release store lives: tooling/scripts/serve-releases.mjs locally, the release
// service's cron in production).
//
// A visitor is put in one of 100 cohorts once, kept in a first-party cookie that holds
// nothing but that number; cohorts below the share get the canary.

const COHORT_COOKIE = 'av_cohort';
const COHORTS = 100;
/** A year: a visitor keeps their cohort, so the same version, across visits. */
const COHORT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's cohort from a Cookie header, or undefined when it has none (or a malformed one). @param {string | null | undefined} cookieHeader */
function cohortOf(cookieHeader) {
  const match = new RegExp(`(?:^|;\\s*)${COHORT_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookieHeader ?? '');
  return match ? Number(match[1]) : undefined;
}

/** A cohort for a visitor who has none: uniform over 0..99. */
function newCohort() {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % COHORTS;
}

/** The Set-Cookie that keeps `cohort`. @param {number} cohort @param {boolean} secure */
const cohortCookie = (cohort, secure) =>
  `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${COHORT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Whether a visitor in `cohort` gets a canary released to `share` percent of visitors. @param {number} cohort @param {number} share */
const inCanary = (cohort, share) => cohort < share;

/**
 * @typedef {{ pageViews: number, errors: number, errorRate: number | null, p75Inp: number | null, p75Lcp: number | null }} Health
 * @typedef {{ minPageViews: number, maxMinutes: number, errorRateMargin: number, vitalsMargin: number, watchMinutes: number }} CanaryPolicy
 * @typedef {{ decision: 'promote' | 'keep' | 'rollback' | 'wait', reason: string }} Judgment
 */

/** @type {CanaryPolicy} */
const DEFAULT_CANARY_POLICY = {
  // Enough of the canary's page views to tell its error rate from the live one's.
  minPageViews: 200,
  // Past it, the canary is judged on what it has, and rolled back if it has no page view.
  maxMinutes: 60,
  // The canary's error rate may exceed the live one's by this much (errors per page view).
  errorRateMargin: 0.01,
  // Its p75 INP and LCP may exceed the live one's by this fraction.
  vitalsMargin: 0.2,
  // How long a full release is watched for a spike of errors.
  watchMinutes: 30,
};

/** The policy, with any of CANARY_MIN_PAGE_VIEWS, CANARY_MAX_MINUTES, CANARY_ERROR_RATE_MARGIN, CANARY_VITALS_MARGIN, CANARY_WATCH_MINUTES set. @param {Record<string, string | undefined>} env @returns {CanaryPolicy} */
function canaryPolicyFrom(env) {
  /** @param {string} name @param {number} fallback */
  const read = (name, fallback) => {
    const value = Number(env[name]);
    return env[name] !== undefined && env[name] !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  const d = DEFAULT_CANARY_POLICY;
  return {
    minPageViews: read('CANARY_MIN_PAGE_VIEWS', d.minPageViews),
    maxMinutes: read('CANARY_MAX_MINUTES', d.maxMinutes),
    errorRateMargin: read('CANARY_ERROR_RATE_MARGIN', d.errorRateMargin),
    vitalsMargin: read('CANARY_VITALS_MARGIN', d.vitalsMargin),
    watchMinutes: read('CANARY_WATCH_MINUTES', d.watchMinutes),
  };
}

/** @param {number | null} rate */
const percent = (rate) => (rate === null ? 'none' : `${(rate * 100).toFixed(1)}%`);
/** @param {number | null} value */
const ms = (value) => (value === null ? 'none' : `${Math.round(value)} ms`);

/**
 * Whether the canary is worse than the version it is compared with by more than the
 * policy's margins: its error rate, then its p75 INP and LCP (each compared only where
 * both have values). `theirs` names that version in the reason.
 * @param {Health} canary @param {Health} live @param {CanaryPolicy} policy
 * @returns {string | undefined} why it is worse, or undefined
 */
function worseThan(canary, live, policy, theirs = "the live version's") {
  const canaryRate = canary.errorRate ?? 0;
  const liveRate = live.errorRate ?? 0;
  if (canaryRate > liveRate + policy.errorRateMargin) {
    return `error rate ${percent(canaryRate)} against ${theirs} ${percent(liveRate)} (margin ${percent(policy.errorRateMargin)})`;
  }
  for (const [name, key] of /** @type {const} */ ([['INP', 'p75Inp'], ['LCP', 'p75Lcp']])) {
    const [mine, their] = [canary[key], live[key]];
    if (mine !== null && their !== null && mine > their * (1 + policy.vitalsMargin)) {
      return `p75 ${name} ${ms(mine)} against ${theirs} ${ms(their)} (margin ${Math.round(policy.vitalsMargin * 100)}%)`;
    }
  }
  return undefined;
}

/**
 * The judgment of a canary from both versions' health over the same period.
 * @param {{ canary: Health, live: Health, minutes: number, policy: CanaryPolicy }} input
 * @returns {Judgment}
 */
function judgeCanary({ canary, live, minutes, policy }) {
  const enough = canary.pageViews >= policy.minPageViews;
  const overTime = minutes >= policy.maxMinutes;
  if (!enough && !overTime) return { decision: 'wait', reason: `${canary.pageViews} of ${policy.minPageViews} page views` };
  if (canary.pageViews === 0) return { decision: 'rollback', reason: `no page view of the canary in ${policy.maxMinutes} minutes` };
  const worse = worseThan(canary, live, policy);
  const views = `${canary.pageViews} page views of the canary, ${live.pageViews} of the live version`;
  if (worse) return { decision: 'rollback', reason: `${worse}; ${views}` };
  return {
    decision: 'promote',
    reason: `error rate ${percent(canary.errorRate)} against the live version's ${percent(live.errorRate)}, p75 INP ${ms(canary.p75Inp)} against ${ms(live.p75Inp)}, p75 LCP ${ms(canary.p75Lcp)} against ${ms(live.p75Lcp)}; ${views}`,
  };
}

/**
 * A full release in its watch: rolled back on a spike of errors against the version it
 * replaced (its health over the same length of time before the switch).
 * @param {{ current: Health, before: Health, minutes: number, policy: CanaryPolicy }} input
 * @returns {Judgment}
 */
function judgeWatch({ current, before, minutes, policy }) {
  const byErrors = { ...policy, vitalsMargin: Infinity };
  const worse = current.pageViews >= policy.minPageViews ? worseThan(current, before, byErrors, "the version before's") : undefined;
  if (worse) return { decision: 'rollback', reason: `${worse}; ${current.pageViews} page views since the release` };
  if (minutes >= policy.watchMinutes) return { decision: 'keep', reason: `no spike in ${policy.watchMinutes} minutes` };
  return { decision: 'wait', reason: `${current.pageViews} page views since the release` };
}

module.exports = {
  COHORT_COOKIE,
  COHORTS,
  cohortOf,
  newCohort,
  cohortCookie,
  inCanary,
  DEFAULT_CANARY_POLICY,
  canaryPolicyFrom,
  judgeCanary,
  judgeWatch,
};
