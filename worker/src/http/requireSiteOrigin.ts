// Refuses a request that another site's page made. The passcode is posted as text/plain,
// which a browser sends across origins without a CORS preflight: CORS would hide the
// answer from the other page, but the guess would still be checked and counted. Browsers
// send Origin with every cross-origin POST, so a request without one of the site's
// origins is refused before anything is read or counted. (hono/csrf does the same check
// but only for form-like content types and answers plain text; this endpoint answers
// JSON errors for every body.)
import type { Context } from 'hono';
import { ApiError } from './apiError';

export function requireSiteOrigin(c: Context, siteOrigins: readonly string[]): void {
  const origin = c.req.header('origin');
  if (!origin || !siteOrigins.includes(origin)) {
    throw new ApiError(403, 'This request must come from the site itself');
  }
}
