import { EMAIL_TEMPLATE_KEYS } from 'contract/schemas/config';
import { defaultTemplateId, parseEnv, templateEnvName } from './env';

const DEV = { ALLOW_DEV_DEFAULTS: '1' };

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

const refusal = (variables: Record<string, string>) => {
  try {
    parseEnv(variables);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('parseEnv', () => {
  it('points every provider at the local sandbox where ALLOW_DEV_DEFAULTS allows it', () => {
    const env = parseEnv(DEV);
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

  it('points the card gateway and the captcha siteverify at the sandbox where allowed, following its port', () => {
    expect(parseEnv(DEV)).toMatchObject({
      paymentGateway: { origin: 'http://localhost:8089', apiKey: 'sandbox-gateway-api-key' },
      captchaVerify: { url: 'http://localhost:8089/captcha/siteverify', secret: 'sandbox-captcha-secret' },
    });
    expect(parseEnv({ ...DEV, SANDBOX_PORT: '9089' })).toMatchObject({
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

  it('uses no sandbox setting without ALLOW_DEV_DEFAULTS: online payments are off until each is set', () => {
    const env = parseEnv({});
    expect(env.missingPaymentSettings).toEqual(Object.keys(LIVE_SETTINGS));
    expect(env.paymentGateway).toEqual({ origin: '', apiKey: '' });
    expect(parseEnv({ ...LIVE_SETTINGS, CAPTCHA_SECRET: '' }).missingPaymentSettings).toEqual(['CAPTCHA_SECRET']);
    expect(parseEnv({ ...PUBLIC_SITE, ...LIVE_SETTINGS }).missingPaymentSettings).toEqual([]);
  });

  it("emails payment receipts with the sandbox's private key only where ALLOW_DEV_DEFAULTS allows it", () => {
    expect(parseEnv(DEV).receipts).toEqual({ templateId: 'template_payment_receipt', privateKey: 'sandbox-private-key' });
    expect(parseEnv({}).receipts.privateKey).toBe('');
    expect(parseEnv({ EMAILJS_PRIVATE_KEY: 'live-private', EMAILJS_TEMPLATE_PAYMENT_RECEIPT: 'template_receipt_v2' }).receipts).toEqual({
      templateId: 'template_receipt_v2',
      privateKey: 'live-private',
    });
  });

  it('refuses ALLOW_DEV_DEFAULTS for a site with a public origin', () => {
    expect(refusal({ ...PUBLIC_SITE, ...LIVE_SETTINGS, ...DEV })).toMatch(
      /ALLOW_DEV_DEFAULTS is for a site served from this machine only; SITE_ORIGINS names https:\/\/www.rockriveraudio.example/,
    );
    expect(refusal({ SITE_ORIGINS: 'http://127.0.0.1:9080,http://[::1]:9080', ...DEV })).toBeNull();
  });

  it.each([
    ['a sandbox key', { PAYMENT_GATEWAY_API_KEY: 'sandbox-gateway-api-key' }, 'PAYMENT_GATEWAY_API_KEY'],
    ['the sandbox origin', { PAYMENT_GATEWAY_ORIGIN: 'http://localhost:8089/' }, 'PAYMENT_GATEWAY_ORIGIN'],
    ['a stand-in on this machine', { CAPTCHA_VERIFY_URL: 'http://127.0.0.1:7000/siteverify' }, 'CAPTCHA_VERIFY_URL'],
    ['the sandbox on another port', { SANDBOX_PORT: '9089', CAPTCHA_SCRIPT_URL: 'http://localhost:9089/captcha/api.js' }, 'CAPTCHA_SCRIPT_URL'],
  ])('refuses to start a public site still pointing at %s, naming the variable only', (_name, change, variable) => {
    const message = refusal({ ...PUBLIC_SITE, ...LIVE_SETTINGS, ...change });
    expect(message).toContain(`through the development sandbox; set ${variable} to the live providers' values`);
    expect(message).not.toContain('sandbox-gateway-api-key');
  });

  it('reads the limits, the trusted proxy header, the listening address and the retention', () => {
    const env = parseEnv({
      SUBMISSION_LIMIT_PER_CLIENT: '3',
      SUBMISSION_LIMIT_LAN_PER_CLIENT: '40',
      SUBMISSION_LIMIT_SUGGESTION_PER_CLIENT: '12',
      SUBMISSION_LIMIT_WINDOW_MINUTES: '5',
      DELIVERY_REPORT_LIMIT_PER_CLIENT: '7',
      FORM_MIN_FILL_SECONDS: '0',
      PURCHASE_LOOKUPS_PER_INVOICE: '2',
      PURCHASE_LOOKUPS_PER_CLIENT: '9',
      PURCHASE_LOOKUP_WINDOW_MINUTES: '30',
      TRUSTED_CLIENT_IP_HEADER: 'X-Real-IP',
      LISTEN_HOST: '0.0.0.0',
      WIFI_PASSWORD_RETENTION_DAYS: '7',
      FIELD_REPORT_LIMIT_PER_CLIENT: '15',
      FIELD_REPORT_LIMIT_WINDOW_MINUTES: '2',
      FIELD_REPORT_RETENTION_DAYS: '5',
      FIELD_REPORT_CEILING_PER_MINUTE: '900',
      FIELD_REPORT_LOADS_PER_CLIENT_PER_HOUR: '4',
    });
    expect(env.limits).toEqual({
      submissions: {
        application: { max: 3, windowMs: 300_000 },
        ticket: { max: 3, windowMs: 300_000 },
        lead: { max: 3, windowMs: 300_000 },
        lan: { max: 40, windowMs: 300_000 },
        suggestion: { max: 12, windowMs: 300_000 },
      },
      deliveryReports: { max: 7, windowMs: 300_000 },
      minFillMs: 0,
      purchaseLookups: { perInvoice: { max: 2, windowMs: 1_800_000 }, perClient: { max: 9, windowMs: 1_800_000 } },
      fieldReports: { max: 15, windowMs: 120_000 },
      fieldReportCeilingPerMinute: 900,
      fieldLoadsPerClientPerHour: 4,
    });
    expect(env).toMatchObject({
      clientIpHeader: 'X-Real-IP',
      host: '0.0.0.0',
      wifiPasswordRetentionMs: 7 * 24 * 60 * 60 * 1000,
      fieldReportRetentionMs: 5 * 24 * 60 * 60 * 1000,
    });
  });

  it('listens on 127.0.0.1, keeps Wi-Fi passwords 30 days and field reports 3 unless told otherwise', () => {
    expect(parseEnv({})).toMatchObject({
      host: '127.0.0.1',
      clientIpHeader: undefined,
      wifiPasswordRetentionMs: 30 * 24 * 60 * 60 * 1000,
      fieldReportRetentionMs: 3 * 24 * 60 * 60 * 1000,
    });
    expect(parseEnv({}).limits).toMatchObject({
      submissions: { application: { max: 5, windowMs: 600_000 }, ticket: { max: 5 }, lead: { max: 5 }, lan: { max: 30 }, suggestion: { max: 30 } },
      deliveryReports: { max: 20, windowMs: 600_000 },
      minFillMs: 3000,
      purchaseLookups: { perInvoice: { max: 5, windowMs: 3_600_000 }, perClient: { max: 20 } },
      fieldReports: { max: 60, windowMs: 600_000 },
      fieldReportCeilingPerMinute: 6000,
      fieldLoadsPerClientPerHour: 6,
    });
  });

  it('takes the field grant and health keys, the development ones only with ALLOW_DEV_DEFAULTS', () => {
    const grantKey = 'a-field-grant-key-of-this-site-0123456789';
    const healthKey = 'a-field-health-key-of-this-site-0123456789';
    expect(parseEnv({ FIELD_GRANT_KEY: grantKey, FIELD_HEALTH_KEY: healthKey })).toMatchObject({ fieldGrantKeys: { current: grantKey }, fieldHealthKey: healthKey });
    expect(parseEnv({})).toMatchObject({ fieldGrantKeys: undefined, fieldHealthKey: undefined });
    expect(parseEnv({ ALLOW_DEV_DEFAULTS: '1' })).toMatchObject({ fieldGrantKeys: { current: expect.stringMatching(/^development-/) }, fieldHealthKey: expect.stringMatching(/^development-/) });
    expect(() => parseEnv({ FIELD_HEALTH_KEY: parseEnv({ ALLOW_DEV_DEFAULTS: '1' }).fieldHealthKey })).toThrow('FIELD_HEALTH_KEY is the development key');
    expect(() => parseEnv({ FIELD_GRANT_KEY: 'short' })).toThrow('FIELD_GRANT_KEY must be at least 32 characters');
  });

  it("takes the field grant key before a rotation for a grant's lifetime after it, and only with its time", () => {
    const [current, previous] = ['the-new-field-grant-key-of-this-site-0123', 'the-old-field-grant-key-of-this-site-0123'];
    expect(parseEnv({ FIELD_GRANT_KEY: current, FIELD_GRANT_PREVIOUS_KEY: previous, FIELD_GRANT_ROTATED_AT: '2026-11-30T12:00:00Z' })).toMatchObject({
      fieldGrantKeys: { current, previous: { key: previous, until: Date.parse('2026-11-30T13:00:00Z') } },
    });
    expect(() => parseEnv({ FIELD_GRANT_KEY: current, FIELD_GRANT_PREVIOUS_KEY: previous })).toThrow('FIELD_GRANT_PREVIOUS_KEY needs FIELD_GRANT_ROTATED_AT');
    expect(() => parseEnv({ FIELD_GRANT_KEY: current, FIELD_GRANT_PREVIOUS_KEY: 'short', FIELD_GRANT_ROTATED_AT: '2026-11-30T12:00:00Z' })).toThrow('FIELD_GRANT_PREVIOUS_KEY must be at least 32 characters');
  });

  it('names template variables in upper snake case', () => {
    expect(templateEnvName('ticketAutomation')).toBe('EMAILJS_TEMPLATE_TICKET_AUTOMATION');
    expect(defaultTemplateId('ticketAutomation')).toBe('template_ticket_automation');
    expect(templateEnvName('lan')).toBe('EMAILJS_TEMPLATE_LAN');
  });

  it('follows the sandbox when the site moves to another base port', () => {
    const env = parseEnv({ ...DEV, SANDBOX_PORT: '9089' });
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
    ['ALLOW_DEV_DEFAULTS', 'yes'],
    ['SUBMISSION_LIMIT_PER_CLIENT', '0'],
    ['FORM_MIN_FILL_SECONDS', '-1'],
    ['WIFI_PASSWORD_RETENTION_DAYS', 'forever'],
    ['FIELD_REPORT_RETENTION_DAYS', '0'],
    ['FIELD_REPORT_RETENTION_DAYS', '31'],
    ['FIELD_REPORT_LIMIT_PER_CLIENT', '0'],
    ['TRUSTED_CLIENT_IP_HEADER', 'X Real IP'],
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
