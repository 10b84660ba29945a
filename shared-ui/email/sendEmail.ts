// The one adapter to the email service: the real @emailjs/browser client, pointed
// at the origin the worker's configuration names (the sandbox in development and
// tests, api.emailjs.com in production).
import { init, send } from '@emailjs/browser';
import type { EmailConfig, EmailTemplateKey } from 'contract/schemas/config';
import type { TemplateParams } from 'contract/emails/outgoingEmail';

export type { TemplateParams };

export class MissingEmailConfigError extends Error {
  constructor(what: string) {
    super(`the email configuration has no ${what}`);
    this.name = 'MissingEmailConfigError';
  }
}

export async function sendEmail(config: EmailConfig, template: EmailTemplateKey, params: TemplateParams) {
  const templateId = config.templates[template];
  if (!config.publicKey) throw new MissingEmailConfigError('public key');
  if (!config.serviceId) throw new MissingEmailConfigError('service id');
  if (!templateId) throw new MissingEmailConfigError(`template for ${template}`);
  // blockHeadless stays off: it would refuse browsers driven by tests (navigator.webdriver).
  init({ publicKey: config.publicKey, blockHeadless: false }, config.origin);
  return send(config.serviceId, templateId, params);
}
