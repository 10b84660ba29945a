// The staff routes' shared checks: the unlock is configured, and the request carries an
// unexpired unlock token.
import type { Context } from 'hono';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { bearerToken } from '../http/bearerToken';
import type { StaffConfig, StaffEnv } from './staffEnv';
import { isValidUnlockToken } from './unlockToken';

/** The staff configuration, or a 503 when a deployment has not set its secrets. */
export function requireStaffConfig(staff: StaffEnv): StaffConfig {
  if (!staff.configured) {
    console.error(`worker: the staff unlock is off until ${staff.missing.join(' and ')} are set`);
    throw new ApiError(503, 'The staff unlock is not configured');
  }
  return staff;
}

/**
 * Lets through only a request whose Authorization is an unexpired unlock token
 * (Bearer); any other gets 401 with WWW-Authenticate, or 503 while the unlock is off.
 */
export async function requireUnlockToken(c: Context, { env, now }: Pick<WorkerDeps, 'env' | 'now'>): Promise<void> {
  const staff = requireStaffConfig(env.staff);
  const token = bearerToken(c);
  if (!token || !(await isValidUnlockToken(token, staff.signingKey, now()))) {
    c.header('WWW-Authenticate', 'Bearer realm="staff-hub"');
    throw new ApiError(401, 'A valid unlock token is required');
  }
}
