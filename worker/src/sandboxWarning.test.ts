import { parseEnv } from './env';
import { sandboxSettingsWarning } from './sandboxWarning';

const LIVE_SETTINGS = {
  PAYMENT_HPP_ORIGIN: 'https://hpp.clearent.net',
  PAYMENT_MERCHANT_ID: '6588000000999998',
  PAYMENT_TERMINAL_ID: '2001',
  PAYMENT_GATEWAY_ORIGIN: 'https://gateway.clearent.net',
  PAYMENT_GATEWAY_API_KEY: 'live-gateway-key',
  CAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
  CAPTCHA_SITE_KEY: 'live-site-key',
  CAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
  CAPTCHA_SECRET: 'live-captcha-secret',
};
const PUBLIC_SITE = { SITE_ORIGINS: 'https://www.rockriveraudio.example,http://localhost:8080' };

const warningFor = (variables: Record<string, string>) => sandboxSettingsWarning(parseEnv(variables));

describe('sandboxSettingsWarning', () => {
  it('stays quiet for a site served from this machine, on the sandbox', () => {
    expect(warningFor({})).toBeNull();
    expect(warningFor({ SITE_ORIGINS: 'http://127.0.0.1:9080,http://[::1]:9080' })).toBeNull();
  });

  it('stays quiet for a public site with every payment and captcha setting made', () => {
    expect(warningFor({ ...PUBLIC_SITE, ...LIVE_SETTINGS })).toBeNull();
  });

  it('names, in one warning, every payment and captcha variable a public site left unset', () => {
    const warning = warningFor({ ...PUBLIC_SITE, CAPTCHA_SITE_KEY: 'live-site-key' });
    expect(warning).toBe(
      'worker: WARNING: https://www.rockriveraudio.example would take payments and captchas through the development sandbox; ' +
        'set PAYMENT_HPP_ORIGIN, PAYMENT_MERCHANT_ID, PAYMENT_TERMINAL_ID, PAYMENT_GATEWAY_ORIGIN, PAYMENT_GATEWAY_API_KEY, ' +
        "CAPTCHA_SCRIPT_URL, CAPTCHA_VERIFY_URL, CAPTCHA_SECRET to the live providers' values.",
    );
  });

  it.each([
    ['a sandbox key set explicitly', { PAYMENT_GATEWAY_API_KEY: 'sandbox-gateway-api-key' }, 'PAYMENT_GATEWAY_API_KEY'],
    ['the sandbox origin set explicitly', { PAYMENT_GATEWAY_ORIGIN: 'http://localhost:8089/' }, 'PAYMENT_GATEWAY_ORIGIN'],
    ['the captcha secret left unset', { CAPTCHA_SECRET: '  ' }, 'CAPTCHA_SECRET'],
  ])('counts %s as the sandbox', (_name, change, variable) => {
    const warning = warningFor({ ...PUBLIC_SITE, ...LIVE_SETTINGS, ...change });
    expect(warning).toMatch(new RegExp(`set ${variable} to`));
  });

  it('follows the sandbox to another port', () => {
    expect(warningFor({ ...PUBLIC_SITE, ...LIVE_SETTINGS, SANDBOX_PORT: '9089', CAPTCHA_VERIFY_URL: 'http://localhost:9089/captcha/siteverify' })).toMatch(
      /set CAPTCHA_VERIFY_URL to/,
    );
  });
});
