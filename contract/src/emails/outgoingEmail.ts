// An email a form sends once the worker journaled it: which template, with what. The
// browser sends them through @emailjs/browser; for a form posted without scripts the
// worker sends the same ones through EmailJS's REST API (worker/src/submissions/formEmails.ts).
import type { EmailTemplateKey } from 'contract/schemas/config';

export type TemplateParams = Record<string, string | number | boolean>;

export interface OutgoingEmail {
  template: EmailTemplateKey;
  params: TemplateParams;
}
