// The worker's configuration lookups: public identifiers the browser needs to reach
// the third-party services. Secrets (private keys, api keys) never appear here.
import { z } from 'contract/schemas/zod';

export const EMAIL_TEMPLATE_KEYS = [
  'application',
  'lan',
  'suggestion',
  'ticketReceipt',
  'ticketInternet',
  'ticketAutomation',
  'ticketAudio',
  'ticketVideo',
  'ticketDefault',
  'leadReceipt',
  'leadCommercial',
  'leadResidential',
] as const;

export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

export const emailConfigSchema = z.object({
  /** Where @emailjs/browser sends: the real API, or the sandbox in development and tests. */
  origin: z.url(),
  publicKey: z.string().check(z.minLength(1)),
  serviceId: z.string().check(z.minLength(1)),
  templates: z.record(z.enum(EMAIL_TEMPLATE_KEYS), z.string().check(z.minLength(1))),
});
export type EmailConfig = z.infer<typeof emailConfigSchema>;

export const paymentConfigSchema = z.object({
  /** Host of the card provider's hosted payment page script. */
  hppOrigin: z.url(),
  merchantId: z.string().check(z.minLength(1)),
  terminalId: z.string().check(z.minLength(1)),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const captchaConfigSchema = z.object({
  scriptUrl: z.url(),
  siteKey: z.string().check(z.minLength(1)),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
