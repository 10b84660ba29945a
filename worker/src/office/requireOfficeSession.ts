// The guard of every office route but enrolment and sign-in: 401 without a valid session
// (none, expired, unused too long, signed out), 403 for a person who was revoked;
// otherwise the person is on the context as c.get('officePerson'), and the session's idle
// limit has moved on.
import type { MiddlewareHandler } from 'hono';
import type { OfficePerson } from 'contract/schemas/office';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { lookUpSession } from './sessions';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in office person (set by requireOfficeSession). */
    officePerson: OfficePerson;
  }
}

export function requireOfficeSession(deps: Pick<WorkerDeps, 'db' | 'env' | 'now'>): MiddlewareHandler {
  return async (c, next) => {
    const session = await lookUpSession(c, deps.db, deps.now(), deps.env.office.session);
    if (session.state === 'none') throw new ApiError(401, 'Sign in to the office first');
    if (session.state === 'revoked') throw new ApiError(403, 'Your office access was revoked');
    c.set('officePerson', session.person);
    await next();
  };
}
