// CORS for the office's routes: the site's pages call them with credentials (the session
// cookie), so these answers allow credentials, for the site's own origins only. app.ts
// registers it before the worker's global CORS, which answers every other route without
// credentials.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export const OFFICE_PATHS = '/office/*';

export function officeCors(siteOrigins: string[]): MiddlewareHandler {
  return cors({
    origin: siteOrigins,
    credentials: true,
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type'],
    exposeHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
}
