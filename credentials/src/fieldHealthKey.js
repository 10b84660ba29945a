// The credential of the worker's GET /field-health (#32): only the canary judge and staff
// tools read a version's field health, so the worker answers it only to a request with
// `Authorization: Bearer <FIELD_HEALTH_KEY>`. The worker holds the key as a secret, and so
// do the readers (the release service's cron, the local releases host, `npm run releases
// -- list`). Taken by the rule of secretFromEnv.js, as the other secrets are.
const { secretFrom } = require('./secretFromEnv');

/** The local site's key: anyone can read it here, so it is taken only with ALLOW_DEV_DEFAULTS. */
const DEVELOPMENT_FIELD_HEALTH_KEY = 'development-only-field-health-key-never-used-in-production';

/** @type {import('./secretFromEnv').SecretRule} */
const FIELD_HEALTH_KEY = {
  name: 'FIELD_HEALTH_KEY',
  development: DEVELOPMENT_FIELD_HEALTH_KEY,
  defaultInDevelopment: true,
  refusal: 'is the development key, which anyone can read: give the worker a key of its own',
};

/**
 * The key GET /field-health is read with: FIELD_HEALTH_KEY, else the development key where
 * ALLOW_DEV_DEFAULTS allows it, else none (the worker answers no one).
 * @param {Readonly<Record<string, unknown>>} env
 * @returns {string | undefined}
 */
const fieldHealthKeyFrom = (env) => secretFrom(env, FIELD_HEALTH_KEY);

module.exports = { DEVELOPMENT_FIELD_HEALTH_KEY, fieldHealthKeyFrom };
