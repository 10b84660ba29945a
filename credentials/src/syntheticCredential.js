// Synthetic credentials (#32, docs/releasing.md "Synthetic evidence"): what marks a page
// load as a team's journey run against its canary rather than a visitor's. A journey's
// browser carries one in a cookie; the composer gives the pages it composes for it a
// field grant marked synthetic (fieldGrant.js), so the worker counts them apart and the
// judge shows them apart from the field. It is signed (signing.js) with the preview key
// (PREVIEW_SIGNING_KEY, previewToken.js), which only the release tool's side holds, so no
// visitor can claim their loads are a journey's, nor pass a journey's off as theirs. Its
// own prefix keeps a preview token from passing for one, and one for a preview token.
//
//   s1.<remote>.<expiry, Unix seconds>.<signature of the rest>
const { cookieValue } = require('./cookies');
const { sign, verify } = require('./signing');

const SYNTHETIC_COOKIE = 'av_synthetic';
const SYNTHETIC_CREDENTIAL_PATTERN = /^s1\.([a-z][a-z0-9-]{0,31})\.([0-9]{10})\.([A-Za-z0-9_-]{43})$/;
/** A journey run takes minutes; a later expiry is not honoured. */
const MAX_SYNTHETIC_TTL_MS = 60 * 60_000;

/** @param {string} remote @param {number} expirySeconds */
const signedPart = (remote, expirySeconds) => `s1.${remote}.${String(expirySeconds).padStart(10, '0')}`;

/**
 * A credential marking a journey's page loads against `remote`'s canary as synthetic until `expiresAt`.
 * @param {{ remote: string, expiresAt: Date }} credential @param {string} secret the preview key
 */
async function signSyntheticCredential({ remote, expiresAt }, secret) {
  const payload = signedPart(remote, Math.floor(expiresAt.getTime() / 1000));
  const token = `${payload}.${await sign(payload, secret)}`;
  if (!SYNTHETIC_CREDENTIAL_PATTERN.test(token)) throw new Error(`no synthetic credential for ${remote}: the remote is malformed`);
  return token;
}

/**
 * The remote a credential is for, if it is well formed, signed with `secret`, unexpired at
 * `now` and expires no later than MAX_SYNTHETIC_TTL_MS after it; otherwise undefined.
 * @param {string} token @param {string} secret @param {number} [now]
 * @returns {Promise<{ remote: string, expiresAt: Date } | undefined>}
 */
async function verifySyntheticCredential(token, secret, now = Date.now()) {
  const match = SYNTHETIC_CREDENTIAL_PATTERN.exec(token);
  if (!match) return undefined;
  const [, remote = '', expiry = '', signature = ''] = match;
  const expiresAt = Number(expiry) * 1000;
  if (expiresAt <= now || expiresAt > now + MAX_SYNTHETIC_TTL_MS) return undefined;
  return (await verify(signedPart(remote, Number(expiry)), signature, secret)) ? { remote, expiresAt: new Date(expiresAt) } : undefined;
}

/** The credential in a Cookie header, or undefined. @param {string | null | undefined} cookieHeader */
function syntheticCredentialOf(cookieHeader) {
  return cookieValue(cookieHeader, SYNTHETIC_COOKIE);
}

module.exports = {
  SYNTHETIC_COOKIE,
  SYNTHETIC_CREDENTIAL_PATTERN,
  MAX_SYNTHETIC_TTL_MS,
  signSyntheticCredential,
  verifySyntheticCredential,
  syntheticCredentialOf,
};
