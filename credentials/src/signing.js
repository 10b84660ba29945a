// The one way the site's tokens are signed: an HMAC-SHA-256 of the token's text under a
// secret the signer and the checker share, written base64url (43 characters). Web Crypto
// only, so the same code runs on Workers and on Node ≥ 20. A signature is checked with
// crypto.subtle.verify, which compares in constant time, never by comparing strings.

const { MIN_SECRET_LENGTH } = require('./secretFromEnv');

const encoder = new TextEncoder();

/** @type {Map<string, Promise<CryptoKey>>} */
const importedKeys = new Map();

/**
 * `secret` as an HMAC-SHA-256 key, imported once. Throws for a key short enough to guess.
 * @param {string} secret
 */
function hmacKey(secret) {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`a signing key must be at least ${MIN_SECRET_LENGTH} characters`);
  let key = importedKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    importedKeys.set(secret, key);
  }
  return key;
}

/** @param {Uint8Array | ArrayBuffer} bytes @returns {string} */
const toBase64Url = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Throws where `text` is not base64url. @param {string} text */
function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * The signature of `text` under `secret`, base64url.
 * @param {string} text @param {string} secret
 * @returns {Promise<string>}
 */
async function sign(text, secret) {
  return toBase64Url(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(text)));
}

/**
 * Whether `signature` (base64url) is the signature of `text` under `secret`.
 * @param {string} text @param {string} signature @param {string} secret
 * @returns {Promise<boolean>}
 */
async function verify(text, signature, secret) {
  const key = await hmacKey(secret);
  /** @type {Uint8Array<ArrayBuffer>} */
  let bytes;
  try {
    bytes = fromBase64Url(signature);
  } catch {
    return false;
  }
  return crypto.subtle.verify('HMAC', key, bytes, encoder.encode(text));
}

/** @type {Map<string, Promise<string>>} */
const keyIds = new Map();

/**
 * The id a token names its key by where the key may be rotated (keyRotation.js): 8
 * characters of a SHA-256 digest of `<purpose>-key-id:<key>`, which tells nothing of the
 * key, so the checker knows which of its keys to try.
 * @param {string} secret @param {string} purpose  the tokens' kind: 'field-grant'
 * @returns {Promise<string>}
 */
function keyIdOf(secret, purpose) {
  const named = `${purpose}-key-id:${secret}`;
  let id = keyIds.get(named);
  if (!id) {
    id = crypto.subtle.digest('SHA-256', encoder.encode(named)).then((digest) => toBase64Url(digest).slice(0, 8));
    keyIds.set(named, id);
  }
  return id;
}

module.exports = { sign, verify, keyIdOf, toBase64Url, fromBase64Url };
