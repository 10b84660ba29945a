// Field grants (#32): what lets a page load's browser report to the worker. The composer
// gives each page it composes a grant signed under FIELD_GRANT_KEY (a secret the composer
// and the worker share): a random id, the versions of the remotes the page was composed
// with, the visitor's cohort while a canary runs, whether the load is counted (a preview
// or release check is not), and an expiry. The worker counts nothing without a valid
// grant, takes only the versions it names, and counts each grant's page load once
// (docs/field-reports.md). A grant given to a team's journey run against its canary (a
// request with a synthetic credential, syntheticCredential.js) is marked synthetic, and
// counted apart from visitors'. Checking a grant reads no store.
//
//   f1.<payload: JSON, base64url>.<signature of "f1.<payload>" (signing.js)>
//
// The payload names the key it was signed with (`k`, a digest of the key, never the key),
// so a new key can take over while the worker still takes grants of the one before for a
// grant's lifetime (keyRotation.js: FIELD_GRANT_PREVIOUS_KEY, FIELD_GRANT_ROTATED_AT;
// docs/operations.md, "Rotating the field grant key").
const { fromBase64Url, keyIdOf: keyIdFor, sign, toBase64Url, verify } = require('./signing');
const { secretFrom } = require('./secretFromEnv');
const { keyNamed, keyRingFrom } = require('./keyRotation');

const FIELD_GRANT_PATTERN = /^f1\.([A-Za-z0-9_-]{1,1400})\.([A-Za-z0-9_-]{43})$/;
/** How long a page load may report: its batches go when it is hidden or left, which may be a while. */
const FIELD_GRANT_TTL_MS = 60 * 60_000;
/** The key of the local site (`npm start`, the e2e run, the tests): taken only with ALLOW_DEV_DEFAULTS. */
const DEVELOPMENT_FIELD_GRANT_KEY = 'development-only-field-grant-key-never-used-in-production';

/** @type {import('./secretFromEnv').SecretRule} */
const FIELD_GRANT_KEY = { name: 'FIELD_GRANT_KEY', development: DEVELOPMENT_FIELD_GRANT_KEY, defaultInDevelopment: true };
/** @type {import('./keyRotation').RotationRule} */
const ROTATION = {
  previous: 'FIELD_GRANT_PREVIOUS_KEY',
  rotatedAt: 'FIELD_GRANT_ROTATED_AT',
  overlapMs: FIELD_GRANT_TTL_MS,
  rotatedAtMeans: 'the time the composer took the new key (an ISO time): the previous key is taken for an hour after it',
};

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const NAME_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
const VERSION_PATTERN = /^(local|[0-9a-f]{12})$/;
const MAX_VERSIONS = 16;

/**
 * @typedef {{ id: string, versions: Record<string, string>, cohort: number | null, counted: boolean, synthetic: boolean, preview: boolean, expiresAt: Date }} FieldGrant
 * @typedef {import('./keyRotation').KeyRing} FieldGrantKeys
 */

/** The id a grant names its key by (`k`). @param {string} secret */
const keyIdOf = (secret) => keyIdFor(secret, 'field-grant');

/** A new grant's random id: 128 bits. */
const newGrantId = () => toBase64Url(crypto.getRandomValues(new Uint8Array(16)));

/**
 * A signed grant for one page load.
 * @param {Omit<FieldGrant, 'id' | 'synthetic' | 'preview'> & { id?: string, synthetic?: boolean, preview?: boolean }} grant
 * @param {string} secret
 * @returns {Promise<string>}
 */
async function signFieldGrant({ id = newGrantId(), versions, cohort, counted, synthetic = false, preview = false, expiresAt }, secret) {
  // `s` only where synthetic, `p` only on a preview's page (a staged version: never judged):
  // a visitor's grant is as it was before there were journeys and previews.
  const payload = { id, k: await keyIdOf(secret), v: versions, c: cohort, n: counted, ...(synthetic ? { s: true } : {}), ...(preview ? { p: true } : {}), e: Math.floor(expiresAt.getTime() / 1000) };
  const signed = `f1.${toBase64Url(new TextEncoder().encode(JSON.stringify(payload)))}`;
  return `${signed}.${await sign(signed, secret)}`;
}

/** @param {unknown} value @returns {value is Record<string, string>} */
const isVersions = (value) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length <= MAX_VERSIONS &&
  Object.entries(value).every(([name, version]) => NAME_PATTERN.test(name) && typeof version === 'string' && VERSION_PATTERN.test(version));

/**
 * What `token` grants, if it is well formed, signed with the key it names among `keys` (a
 * key alone: that key), unexpired at `now` and expires no later than FIELD_GRANT_TTL_MS after
 * it; otherwise undefined.
 * @param {string} token
 * @param {string | FieldGrantKeys} keys
 * @param {number} [now] milliseconds since the epoch
 * @returns {Promise<FieldGrant | undefined>}
 */
async function verifyFieldGrant(token, keys, now = Date.now()) {
  const match = FIELD_GRANT_PATTERN.exec(token);
  if (!match) return undefined;
  const [, payloadText = '', signature = ''] = match;
  /** @type {any} */
  let payload;
  try {
    payload = JSON.parse(new TextDecoder().decode(fromBase64Url(payloadText)));
  } catch {
    return undefined;
  }
  const secret = await keyNamed(typeof keys === 'string' ? { current: keys } : keys, payload?.k, now, keyIdOf);
  if (!secret || !(await verify(`f1.${payloadText}`, signature, secret))) return undefined;
  const { id, v: versions, c: cohort, n: counted, s: synthetic = false, p: preview = false, e: expiry } = payload ?? {};
  if (typeof id !== 'string' || !ID_PATTERN.test(id) || !isVersions(versions) || typeof counted !== 'boolean' || typeof synthetic !== 'boolean' || typeof preview !== 'boolean') return undefined;
  if (!(cohort === null || (Number.isInteger(cohort) && cohort >= 0 && cohort < 100)) || !Number.isInteger(expiry)) return undefined;
  const expiresAt = expiry * 1000;
  if (expiresAt <= now || expiresAt > now + FIELD_GRANT_TTL_MS) return undefined;
  return { id, versions, cohort, counted, synthetic, preview, expiresAt: new Date(expiresAt) };
}

/**
 * The key the composer signs grants with: FIELD_GRANT_KEY, else the development key where
 * ALLOW_DEV_DEFAULTS allows it, else none (no grants: the worker counts nothing). Throws
 * where the key breaks the rule of secretFromEnv.js.
 * @param {Readonly<Record<string, unknown>>} env
 * @returns {string | undefined}
 */
const fieldGrantKeyFrom = (env) => secretFrom(env, FIELD_GRANT_KEY);

/**
 * The keys the worker checks grants with: FIELD_GRANT_KEY (fieldGrantKeyFrom), and after a
 * rotation FIELD_GRANT_PREVIOUS_KEY until a grant's lifetime past FIELD_GRANT_ROTATED_AT (an
 * ISO time). Undefined without a current key; throws where the previous key comes without
 * its time, or breaks the rule.
 * @param {Readonly<Record<string, unknown>>} env
 * @returns {FieldGrantKeys | undefined}
 */
const fieldGrantKeysFrom = (env) => keyRingFrom(env, FIELD_GRANT_KEY, ROTATION);

module.exports = {
  FIELD_GRANT_PATTERN,
  FIELD_GRANT_TTL_MS,
  DEVELOPMENT_FIELD_GRANT_KEY,
  signFieldGrant,
  verifyFieldGrant,
  fieldGrantKeyFrom,
  fieldGrantKeysFrom,
  keyIdOf,
};
