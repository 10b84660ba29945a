// Preview grants as signed tokens. A release's smoke load sees one staged version of one
// remote until its token expires; the token carries what it grants and an HMAC-SHA-256 of
// that under the preview key (PREVIEW_SIGNING_KEY, held by the release service that
// issues tokens and the composer that honours them). Checking a token reads no store: a
// random, forged, altered or expired one is refused by its own bytes. Web Crypto only, so
// the same code runs on Workers and on Node ≥ 20.
//
// A pull request's preview (docs/releasing.md, "Previews of a pull request") carries the
// pull request's number too, signed with the rest, so the preview bar can name it.
//
//   p1.<remote>.<version>.<expiry, Unix seconds>[.<pull request>].<signature, base64url>

const SIGNED_PREVIEW_TOKEN_PATTERN = /^p1\.([a-z][a-z0-9-]{0,31})\.([0-9a-f]{12})\.([0-9]{10})(?:\.([1-9][0-9]{0,8}))?\.([A-Za-z0-9_-]{43})$/;
/**
 * The longest a grant lasts: a pull request's preview lasts a week after its last push (a
 * smoke load asks for ten minutes). A later expiry is not honoured.
 */
const MAX_PREVIEW_TTL_MS = 7 * 24 * 60 * 60_000;
/** A shorter key could be guessed; the service and the composer refuse to start with one. */
const MIN_PREVIEW_KEY_LENGTH = 32;
/**
 * The key of the local site (`npm start`, the e2e run): the folder store's release tool
 * signs with it and the local composer honours it. Anyone can read it here, so a composer
 * honours it only with ALLOW_DEV_DEFAULTS, which only the local site sets.
 */
const DEVELOPMENT_PREVIEW_KEY = 'development-only-preview-key-never-used-in-production';

/** @typedef {{ remote: string, version: string, expiresAt: Date, pullRequest?: number }} PreviewGrant */

/** @type {{ secret: string, key: Promise<CryptoKey> } | undefined} */
let imported;

/** @param {string} secret */
function hmacKey(secret) {
  if (secret.length < MIN_PREVIEW_KEY_LENGTH) throw new Error(`the preview key must be at least ${MIN_PREVIEW_KEY_LENGTH} characters`);
  if (imported?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    imported = { secret, key: crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) };
  }
  return imported.key;
}

/** @param {ArrayBuffer} bytes */
const toBase64Url = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** @param {string} text */
function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** @param {string} remote @param {string} version @param {number} expirySeconds @param {number} [pullRequest] */
const signedPart = (remote, version, expirySeconds, pullRequest) =>
  `p1.${remote}.${version}.${String(expirySeconds).padStart(10, '0')}${pullRequest === undefined ? '' : `.${pullRequest}`}`;

/**
 * A token that lets requests carrying it see `version` of `remote` until `expiresAt`
 * (rounded down to the second), naming the pull request it previews where there is one.
 * @param {{ remote: string, version: string, expiresAt: Date, pullRequest?: number }} grant
 * @param {string} secret
 * @returns {Promise<string>}
 */
async function signPreviewToken({ remote, version, expiresAt, pullRequest }, secret) {
  const payload = signedPart(remote, version, Math.floor(expiresAt.getTime() / 1000), pullRequest);
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(payload));
  const token = `${payload}.${toBase64Url(signature)}`;
  if (!SIGNED_PREVIEW_TOKEN_PATTERN.test(token)) throw new Error(`no preview token for ${remote}@${version}: the remote or version is malformed`);
  return token;
}

/**
 * What `token` grants, if it is well formed, signed with `secret`, unexpired at `now` and
 * expires no later than MAX_PREVIEW_TTL_MS after it; otherwise undefined.
 * @param {string} token
 * @param {string} secret
 * @param {number} [now] milliseconds since the epoch
 * @returns {Promise<PreviewGrant | undefined>}
 */
async function verifyPreviewToken(token, secret, now = Date.now()) {
  const match = SIGNED_PREVIEW_TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const [, remote = '', version = '', expiry = '', pull, signature = ''] = match;
  const expiresAt = Number(expiry) * 1000;
  if (expiresAt <= now || expiresAt > now + MAX_PREVIEW_TTL_MS) return undefined;
  const pullRequest = pull === undefined ? undefined : Number(pull);
  const signed = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    fromBase64Url(signature),
    new TextEncoder().encode(signedPart(remote, version, Number(expiry), pullRequest)),
  );
  if (!signed) return undefined;
  return pullRequest === undefined ? { remote, version, expiresAt: new Date(expiresAt) } : { remote, version, expiresAt: new Date(expiresAt), pullRequest };
}

/**
 * The key a composer checks preview tokens with: PREVIEW_SIGNING_KEY, or none (previews
 * off). Throws where the key is too short, or is the development key outside development.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
function previewKeyFrom(env) {
  const key = env.PREVIEW_SIGNING_KEY?.trim();
  if (!key) return undefined;
  if (key === DEVELOPMENT_PREVIEW_KEY && env.ALLOW_DEV_DEFAULTS !== '1') {
    throw new Error('PREVIEW_SIGNING_KEY is the development key, which anyone can read: give this site a key of its own (openssl rand -base64 48)');
  }
  if (key.length < MIN_PREVIEW_KEY_LENGTH) throw new Error(`PREVIEW_SIGNING_KEY must be at least ${MIN_PREVIEW_KEY_LENGTH} characters`);
  return key;
}

module.exports = {
  SIGNED_PREVIEW_TOKEN_PATTERN,
  MAX_PREVIEW_TTL_MS,
  MIN_PREVIEW_KEY_LENGTH,
  DEVELOPMENT_PREVIEW_KEY,
  signPreviewToken,
  verifyPreviewToken,
  previewKeyFrom,
  // For the other grants signed with the preview key (overrideGrant.js).
  hmacKey,
  toBase64Url,
  fromBase64Url,
};
