// The worker's HTTP API, the same on Node and on Cloudflare Workers. Each route group
// lives in src/routes/, mounts its routes on the contract's ENDPOINTS, and is registered
// here with one line.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { WorkerDeps } from './deps';
import { ApiError } from './http/apiError';
import { discardBody } from 'site/discardBody';
import { workerSecurityHeaders } from './http/securityHeaders';
import { configRoutes } from './routes/config';
import { fieldHealthRoutes } from './routes/fieldHealth';
import { fieldReportRoutes } from './routes/fieldReports';
import { healthRoutes } from './routes/health';
import { hubRoutes } from './routes/hub';
import { passcodeRoutes } from './routes/passcode';
import { orderRoutes } from './routes/orders';
import { purchaseRoutes } from './routes/purchase';
import { nativeSubmissionRoutes } from './routes/nativeSubmissions';
import { submissionRoutes } from './routes/submissions';
import { bookingRoutes } from './routes/booking';
import { bookingManageRoutes } from './routes/bookingManage';
import { newWorkerCaseId } from './submissions/caseIds';
import { OFFICE_PATHS, officeCors } from './office/officeCors';
import { officeRoutes } from './office/officeRoutes';
import { officeFollowUpRoutes } from './office/followUpRoutes';
import { officeHealthRoutes } from './office/health/officeHealthRoutes';
import { officePaymentRoutes } from './office/paymentRoutes';
import { officeBookingRoutes } from './office/bookingRoutes';

export const MAX_BODY_BYTES = 64 * 1024;
/** How much of a refused body is read (and dropped) so the client gets the 413. */
const MAX_DISCARDED_BYTES = 4 * 1024 * 1024;

export type AppOptions = Pick<WorkerDeps, 'db' | 'fieldDb' | 'env'> &
  Partial<Pick<WorkerDeps, 'now' | 'newCaseId' | 'clientAddress' | 'fetch' | 'releaseSource'>>;

export function createApp(options: AppOptions): Hono {
  const deps: WorkerDeps = {
    db: options.db,
    fieldDb: options.fieldDb,
    env: options.env,
    now: options.now ?? (() => new Date()),
    newCaseId: options.newCaseId ?? ((form) => newWorkerCaseId(form)),
    // Without a runtime that knows the address, every client shares one count of each limit.
    clientAddress: options.clientAddress ?? (() => undefined),
    // Called through a wrapper: Workers refuse a fetch detached from the global.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    releaseSource: options.releaseSource,
  };
  const app = new Hono();

  app.use('*', workerSecurityHeaders());
  // Before the global CORS: the office's answers allow credentials (its session cookie).
  app.use(OFFICE_PATHS, officeCors(deps.env.siteOrigins));
  app.use(
    '*',
    cors({
      origin: deps.env.siteOrigins,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      // Authorization carries the staff unlock token (hub, suggestions) or a submission's delivery token.
      allowHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    }),
  );
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: async (c) => {
        await discardBody(c.req.raw, MAX_DISCARDED_BYTES);
        return c.json({ error: `The body is larger than ${MAX_BODY_BYTES / 1024} KB` }, 413);
      },
    }),
  );

  app.route('/', healthRoutes(deps));
  app.route('/', configRoutes(deps));
  app.route('/', submissionRoutes(deps));
  app.route('/', nativeSubmissionRoutes(deps));
  app.route('/', passcodeRoutes(deps));
  app.route('/', hubRoutes(deps));
  app.route('/', orderRoutes(deps));
  app.route('/', purchaseRoutes(deps));
  app.route('/', fieldReportRoutes(deps));
  app.route('/', fieldHealthRoutes(deps));
  app.route('/', bookingRoutes(deps));
  app.route('/', bookingManageRoutes(deps));
  // The office's groups behind its session.
  app.route('/', officeRoutes(deps, [officeFollowUpRoutes, officePaymentRoutes, officeHealthRoutes, officeBookingRoutes]));

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    console.error('worker: unhandled error', error);
    return c.json({ error: 'Internal error' }, 500);
  });
  return app;
}
