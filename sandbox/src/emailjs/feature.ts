// The EmailJS stand-in: the send API the real @emailjs/browser client talks to, and
// its test controls.
import type { SandboxFeature } from '../feature';
import { emailControlRoutes } from './controlRoutes';
import { createOutbox } from './outbox';
import { sendRoutes } from './sendRoute';

export const emailjs: SandboxFeature = (app, settings) => {
  const outbox = createOutbox(settings.random);
  app.route('/api/v1.0/email', sendRoutes(settings, outbox));
  app.route('/__sandbox/emails', emailControlRoutes(outbox));
};
