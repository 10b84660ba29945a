// Canary releases (docs/releasing.md, "Canary releases"): a remote's new version is live
// for a share of visitors first, beside the version everyone else gets, and is promoted
// or rolled back on what those visitors' browsers report (worker: /field-health). This is
// which visitors get it, read by the composer; how it is judged is the release tool's
// (releases/core/canaryJudgment.mjs), run where the release store lives
// (tooling/scripts/serve-releases.mjs locally, the release service's cron in production).
//
// A visitor is put in one of 100 cohorts once, by the composer, kept in a first-party
// cookie that holds that number and the composer's signature of it (#44: the visitor is
// the unit of evidence, so a client never chooses its cohort: a cookie it wrote, or
// another cohort's number under this one's signature, is a visitor with no cohort, given a
// new one at random). Signed (credentials/src/signing.js) with the preview key, which
// only the composer and the release tool's side hold (credentials/src/previewToken.js).
// Each remote orders the 100 cohorts its own way (a shuffle seeded by its name), and the
// first `share` of its order get its canary: every canary takes exactly its share of
// visitors, and two remotes' canaries land on independent visitors (two 50% canaries
// share about a quarter of them, not all of one half), so one remote's canary does not
// judge another's, nor give a few visitors every new version.

const { cookieValue } = require('credentials/cookies');
const { sign, verify } = require('credentials/signing');

const COHORT_COOKIE = 'av_cohort';
const COHORTS = 100;
/** A year: a visitor keeps their cohort, so the same version, across visits. */
const COHORT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** `<cohort>.<signature of "c1.<cohort>">` */
const SIGNED_COHORT_PATTERN = /^(\d{1,2})\.([A-Za-z0-9_-]{43})$/;

/** What is signed for `cohort`: its own prefix, so no other value signed with the key passes for a cohort. @param {number} cohort */
const signedPart = (cohort) => `c1.${cohort}`;

/**
 * The cookie value that keeps `cohort`, signed with `secret` (the preview key).
 * @param {number} cohort @param {string} secret
 */
async function signCohort(cohort, secret) {
  if (!Number.isInteger(cohort) || cohort < 0 || cohort >= COHORTS) throw new Error(`no cohort ${cohort}`);
  return `${cohort}.${await sign(signedPart(cohort), secret)}`;
}

/**
 * The visitor's cohort from a Cookie header, or undefined when it has none, a malformed
 * one or one not signed with `secret`: a client's word is never taken for it.
 * @param {string | null | undefined} cookieHeader @param {string} secret
 * @returns {Promise<number | undefined>}
 */
async function verifiedCohort(cookieHeader, secret) {
  const match = SIGNED_COHORT_PATTERN.exec(cookieValue(cookieHeader, COHORT_COOKIE, 46) ?? '');
  if (!match) return undefined;
  const cohort = Number(match[1]);
  if (cohort >= COHORTS || String(cohort) !== match[1]) return undefined;
  return (await verify(signedPart(cohort), match[2] ?? '', secret)) ? cohort : undefined;
}

/** A cohort for a visitor who has none: uniform over 0..99. */
function newCohort() {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % COHORTS;
}

/** The Set-Cookie that keeps a signed cohort (signCohort's value): HttpOnly, as no script reads it. @param {string} signed @param {boolean} secure */
const cohortCookie = (signed, secure) =>
  `${COHORT_COOKIE}=${signed}; Path=/; Max-Age=${COHORT_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** FNV-1a over `text`: a 32-bit seed for a remote's order. @param {string} text */
function seedOf(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** Mulberry32: a small seeded generator of uniform numbers in [0, 1), the same on every runtime. @param {number} seed */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @type {Map<string, number[]>} */
const ranks = new Map();

/** Each cohort's place in `remote`'s order: a Fisher-Yates shuffle of 0..99 seeded by the remote's name. @param {string} remote */
function ranksOf(remote) {
  let rank = ranks.get(remote);
  if (!rank) {
    const random = seeded(seedOf(`av-cohort:${remote}`));
    const order = Array.from({ length: COHORTS }, (_, i) => i);
    for (let i = COHORTS - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [/** @type {number} */ (order[j]), /** @type {number} */ (order[i])];
    }
    /** @type {number[]} */
    const placed = new Array(COHORTS);
    order.forEach((cohort, place) => (placed[cohort] = place));
    ranks.set(remote, (rank = placed));
  }
  return rank;
}

/**
 * Whether a visitor in `cohort` gets `remote`'s canary released to `share` percent of visitors.
 * @param {number} cohort @param {number} share @param {string} remote
 */
const inCanary = (cohort, share, remote) => (ranksOf(remote)[cohort] ?? COHORTS) < share;

/**
 * Whether a visitor in `cohort` is in `remote`'s holdback of `share` percent (#44 item 3):
 * the last cohorts in that remote's order, kept on the version before a release for its
 * watch, never those a canary takes first. @param {number} cohort @param {number} share @param {string} remote
 */
const inHoldback = (cohort, share, remote) => (ranksOf(remote)[cohort] ?? -1) >= COHORTS - share;

/** A cohort whose visitors get (or, with `wanted` false, do not get) `remote`'s canary at `share`: for tests. @param {string} remote @param {number} share @param {boolean} [wanted] */
function cohortFor(remote, share, wanted = true) {
  const rank = ranksOf(remote);
  const cohort = rank.findIndex((place) => place < share === wanted);
  if (cohort < 0) throw new Error(`no cohort is ${wanted ? 'in' : 'outside'} a ${share}% canary`);
  return cohort;
}

/**
 * A canary's baseline (#44 item 3, Kayenta's way): the cohorts next in `remote`'s order
 * after the canary's, as many as its share (past half, the rest of them), by number. They
 * are served the live version as ever; the judge compares the canary with their page loads
 * over the same minutes, a cohort of the same size, rather than with every other visitor.
 * @param {string} remote @param {number} share @returns {number[]}
 */
function baselineCohorts(remote, share) {
  const rank = ranksOf(remote);
  const end = Math.min(COHORTS, 2 * share);
  return rank.flatMap((place, cohort) => (place >= share && place < end ? [cohort] : []));
}

module.exports = {
  baselineCohorts,
  COHORT_COOKIE,
  COHORTS,
  signCohort,
  verifiedCohort,
  newCohort,
  cohortCookie,
  inCanary,
  inHoldback,
  cohortFor,
  seeded,
};
