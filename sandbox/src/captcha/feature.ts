// The captcha stand-in (reCAPTCHA v2 explicit rendering, hCaptcha-compatible siteverify).
import type { SandboxFeature } from '../feature';
import { captchaRoutes } from './routes';
import { createTokenStore } from './tokens';

export const captcha: SandboxFeature = (app, settings) => {
  app.route('/captcha', captchaRoutes(settings, createTokenStore(settings.now, settings.random)));
};
