// The staff routes' shared checks: the unlock is configured, and who the client is.
import type { Context } from 'hono';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import type { StaffConfig, StaffEnv } from './staffEnv';

/** The staff configuration, or a 503 when a deployment has not set its secrets. */
export function requireStaffConfig(staff: StaffEnv): StaffConfig {
  if (!staff.configured) {
    console.error(`worker: the staff unlock is off until ${staff.missing.join(' and ')} are set`);
    throw new ApiError(503, 'The staff unlock is not configured');
  }
  return staff;
}

/**
 * Whose guesses these are: the trusted proxy's header when one is configured (its last
 * entry, the one that proxy added), else the address the runtime saw, else one shared
 * bucket for every unknown client.
 */
export function clientKey(c: Context, staff: StaffConfig, clientAddress: WorkerDeps['clientAddress']): string {
  if (staff.clientIpHeader) {
    const entries = (c.req.header(staff.clientIpHeader) ?? '').split(',').map((entry) => entry.trim());
    const last = entries.at(-1);
    if (last) return last;
  }
  return clientAddress(c) ?? 'unknown';
}
