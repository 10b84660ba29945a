// The secret the composer and the worker share for forms posted without scripts: the
// composer presents it (Authorization: Bearer) when it sends such a form on to the
// worker, with the visitor's address in a header that the worker trusts only beside it,
// and signs with it the time it drew each form, which the fill-time rule reads. One
// variable, COMPOSER_SECRET, set to the same value for both, taken by the rule of
// secretFromEnv.js: without it (and outside development), forms posted without scripts
// are refused (the worker answers 503).
const { secretFrom } = require('./secretFromEnv');

/** Anyone can read it here: honoured with ALLOW_DEV_DEFAULTS only. */
const DEVELOPMENT_COMPOSER_SECRET = 'development-only-composer-secret-never-used-in-production';

/** @type {import('./secretFromEnv').SecretRule} */
const COMPOSER_SECRET = {
  name: 'COMPOSER_SECRET',
  development: DEVELOPMENT_COMPOSER_SECRET,
  defaultInDevelopment: true,
  refusal: 'is the development value, which anyone can read: give this site one of its own',
};

/**
 * The shared secret from the environment, or undefined where forms posted without
 * scripts are off.
 * @param {Readonly<Record<string, unknown>>} env
 * @returns {string | undefined}
 */
const composerSecretFrom = (env) => secretFrom(env, COMPOSER_SECRET);

/** The header in which the composer names the visitor's address to the worker. */
const VISITOR_ADDRESS_HEADER = 'X-Visitor-Address';

module.exports = { DEVELOPMENT_COMPOSER_SECRET, VISITOR_ADDRESS_HEADER, composerSecretFrom };
