import { optionsFromEnv, portFromEnv, resolveSettings } from './settings';

describe('sandbox settings', () => {
  it('accepts the worker development ids by default', () => {
    expect(resolveSettings().emailjs).toEqual({
      publicKey: 'sandbox-public-key',
      serviceId: 'service_sandbox',
      privateKey: 'sandbox-private-key',
    });
  });

  it('reads the ids from the same variables as the worker, blank ones unset', () => {
    const settings = resolveSettings(optionsFromEnv({ EMAILJS_PUBLIC_KEY: 'pk_e2e', EMAILJS_SERVICE_ID: ' ' }));
    expect(settings.emailjs).toEqual({ publicKey: 'pk_e2e', serviceId: 'service_sandbox', privateKey: 'sandbox-private-key' });
  });

  it('accepts the worker development payment and captcha identifiers by default', () => {
    const settings = resolveSettings();
    expect(settings.clearent).toEqual({
      merchantId: 'sandbox-merchant',
      terminalId: 'sandbox-terminal',
      apiKey: 'sandbox-gateway-api-key',
      serviceFeePercent: 3,
    });
    expect(settings.captcha).toEqual({ siteKey: 'sandbox-site-key', secret: 'sandbox-captcha-secret' });
  });

  it('reads the payment and captcha identifiers from the worker variable names', () => {
    const settings = resolveSettings(
      optionsFromEnv({
        PAYMENT_MERCHANT_ID: 'm-e2e',
        PAYMENT_TERMINAL_ID: 't-e2e',
        PAYMENT_GATEWAY_API_KEY: 'key-e2e',
        CAPTCHA_SITE_KEY: 'site-e2e',
        CAPTCHA_SECRET: 'secret-e2e',
      }),
    );
    expect(settings.clearent).toMatchObject({ merchantId: 'm-e2e', terminalId: 't-e2e', apiKey: 'key-e2e' });
    expect(settings.captcha).toEqual({ siteKey: 'site-e2e', secret: 'secret-e2e' });
  });

  it('listens on SANDBOX_PORT, 8089 by default', () => {
    expect(portFromEnv({})).toBe(8089);
    expect(portFromEnv({ SANDBOX_PORT: '18089' })).toBe(18089);
    expect(() => portFromEnv({ SANDBOX_PORT: 'abc' })).toThrow('SANDBOX_PORT');
  });
});
