// A release key's token, and the hash the service keeps of it. The token is 32 random
// bytes, so an HMAC of it under the service's pepper (RELEASE_KEY_PEPPER) is all that is
// stored: a copy of the database alone neither holds a token nor lets one be tried offline.
// Plain JavaScript with Web Crypto: the service on Workers and the key tool on Node share it.

export const KEY_TOKEN_PATTERN = /^rk_[A-Za-z0-9_-]{43}$/;
export const KEY_ID_PATTERN = /^k_[0-9a-f]{12}$/;
/** Shorter, and the hashes would be as weak as the pepper. */
export const MIN_PEPPER_LENGTH = 32;

/** @param {Uint8Array} bytes */
const base64Url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** @param {Uint8Array} bytes */
const hex = (bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A new token, shown once to whoever mints the key. */
export const newKeyToken = () => `rk_${base64Url(crypto.getRandomValues(new Uint8Array(32)))}`;

/** A key's public name in the history and the refusals. */
export const newKeyId = () => `k_${hex(crypto.getRandomValues(new Uint8Array(6)))}`;

/**
 * The hex HMAC-SHA-256 of `token` under `pepper`.
 * @param {string} token
 * @param {string} pepper
 * @returns {Promise<string>}
 */
export async function hashKeyToken(token, pepper) {
  if (pepper.length < MIN_PEPPER_LENGTH) throw new Error(`RELEASE_KEY_PEPPER must be at least ${MIN_PEPPER_LENGTH} characters`);
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(token))));
}
