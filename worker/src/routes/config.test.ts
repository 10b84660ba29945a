import { z } from 'contract/schemas/zod';
import { captchaConfigSchema, EMAIL_TEMPLATE_KEYS, emailConfigSchema, paymentConfigSchema } from 'contract/schemas/config';
import { createTestApp } from '../../test/testApp';

describe('GET /config/*', () => {
  it('answers the email configuration in the shared shape, one template per key', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/config/email');
    expect(response.status).toBe(200);
    const body = await response.json();
    const config = z.strictObject(emailConfigSchema.shape).parse(body);
    expect(Object.keys(config.templates).sort()).toEqual([...EMAIL_TEMPLATE_KEYS].sort());
    expect(config).toMatchObject({
      origin: 'http://localhost:8089',
      publicKey: 'sandbox-public-key',
      serviceId: 'service_sandbox',
    });
    expect(config.templates.ticketReceipt).toBe('template_ticket_receipt');
  });

  it('answers the payment configuration in the shared shape', async () => {
    const { app } = await createTestApp();
    const body = await (await app.request('/config/payments')).json();
    expect(z.strictObject(paymentConfigSchema.shape).parse(body)).toEqual({
      hppOrigin: 'http://localhost:8089',
      merchantId: 'sandbox-merchant',
      terminalId: 'sandbox-terminal',
    });
  });

  it('answers the captcha configuration in the shared shape', async () => {
    const { app } = await createTestApp();
    const body = await (await app.request('/config/captcha')).json();
    expect(z.strictObject(captchaConfigSchema.shape).parse(body)).toEqual({
      scriptUrl: 'http://localhost:8089/captcha/api.js',
      siteKey: 'sandbox-site-key',
    });
  });

  it('answers what the environment configures', async () => {
    const { app } = await createTestApp({
      env: {
        EMAILJS_ORIGIN: 'https://api.emailjs.com',
        EMAILJS_PUBLIC_KEY: 'pk_live',
        EMAILJS_SERVICE_ID: 'service_live',
        EMAILJS_TEMPLATE_LEAD_COMMERCIAL: 'template_b2b',
        PAYMENT_HPP_ORIGIN: 'https://pay.example.com',
        PAYMENT_MERCHANT_ID: 'M-1',
        PAYMENT_TERMINAL_ID: 'T-1',
        CAPTCHA_SCRIPT_URL: 'https://captcha.example.com/api.js?render=explicit',
        CAPTCHA_SITE_KEY: 'site-live',
      },
    });
    const email = emailConfigSchema.parse(await (await app.request('/config/email')).json());
    expect(email).toMatchObject({ origin: 'https://api.emailjs.com', publicKey: 'pk_live', serviceId: 'service_live' });
    expect(email.templates.leadCommercial).toBe('template_b2b');
    expect(email.templates.leadResidential).toBe('template_lead_residential');
    expect(await (await app.request('/config/payments')).json()).toEqual({
      hppOrigin: 'https://pay.example.com',
      merchantId: 'M-1',
      terminalId: 'T-1',
    });
    expect(await (await app.request('/config/captcha')).json()).toEqual({
      scriptUrl: 'https://captcha.example.com/api.js?render=explicit',
      siteKey: 'site-live',
    });
  });

  it('answers 404 JSON for an unknown lookup', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/config/passcode');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
