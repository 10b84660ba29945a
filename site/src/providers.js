// The third parties the browser is pointed at: the email service, the card provider's
// payment page and the captcha, from the same variables the worker reads. In development
// and tests all three are the sandbox.
const { localOrigin } = require('./ports.js');

/** @typedef {{ emailOrigin: string, hppOrigin: string, captchaScriptUrl: string }} Providers */

/** @param {Record<string, string | undefined>} [env] @returns {Providers} */
function providersFromEnv(env = process.env) {
  const sandbox = env.SANDBOX_PORT ? `http://localhost:${env.SANDBOX_PORT}` : localOrigin('sandbox');
  return {
    emailOrigin: env.EMAILJS_ORIGIN ?? sandbox,
    hppOrigin: env.PAYMENT_HPP_ORIGIN ?? sandbox,
    captchaScriptUrl: env.CAPTCHA_SCRIPT_URL ?? sandboxCaptchaScript(sandbox),
  };
}

/** The sandbox's stand-in for the captcha's script. @param {string} sandbox */
const sandboxCaptchaScript = (sandbox) => `${sandbox}/captcha/api.js`;

module.exports = { providersFromEnv, sandboxCaptchaScript };
