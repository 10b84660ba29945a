// The credential of the worker's GET /field-health (#32): only the canary judge and staff
// tools read a version's field health, so the worker answers it only to a request with
// `Authorization: Bearer <FIELD_HEALTH_KEY>`. The worker holds the key as a secret, and so
// do the readers (the release service's cron, the local releases host, `npm run releases
// -- list`). The local site's key is published here, so it is taken only with
// ALLOW_DEV_DEFAULTS, as the other development secrets are.

/** A shorter key could be guessed. */
const MIN_FIELD_HEALTH_KEY_LENGTH = 32;
const DEVELOPMENT_FIELD_HEALTH_KEY = 'development-only-field-health-key-never-used-in-production';

/**
 * The key GET /field-health is read with: FIELD_HEALTH_KEY, else the development key where
 * ALLOW_DEV_DEFAULTS allows it, else none (the worker answers no one). Throws where the
 * key is too short, or is the development key outside development.
 * @param {Record<string, unknown>} env
 * @returns {string | undefined}
 */
function fieldHealthKeyFrom(env) {
  const development = env.ALLOW_DEV_DEFAULTS === '1' || env.ALLOW_DEV_DEFAULTS === 'true';
  const key = typeof env.FIELD_HEALTH_KEY === 'string' ? env.FIELD_HEALTH_KEY.trim() : '';
  if (!key) return development ? DEVELOPMENT_FIELD_HEALTH_KEY : undefined;
  if (key === DEVELOPMENT_FIELD_HEALTH_KEY && !development) {
    throw new Error('FIELD_HEALTH_KEY is the development key, which anyone can read: give the worker a key of its own (openssl rand -base64 48)');
  }
  if (key.length < MIN_FIELD_HEALTH_KEY_LENGTH) throw new Error(`FIELD_HEALTH_KEY must be at least ${MIN_FIELD_HEALTH_KEY_LENGTH} characters`);
  return key;
}

module.exports = { MIN_FIELD_HEALTH_KEY_LENGTH, DEVELOPMENT_FIELD_HEALTH_KEY, fieldHealthKeyFrom };
