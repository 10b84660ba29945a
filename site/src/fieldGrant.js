// Field grants (#32): what lets a page load's browser report to the worker. The composer
// gives each page it composes a grant signed under FIELD_GRANT_KEY (a secret the composer
// and the worker share): a random id, the versions of the remotes the page was composed
// with, the visitor's cohort while a canary runs, whether the load is counted (a preview
// or release check is not), and an expiry. The worker counts nothing without a valid
// grant, takes only the versions it names, and counts each grant's page load once
// (docs/field-reports.md). A grant given to a team's journey run against its canary (a
// request with a synthetic credential, site/src/syntheticCredential.js) is marked
// synthetic, and counted apart from visitors'. Checking a grant reads no store. Web Crypto only, so the same
// code runs on Workers and on Node ≥ 20.
//
//   f1.<payload: JSON, base64url>.<HMAC-SHA-256 of "f1.<payload>", base64url>
//
// The payload names the key it was signed with (`k`, a digest of the key, never the key),
// so a new key can take over while the worker still takes grants of the one before for a
// grant's lifetime (FIELD_GRANT_PREVIOUS_KEY, FIELD_GRANT_ROTATED_AT: docs/operations.md,
// "Rotating the field grant key").

const FIELD_GRANT_PATTERN = /^f1\.([A-Za-z0-9_-]{1,1400})\.([A-Za-z0-9_-]{43})$/;
/** How long a page load may report: its batches go when it is hidden or left, which may be a while. */
const FIELD_GRANT_TTL_MS = 60 * 60_000;
/** A shorter key could be guessed; the composer and the worker refuse to start with one. */
const MIN_FIELD_GRANT_KEY_LENGTH = 32;
/**
 * The key of the local site (`npm start`, the e2e run, the tests). Anyone can read it
 * here, so it is taken only with ALLOW_DEV_DEFAULTS, which only the local site sets.
 */
const DEVELOPMENT_FIELD_GRANT_KEY = 'development-only-field-grant-key-never-used-in-production';

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const NAME_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
const VERSION_PATTERN = /^(local|[0-9a-f]{12})$/;
const MAX_VERSIONS = 16;

/**
 * @typedef {{ id: string, versions: Record<string, string>, cohort: number | null, counted: boolean, synthetic: boolean, preview: boolean, expiresAt: Date }} FieldGrant
 * @typedef {{ current: string, previous?: { key: string, until: number } }} FieldGrantKeys
 *   previous: the key before a rotation, taken until `until` (ms since the epoch)
 */

/** @type {Map<string, Promise<CryptoKey>>} */
const keys = new Map();

/** @param {string} secret */
function hmacKey(secret) {
  if (secret.length < MIN_FIELD_GRANT_KEY_LENGTH) throw new Error(`the field grant key must be at least ${MIN_FIELD_GRANT_KEY_LENGTH} characters`);
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** @param {Uint8Array} bytes */
const toBase64Url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** @param {string} text */
function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** @type {Map<string, Promise<string>>} */
const keyIds = new Map();

/**
 * The id a grant names its key by: 8 characters of a digest of the key (which tells nothing
 * of the key), so the worker knows which of its keys to check a grant with.
 * @param {string} secret @returns {Promise<string>}
 */
function keyIdOf(secret) {
  let id = keyIds.get(secret);
  if (!id) {
    id = crypto.subtle.digest('SHA-256', new TextEncoder().encode(`field-grant-key-id:${secret}`)).then((digest) => toBase64Url(new Uint8Array(digest)).slice(0, 8));
    keyIds.set(secret, id);
  }
  return id;
}

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
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(signed)));
  return `${signed}.${toBase64Url(signature)}`;
}

/** @param {unknown} value @returns {value is Record<string, string>} */
const isVersions = (value) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length <= MAX_VERSIONS &&
  Object.entries(value).every(([name, version]) => NAME_PATTERN.test(name) && typeof version === 'string' && VERSION_PATTERN.test(version));

/**
 * Which of `keys` checks a grant naming key `id`: the current key, or the one before a
 * rotation until its time is up; a grant naming none is the current key's (signed before
 * grants named theirs). @param {FieldGrantKeys} keys @param {unknown} id @param {number} now
 */
