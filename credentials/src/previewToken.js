// Preview grants as signed tokens. A release's smoke load sees one staged version of one
// remote until its token expires; the token carries what it grants and its signature
// (signing.js) under the preview key (PREVIEW_SIGNING_KEY, held by the release service
// that issues tokens and the composer that honours them). Checking a token reads no store:
// a random, forged, altered or expired one is refused by its own bytes.
//
// A pull request's preview (docs/releasing.md, "Previews of a pull request") carries the
// pull request's number too, signed with the rest, so the preview bar can name it.
//
//   p1.<remote>.<version>.<expiry, Unix seconds>[.<pull request>].<signature>
//
// The same key signs the override grants, the synthetic credentials and the visitors'
// cohorts (site/src/canary.js), each with a prefix of its own, so none passes for another.
const { sign, verify } = require('./signing');
const { secretFrom } = require('./secretFromEnv');

const SIGNED_PREVIEW_TOKEN_PATTERN = /^p1\.([a-z][a-z0-9-]{0,31})\.([0-9a-f]{12})\.([0-9]{10})(?:\.([1-9][0-9]{0,8}))?\.([A-Za-z0-9_-]{43})$/;
/**
 * The longest a grant lasts: a pull request's preview lasts a week after its last push (a
 * smoke load asks for ten minutes). A later expiry is not honoured.
 */
const MAX_PREVIEW_TTL_MS = 7 * 24 * 60 * 60_000;
/**
 * The key of the local site (`npm start`, the e2e run): the folder store's release tool
 * signs with it and the local composer honours it, with ALLOW_DEV_DEFAULTS only.
 */
const DEVELOPMENT_PREVIEW_KEY = 'development-only-preview-key-never-used-in-production';

/**
 * Never taken where unset, even on the local site: its environment names the key
 * (site/src/localSite.js), and a composer given none has previews off.
 * @type {import('./secretFromEnv').SecretRule}
 */
const PREVIEW_SIGNING_KEY = { name: 'PREVIEW_SIGNING_KEY', development: DEVELOPMENT_PREVIEW_KEY, defaultInDevelopment: false };

/** @typedef {{ remote: string, version: string, expiresAt: Date, pullRequest?: number }} PreviewGrant */

/** @param {string} remote @param {string} version @param {number} expirySeconds @param {number} [pullRequest] */
const signedPart = (remote, version, expirySeconds, pullRequest) =>
  `p1.${remote}.${version}.${String(expirySeconds).padStart(10, '0')}${pullRequest === undefined ? '' : `.${pullRequest}`}`;

/**
 * A token that lets requests carrying it see `version` of `remote` until `expiresAt`
 * (rounded down to the second), naming the pull request it previews where there is one.
 * @param {PreviewGrant} grant
 * @param {string} secret
 * @returns {Promise<string>}
 */
async function signPreviewToken({ remote, version, expiresAt, pullRequest }, secret) {
  const payload = signedPart(remote, version, Math.floor(expiresAt.getTime() / 1000), pullRequest);
  const token = `${payload}.${await sign(payload, secret)}`;
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
  if (!(await verify(signedPart(remote, version, Number(expiry), pullRequest), signature, secret))) return undefined;
  return pullRequest === undefined ? { remote, version, expiresAt: new Date(expiresAt) } : { remote, version, expiresAt: new Date(expiresAt), pullRequest };
}

/**
 * The key a composer checks preview tokens with: PREVIEW_SIGNING_KEY, or none (previews
 * off). Throws where the key breaks the rule of secretFromEnv.js.
 * @param {Readonly<Record<string, unknown>>} env
 * @returns {string | undefined}
 */
const previewKeyFrom = (env) => secretFrom(env, PREVIEW_SIGNING_KEY);

module.exports = {
  SIGNED_PREVIEW_TOKEN_PATTERN,
  MAX_PREVIEW_TTL_MS,
  DEVELOPMENT_PREVIEW_KEY,
  signPreviewToken,
  verifyPreviewToken,
  previewKeyFrom,
};
