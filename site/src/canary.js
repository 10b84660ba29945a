// Canary releases (docs/releasing.md, "Canary releases"): a remote's new version is live
// for a share of visitors first, beside the version everyone else gets, and is promoted
// or rolled back on what those visitors' browsers report (worker: /field-health). This is
// which visitors get it, read by the composer; how it is judged is the release tool's
// (releases/core/canaryJudgment.mjs), run where the release store lives
// (tooling/scripts/serve-releases.mjs locally, the release service's cron in production).
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

module.exports = {
  COHORT_COOKIE,
  COHORTS,
  cohortOf,
  newCohort,
  cohortCookie,
  inCanary,
};
