// Override grants (#34): a signed, short-lived grant naming a version of every remote at
// once, so that one request is composed with a whole site state, as `npm run bisect`
// composes each candidate of the site's history. An extension of the preview token
// (previewToken.js): signed (signing.js) with the same preview key (PREVIEW_SIGNING_KEY,
// held by the release service and the release tool's side, and the composer that honours
// it), carried in the same request header, and honoured the same way: that request only,
// never cached (`private, no-store`), its page's field grant not counted, so it is never
// judged. Checking one reads no store: a random, forged, altered or expired grant is
// refused by its own bytes. Whoever signs it checks first that each version it names is in
// the store (the folder store, the release service), so a grant names only versions that
// exist.
//
//   o1.<expiry, Unix seconds>.<remote>:<version>~<remote>:<version>….<signature>
//
// (`~` rather than a comma, which a cookie's value may not hold.)
//
// `local` for a remote names its own build, the address remotes.json gives it (the site
// before that remote's first release). The remotes are in their names' order, each once:
// one set of versions has one spelling.
const { cookieValue } = require('./cookies');
const { sign, verify } = require('./signing');

const REMOTE = '[a-z][a-z0-9-]{0,31}';
const VERSION = '[0-9a-f]{12}|local';
const OVERRIDE_GRANT_PATTERN = new RegExp(`^o1\\.([0-9]{10})\\.((?:${REMOTE}):(?:${VERSION})(?:~(?:${REMOTE}):(?:${VERSION})){0,15})\\.([A-Za-z0-9_-]{43})$`);
/** An override composes one check (a page load, a test file): it expires within minutes. A later expiry is not honoured. */
const MAX_OVERRIDE_TTL_MS = 15 * 60_000;
/** The version that names a remote's own build, where it has no release in that state. */
const OWN_BUILD = 'local';

/** @typedef {{ versions: Record<string, string>, expiresAt: Date }} OverrideGrant */

/** @param {Record<string, string>} versions */
const spelled = (versions) =>
  Object.keys(versions)
    .sort()
    .map((remote) => `${remote}:${versions[remote]}`)
    .join('~');

/** @param {number} expirySeconds @param {string} set */
const signedPart = (expirySeconds, set) => `o1.${String(expirySeconds).padStart(10, '0')}.${set}`;

/**
 * A grant that lets requests carrying it be composed with `versions` until `expiresAt`
 * (rounded down to the second). The caller has checked that each version is in the store.
 * @param {OverrideGrant} grant @param {string} secret the preview key
 * @returns {Promise<string>}
 */
async function signOverrideGrant({ versions, expiresAt }, secret) {
  const payload = signedPart(Math.floor(expiresAt.getTime() / 1000), spelled(versions));
  const grant = `${payload}.${await sign(payload, secret)}`;
  if (!OVERRIDE_GRANT_PATTERN.test(grant)) throw new Error(`no override grant for ${spelled(versions) || 'no remote'}: a remote or version is malformed`);
  return grant;
}

/**
 * What `grant` names, if it is well formed (each remote once, in order), signed with
 * `secret`, unexpired at `now` and expiring no later than MAX_OVERRIDE_TTL_MS after it;
 * otherwise undefined.
 * @param {string} grant @param {string} secret @param {number} [now]
 * @returns {Promise<OverrideGrant | undefined>}
 */
async function verifyOverrideGrant(grant, secret, now = Date.now()) {
  const match = OVERRIDE_GRANT_PATTERN.exec(grant);
  if (!match) return undefined;
  const [, expiry = '', set = '', signature = ''] = match;
  const expiresAt = Number(expiry) * 1000;
  if (expiresAt <= now || expiresAt > now + MAX_OVERRIDE_TTL_MS) return undefined;
  const pairs = set.split('~').map((pair) => /** @type {[string, string]} */ (pair.split(':')));
  const versions = Object.fromEntries(pairs);
  if (spelled(versions) !== set) return undefined;
  return (await verify(signedPart(Number(expiry), set), signature, secret)) ? { versions, expiresAt: new Date(expiresAt) } : undefined;
}

/** Whether a token in the preview header is an override grant rather than a preview token. @param {string} token */
const isOverrideGrant = (token) => token.startsWith('o1.');

/**
 * The cookie a browser carries a grant in, for the site's origin only (a Playwright check
 * of `npm run bisect`: the remotes' and the worker's origins never get the header, which
 * would make their requests cross-origin preflights). Only an override grant is read from
 * it, never a preview token.
 */
const OVERRIDE_COOKIE = 'av_override';

/** The override grant in a Cookie header, or undefined. @param {string | null | undefined} cookieHeader */
function overrideGrantOf(cookieHeader) {
  const value = cookieValue(cookieHeader, OVERRIDE_COOKIE, 1000);
  return value && isOverrideGrant(value) ? value : undefined;
}

module.exports = { OVERRIDE_GRANT_PATTERN, MAX_OVERRIDE_TTL_MS, OWN_BUILD, OVERRIDE_COOKIE, signOverrideGrant, verifyOverrideGrant, isOverrideGrant, overrideGrantOf };
