// The secret the composer and the worker share for forms posted without scripts: the
// composer presents it (Authorization: Bearer) when it sends such a form on to the
// worker, with the visitor's address in a header that the worker trusts only beside it,
// and signs with it the time it drew each form, which the fill-time rule reads. One
// variable, COMPOSER_SECRET, set to the same value for both. The development value
// below holds only with ALLOW_DEV_DEFAULTS, which only the local site sets; without
// either, forms posted without scripts are refused (the worker answers 503).

/** Anyone can read it here: honoured with ALLOW_DEV_DEFAULTS only. */
const DEVELOPMENT_COMPOSER_SECRET = 'development-only-composer-secret-never-used-in-production';
/** A shorter secret could be guessed. */
const MIN_COMPOSER_SECRET_LENGTH = 32;

/**
 * The shared secret from the environment, or undefined where forms posted without
 * scripts are off.
 * @param {Readonly<Record<string, unknown>>} env
 * @returns {string | undefined}
 */
function composerSecretFrom(env) {
  const set = typeof env.COMPOSER_SECRET === 'string' ? env.COMPOSER_SECRET.trim() : '';
  const devDefaults = env.ALLOW_DEV_DEFAULTS === '1' || env.ALLOW_DEV_DEFAULTS === 'true' || env.ALLOW_DEV_DEFAULTS === true;
  const secret = set || (devDefaults ? DEVELOPMENT_COMPOSER_SECRET : '');
  if (!secret) return undefined;
  if (secret === DEVELOPMENT_COMPOSER_SECRET && !devDefaults) {
    throw new Error('COMPOSER_SECRET is the development value, which anyone can read: give this site one of its own (openssl rand -base64 48)');
  }
  if (secret.length < MIN_COMPOSER_SECRET_LENGTH) throw new Error(`COMPOSER_SECRET must be at least ${MIN_COMPOSER_SECRET_LENGTH} characters`);
  return secret;
}

/** The header in which the composer names the visitor's address to the worker. */
const VISITOR_ADDRESS_HEADER = 'X-Visitor-Address';

module.exports = { DEVELOPMENT_COMPOSER_SECRET, MIN_COMPOSER_SECRET_LENGTH, VISITOR_ADDRESS_HEADER, composerSecretFrom };
