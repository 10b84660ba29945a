// POST /api/v1.0/email/send, as @emailjs/browser 4 calls it: a JSON body of
// { lib_version, user_id, service_id, template_id, template_params, accessToken? },
// answered 200 'OK' or an error status with the service's text.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { discardBody } from 'site/discardBody';
import type { SandboxSettings } from '../settings';
import { EMAILJS_MESSAGES, MAX_SEND_BYTES, TEMPLATE_ID_PATTERN } from './messages';
import type { Outbox } from './outbox';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function sendRoutes(settings: SandboxSettings, outbox: Outbox): Hono {
  const { publicKey, serviceId, privateKey } = settings.emailjs;
  const routes = new Hono();

  routes.post(
    '/send',
    bodyLimit({
      maxSize: MAX_SEND_BYTES,
      onError: async (c) => {
        await discardBody(c.req.raw, 4 * MAX_SEND_BYTES);
        return c.text(EMAILJS_MESSAGES.variablesTooLarge, 413);
      },
    }),
    async (c) => {
      const body = parseObject(await c.req.text());
      if (!body) return c.text(EMAILJS_MESSAGES.bodyInvalid, 400);
      if (body.user_id !== publicKey) return c.text(EMAILJS_MESSAGES.publicKeyInvalid, 400);
      if (body.service_id !== serviceId) return c.text(EMAILJS_MESSAGES.serviceIdInvalid, 400);
      const templateId = body.template_id;
      if (typeof templateId !== 'string' || !TEMPLATE_ID_PATTERN.test(templateId)) {
        return c.text(EMAILJS_MESSAGES.templateIdInvalid, 400);
      }
      const params = body.template_params;
      if (params !== undefined && !isObject(params)) {
        return c.text(EMAILJS_MESSAGES.templateParamsInvalid, 400);
      }
      // Optional, as for an account that does not require it; a wrong one is refused.
      if (body.accessToken !== undefined && body.accessToken !== privateKey) {
        return c.text(EMAILJS_MESSAGES.accessTokenInvalid, 403);
      }
      // Valid requests only: an outage is what the forms must survive, bad ids are bugs.
      if (outbox.failsNow(params ?? {})) return c.text(EMAILJS_MESSAGES.unavailable, 500);

      outbox.record({
        receivedAt: settings.now().toISOString(),
        serviceId,
        templateId,
        params: params ?? {},
      });
      return c.text(EMAILJS_MESSAGES.ok, 200);
    },
  );
  return routes;
}
