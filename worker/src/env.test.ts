import { EMAIL_TEMPLATE_KEYS } from 'shared-ui/api/config';
import { defaultTemplateId, parseEnv, templateEnvName } from './env';

describe('parseEnv', () => {
  it('points every provider at the local sandbox by default', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      port: 8087,
      dbPath: undefined,
      siteOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      email: { origin: 'http://localhost:8089', publicKey: 'sandbox-public-key', serviceId: 'service_sandbox' },
      payments: { hppOrigin: 'http://localhost:8089' },
      captcha: { scriptUrl: 'http://localhost:8089/captcha/api.js' },
    });
    for (const key of EMAIL_TEMPLATE_KEYS) expect(env.email.templates[key]).toBe(defaultTemplateId(key));
  });

  it('points the card gateway and the captcha siteverify at the sandbox by default, following its port', () => {
    expect(parseEnv({})).toMatchObject({
      paymentGateway: { origin: 'http://localhost:8089', apiKey: 'sandbox-gateway-api-key' },
      captchaVerify: { url: 'http://localhost:8089/captcha/siteverify', secret: 'sandbox-captcha-secret' },
    });
    expect(parseEnv({ SANDBOX_PORT: '9089' })).toMatchObject({
      paymentGateway: { origin: 'http://localhost:9089' },
      captchaVerify: { url: 'http://localhost:9089/captcha/siteverify' },
    });
  });

  it('reads the real card gateway and captcha verification', () => {
    const env = parseEnv({
      PAYMENT_GATEWAY_ORIGIN: 'https://gateway.clearent.net/',
      PAYMENT_GATEWAY_API_KEY: 'live-key',
      CAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      CAPTCHA_SECRET: 'live-secret',
    });
    expect(env.paymentGateway).toEqual({ origin: 'https://gateway.clearent.net', apiKey: 'live-key' });
    expect(env.captchaVerify).toEqual({ url: 'https://www.google.com/recaptcha/api/siteverify', secret: 'live-secret' });
  });

  it('lists the payment and captcha variables still at their sandbox default, set or not', () => {
    expect(parseEnv({}).sandboxSettings).toEqual([
      'PAYMENT_HPP_ORIGIN',
      'PAYMENT_MERCHANT_ID',
      'PAYMENT_TERMINAL_ID',
      'PAYMENT_GATEWAY_ORIGIN',
      'PAYMENT_GATEWAY_API_KEY',
      'CAPTCHA_SCRIPT_URL',
      'CAPTCHA_SITE_KEY',
      'CAPTCHA_VERIFY_URL',
      'CAPTCHA_SECRET',
    ]);
    const env = parseEnv({
      PAYMENT_HPP_ORIGIN: 'https://hpp.clearent.net',
      PAYMENT_MERCHANT_ID: 'sandbox-merchant',
      PAYMENT_GATEWAY_ORIGIN: 'https://gateway.clearent.net',
      PAYMENT_GATEWAY_API_KEY: 'live-key',
      CAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
      CAPTCHA_SITE_KEY: 'live-site-key',
      CAPTCHA_VERIFY_URL: 'http://localhost:8089/captcha/siteverify',
      CAPTCHA_SECRET: 'live-secret',
      PAYMENT_TERMINAL_ID: '2001',
    });
    expect(env.sandboxSettings).toEqual(['PAYMENT_MERCHANT_ID', 'CAPTCHA_VERIFY_URL']);
  });

  it('names template variables in upper snake case', () => {
    expect(templateEnvName('ticketAutomation')).toBe('EMAILJS_TEMPLATE_TICKET_AUTOMATION');
    expect(defaultTemplateId('ticketAutomation')).toBe('template_ticket_automation');
    expect(templateEnvName('lan')).toBe('EMAILJS_TEMPLATE_LAN');
  });

  it('follows the sandbox when the site moves to another base port', () => {
    const env = parseEnv({ SANDBOX_PORT: '9089' });
    expect(env.email.origin).toBe('http://localhost:9089');
    expect(env.payments.hppOrigin).toBe('http://localhost:9089');
    expect(env.captcha.scriptUrl).toBe('http://localhost:9089/captcha/api.js');
  });

  it('reads the port, the database file and the site origins', () => {
    const env = parseEnv({ WORKER_PORT: '18087', WORKER_DB: '/tmp/journal.sqlite', SITE_ORIGINS: 'https://example.com/,https://www.example.com' });
    expect(env.port).toBe(18087);
    expect(env.dbPath).toBe('/tmp/journal.sqlite');
    expect(env.siteOrigins).toEqual(['https://example.com', 'https://www.example.com']);
  });

  it('treats blank variables as unset and ignores bindings that are not text', () => {
    const env = parseEnv({ EMAILJS_PUBLIC_KEY: '  ', WORKER_DB: '', DB: { prepare: () => null } });
    expect(env.email.publicKey).toBe('sandbox-public-key');
    expect(env.dbPath).toBeUndefined();
  });

  it.each([
    ['WORKER_PORT', 'eighty'],
    ['WORKER_PORT', '70000'],
    ['SITE_ORIGINS', 'localhost:8080'],
    ['EMAILJS_ORIGIN', 'ftp://mail.example.com'],
    ['CAPTCHA_SCRIPT_URL', 'not a url'],
    ['PAYMENT_GATEWAY_ORIGIN', 'gateway.clearent.net'],
    ['CAPTCHA_VERIFY_URL', 'not a url'],
  ])('refuses an invalid %s, naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(name);
  });

  it('does not repeat the values it refuses', () => {
    let message = '';
    try {
      parseEnv({ SITE_ORIGINS: 'hunter2-not-an-origin' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('SITE_ORIGINS');
    expect(message).not.toContain('hunter2');
  });
});
