import { optionsFromEnv, portFromEnv, resolveSettings } from './settings';

describe('sandbox settings', () => {
  it('accepts the worker development ids by default', () => {
    expect(resolveSettings().emailjs).toEqual({ publicKey: 'sandbox-public-key', serviceId: 'service_sandbox' });
  });

  it('reads the ids from the same variables as the worker, blank ones unset', () => {
    const settings = resolveSettings(optionsFromEnv({ EMAILJS_PUBLIC_KEY: 'pk_e2e', EMAILJS_SERVICE_ID: ' ' }));
    expect(settings.emailjs).toEqual({ publicKey: 'pk_e2e', serviceId: 'service_sandbox' });
  });

  it('listens on SANDBOX_PORT, 8089 by default', () => {
    expect(portFromEnv({})).toBe(8089);
    expect(portFromEnv({ SANDBOX_PORT: '18089' })).toBe(18089);
    expect(() => portFromEnv({ SANDBOX_PORT: 'abc' })).toThrow('SANDBOX_PORT');
  });
});
