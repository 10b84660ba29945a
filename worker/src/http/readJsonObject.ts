// A request body that must be a JSON object sent as application/json. Requiring the
// JSON content type also means a browser on another origin must pass the CORS
// preflight before it can post anything.
import type { Context } from 'hono';
import { ApiError } from './apiError';

const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'The body must be JSON sent with content-type application/json');
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'The body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
