// Who may change something through the booking's public endpoints, and whose limits it
// counts against: a page of the site (its Origin; the client as the limits see it), or the
// composer sending on a form a visitor posted without scripts (its secret; the visitor's
// address as it names it in X-Visitor-Address, trusted only beside that secret).
import type { Context } from 'hono';
import { VISITOR_ADDRESS_HEADER } from 'credentials/composerSecret';
import type { WorkerDeps } from '../deps';
import { ApiError } from './apiError';
import { addressKey, clientKey } from './clientKey';
import { requireComposer } from './requireComposer';
import { requireSiteOrigin } from './requireSiteOrigin';

/** The caller's key for the limits, once it is one of the two; else a 401, 403 or 400 thrown. */
export async function requireSiteCaller(c: Context, deps: Pick<WorkerDeps, 'env' | 'clientAddress'>): Promise<string> {
  if (!c.req.header('Authorization')) {
    requireSiteOrigin(c, deps.env.siteOrigins);
    return clientKey(c, deps);
  }
  await requireComposer(c, deps.env.composerSecret);
  const address = c.req.header(VISITOR_ADDRESS_HEADER)?.trim();
  if (!address) throw new ApiError(400, `The visitor's address (${VISITOR_ADDRESS_HEADER}) is required`);
  return addressKey(address);
}