async function keyFor(keys, id, now) {
  if (id === undefined || id === (await keyIdOf(keys.current))) return keys.current;
  if (keys.previous && now < keys.previous.until && id === (await keyIdOf(keys.previous.key))) return keys.previous.key;
  return undefined;
}

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
  const secret = await keyFor(typeof keys === 'string' ? { current: keys } : keys, payload?.k, now);
  if (!secret) return undefined;
  const signed = await crypto.subtle.verify('HMAC', await hmacKey(secret), fromBase64Url(signature), new TextEncoder().encode(`f1.${payloadText}`));
  if (!signed) return undefined;
  const { id, v: versions, c: cohort, n: counted, s: synthetic = false, p: preview = false, e: expiry } = payload ?? {};
  if (typeof id !== 'string' || !ID_PATTERN.test(id) || !isVersions(versions) || typeof counted !== 'boolean' || typeof synthetic !== 'boolean' || typeof preview !== 'boolean') return undefined;
  if (!(cohort === null || (Number.isInteger(cohort) && cohort >= 0 && cohort < 100)) || !Number.isInteger(expiry)) return undefined;
  const expiresAt = expiry * 1000;
  if (expiresAt <= now || expiresAt > now + FIELD_GRANT_TTL_MS) return undefined;
  return { id, versions, cohort, counted, synthetic, preview, expiresAt: new Date(expiresAt) };
}

/**
 * The key grants are signed and checked with: FIELD_GRANT_KEY, else the development key
 * where ALLOW_DEV_DEFAULTS allows it, else none (no grants: the worker counts nothing).
 * Throws where the key is too short, or is the development key outside development.
 * @param {Record<string, unknown>} env
 * @returns {string | undefined}
 */
function fieldGrantKeyFrom(env) {
  const development = env.ALLOW_DEV_DEFAULTS === '1' || env.ALLOW_DEV_DEFAULTS === 'true';
  const key = typeof env.FIELD_GRANT_KEY === 'string' ? env.FIELD_GRANT_KEY.trim() : '';
  if (!key) return development ? DEVELOPMENT_FIELD_GRANT_KEY : undefined;
  if (key === DEVELOPMENT_FIELD_GRANT_KEY && !development) {
    throw new Error('FIELD_GRANT_KEY is the development key, which anyone can read: give this site a key of its own (openssl rand -base64 48)');
  }
  if (key.length < MIN_FIELD_GRANT_KEY_LENGTH) throw new Error(`FIELD_GRANT_KEY must be at least ${MIN_FIELD_GRANT_KEY_LENGTH} characters`);
  return key;
}

/**
 * The keys the worker checks grants with: FIELD_GRANT_KEY (fieldGrantKeyFrom), and after a
 * rotation FIELD_GRANT_PREVIOUS_KEY until a grant's lifetime past FIELD_GRANT_ROTATED_AT (an
 * ISO time). Undefined without a current key; throws where the previous key comes without
 * its time, or is too short.
 * @param {Record<string, unknown>} env @returns {FieldGrantKeys | undefined}
 */
function fieldGrantKeysFrom(env) {
  const current = fieldGrantKeyFrom(env);
  if (!current) return undefined;
  const previous = typeof env.FIELD_GRANT_PREVIOUS_KEY === 'string' ? env.FIELD_GRANT_PREVIOUS_KEY.trim() : '';
  if (!previous) return { current };
  if (previous.length < MIN_FIELD_GRANT_KEY_LENGTH) throw new Error(`FIELD_GRANT_PREVIOUS_KEY must be at least ${MIN_FIELD_GRANT_KEY_LENGTH} characters`);
  const rotatedAt = typeof env.FIELD_GRANT_ROTATED_AT === 'string' ? Date.parse(env.FIELD_GRANT_ROTATED_AT) : NaN;
  if (!Number.isFinite(rotatedAt)) throw new Error('FIELD_GRANT_PREVIOUS_KEY needs FIELD_GRANT_ROTATED_AT, the time the composer took the new key (an ISO time): the previous key is taken for an hour after it');
  return { current, previous: { key: previous, until: rotatedAt + FIELD_GRANT_TTL_MS } };
}

module.exports = {
  FIELD_GRANT_PATTERN,
  FIELD_GRANT_TTL_MS,
  MIN_FIELD_GRANT_KEY_LENGTH,
  DEVELOPMENT_FIELD_GRANT_KEY,
  signFieldGrant,
  verifyFieldGrant,
  fieldGrantKeyFrom,
  fieldGrantKeysFrom,
  keyIdOf,
};
