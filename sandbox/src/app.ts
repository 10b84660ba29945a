// The sandbox: local stand-ins for the third-party services a test machine cannot
// reach. Each stand-in is a SandboxFeature in its own folder, registered below.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { captcha } from './captcha/feature';
import { clearent } from './clearent/feature';
import { emailjs } from './emailjs/feature';
import type { SandboxFeature } from './feature';
import { sandboxSecurityHeaders } from './http/securityHeaders';
import { resolveSettings, type SandboxOptions } from './settings';

const FEATURES: SandboxFeature[] = [
  emailjs,
  clearent,
  captcha,
];

export function createSandbox(options: SandboxOptions = {}): Hono {
  const settings = resolveSettings(options);
  const app = new Hono();
  app.use('*', sandboxSecurityHeaders());
  // The real services are public APIs called from any site.
  app.use(
    '*',
    cors({ origin: '*', allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], allowHeaders: ['content-type'], maxAge: 600 }),
  );
  for (const feature of FEATURES) feature(app, settings);
  return app;
}
