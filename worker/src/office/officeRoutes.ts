// The office's API (#35) under /office/: passkey enrolment and sign-in, then the routes
// behind the office session (follow-ups, payments, and the groups other files add, such
// as the site's health). Every answer is private and never stored by a cache; every POST
// must come from the site's own pages (Origin) with a JSON body, so another site cannot
// make a signed-in browser change anything.
import { Hono, type MiddlewareHandler } from 'hono';
import type { WorkerDeps } from '../deps';
import { requireSiteOrigin } from '../http/requireSiteOrigin';
import { officeAuthRoutes } from './authRoutes';
import { OFFICE_PATHS } from './officeCors';
import { requireOfficeSession } from './requireOfficeSession';

/** A group of office routes behind the session: it puts `requireSession` on each of its routes. */
export type OfficeRouteGroup = (deps: WorkerDeps, requireSession: MiddlewareHandler) => Hono;

/** @param groups the route groups behind the session (e.g. officeHealthRoutes); each gets the session guard */
export function officeRoutes(deps: WorkerDeps, groups: readonly OfficeRouteGroup[]): Hono {
  const routes = new Hono();
  routes.use(OFFICE_PATHS, async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    if (c.req.method === 'POST') requireSiteOrigin(c, deps.env.siteOrigins);
    await next();
    c.header('Cache-Control', 'private, no-store');
  });
  routes.route('/', officeAuthRoutes(deps));
  const requireSession = requireOfficeSession(deps);
  for (const group of groups) routes.route('/', group(deps, requireSession));
  return routes;
}
