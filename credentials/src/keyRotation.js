// The one way a key of the site's is rotated: the signer takes the new key at once, and the
// checker keeps taking what the key before it signed until the last of that has expired,
// so nothing signed a moment before the rotation is refused. Each token names the key it
// was signed with (signing.js's keyIdOf), so the checker knows which key to try, and tries
// no other. In the environment, beside the key's own variable (secretFromEnv.js):
//
//   <previous>   the key before the rotation, taken by the checker only
//   <rotatedAt>  when the signer took the new key (an ISO time)

const { secretFrom } = require('./secretFromEnv');

/**
 * @typedef {{ current: string, previous?: { key: string, until: number } }} KeyRing
 *   previous: the key before a rotation, taken until `until` (ms since the epoch)
 * @typedef {object} RotationRule
 * @property {string} previous  the variable of the key before a rotation: FIELD_GRANT_PREVIOUS_KEY
 * @property {string} rotatedAt  the variable of the time the signer took the new key: FIELD_GRANT_ROTATED_AT
 * @property {number} overlapMs  how long after that the previous key is taken: the longest life of what it signed
 * @property {string} rotatedAtMeans  what the time is, for the error that asks for it
 */

/**
 * The keys a checker takes: the current one by `rule` (secretFromEnv.js), and after a
 * rotation the one before it, by the same rule (never defaulted), until `overlapMs` past
 * the rotation. Undefined without a current key; throws where a key breaks the rule or
 * the previous key comes without its time.
 * @param {Readonly<Record<string, unknown>>} env
 * @param {import('./secretFromEnv').SecretRule} rule
 * @param {RotationRule} rotation
 * @returns {KeyRing | undefined}
 */
function keyRingFrom(env, rule, rotation) {
  const current = secretFrom(env, rule);
  if (!current) return undefined;
  const previous = secretFrom(env, { ...rule, name: rotation.previous, defaultInDevelopment: false });
  if (!previous) return { current };
  const time = env[rotation.rotatedAt];
  const rotatedAt = typeof time === 'string' ? Date.parse(time) : NaN;
  if (!Number.isFinite(rotatedAt)) throw new Error(`${rotation.previous} needs ${rotation.rotatedAt}, ${rotation.rotatedAtMeans}`);
  return { current, previous: { key: previous, until: rotatedAt + rotation.overlapMs } };
}

/**
 * The key of `ring` that checks a token naming key `named` at `now`: the current key, or
 * the one before a rotation until its time is up; a token naming no key is the current
 * key's (signed before its kind named keys). Undefined for any other name.
 * @param {KeyRing} ring
 * @param {unknown} named  the key id the token carries, if any
 * @param {number} now  milliseconds since the epoch
 * @param {(secret: string) => Promise<string>} idOf  the id of a key, as the signer names it
 * @returns {Promise<string | undefined>}
 */
async function keyNamed(ring, named, now, idOf) {
  if (named === undefined || named === (await idOf(ring.current))) return ring.current;
  if (ring.previous && now < ring.previous.until && named === (await idOf(ring.previous.key))) return ring.previous.key;
  return undefined;
}

module.exports = { keyRingFrom, keyNamed };
