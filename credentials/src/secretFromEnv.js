// The one rule by which the site's servers take a secret from their environment (a
// signing key, a shared secret, a bearer key): the variable, trimmed. The local site
// (`npm start`, the e2e run, the tests) sets ALLOW_DEV_DEFAULTS and may take each
// secret's development value, which is published in this package: so that value is
// refused anywhere else, and so is any value short enough to guess.

/** A shorter secret could be guessed: no server starts with one, and none signs with one (signing.js). */
const MIN_SECRET_LENGTH = 32;

/**
 * How one secret is taken from the environment.
 * @typedef {object} SecretRule
 * @property {string} name  the variable that holds it: FIELD_GRANT_KEY
 * @property {string} development  the local site's value, which anyone can read here
 * @property {boolean} defaultInDevelopment  whether the local site gets the development
 *   value where the variable is unset (otherwise it goes without, as anywhere else)
 * @property {string} [refusal]  what the refusal of the development value outside development
 *   says after the variable's name (default: 'is the development key, which anyone can read:
 *   give this site a key of its own')
 */

const DEFAULT_REFUSAL = 'is the development key, which anyone can read: give this site a key of its own';

/**
 * Whether `env` is the local site's: ALLOW_DEV_DEFAULTS as a variable ('1', 'true') or
 * as a parsed setting (true).
 * @param {Readonly<Record<string, unknown>>} env
 */
const developmentAllowed = (env) => env.ALLOW_DEV_DEFAULTS === '1' || env.ALLOW_DEV_DEFAULTS === 'true' || env.ALLOW_DEV_DEFAULTS === true;

/**
 * `rule`'s secret in `env`: its variable, trimmed; where that is unset, its development
 * value on the local site if the rule defaults it there; else undefined (whatever needs
 * it is off). Throws where it is the development value outside development, or shorter
 * than MIN_SECRET_LENGTH.
 * @param {Readonly<Record<string, unknown>>} env
 * @param {SecretRule} rule
 * @returns {string | undefined}
 */
function secretFrom(env, rule) {
  const development = developmentAllowed(env);
  const value = env[rule.name];
  const set = typeof value === 'string' ? value.trim() : '';
  const secret = set || (development && rule.defaultInDevelopment ? rule.development : '');
  if (!secret) return undefined;
  if (secret === rule.development && !development) {
    throw new Error(`${rule.name} ${rule.refusal ?? DEFAULT_REFUSAL} (openssl rand -base64 48)`);
  }
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${rule.name} must be at least ${MIN_SECRET_LENGTH} characters`);
  return secret;
}

module.exports = { MIN_SECRET_LENGTH, secretFrom };
