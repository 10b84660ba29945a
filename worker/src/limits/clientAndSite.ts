// A limit per client with a site-wide ceiling above it: many clients (a botnet, or one
// attacker with many IPv6 /64s) together cannot pass the ceiling. The client's slot is
// taken first; a request the ceiling refuses gives it back, so a client does not pay for
// the site's wait. Reaching the ceiling is logged once per window.
import type { Database } from '../db/database';
import { returnSlot, takeSlot, type Limit } from './rateLimit';

export interface ClientAndSiteLimit {
  /** The bucket's name and what the log line calls the requests, e.g. 'submissions'. */
  name: string;
  perClient: Limit;
  site: Limit;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: 'client' | 'site' };

export const clientBucket = (name: string, client: string) => `${name}:${client}`;
export const siteBucket = (name: string) => `${name}@site`;

// The window each ceiling was last logged for, per database (so per app: tests do not share it).
const loggedWindows = new WeakMap<Database, Map<string, number>>();

function logCeiling(db: Database, limit: ClientAndSiteLimit, resetsAt: number, retryAfterSeconds: number) {
  const logged = loggedWindows.get(db) ?? new Map<string, number>();
  loggedWindows.set(db, logged);
  if (logged.get(limit.name) === resetsAt) return;
  logged.set(limit.name, resetsAt);
  const minutes = Math.round(limit.site.windowMs / 60_000);
  console.warn(
    `worker: the site-wide limit of ${limit.site.max} ${limit.name} per ${minutes} minutes is reached; ` +
      `every client waits ${retryAfterSeconds} s`,
  );
}

export async function takeClientAndSite(db: Database, limit: ClientAndSiteLimit, client: string, nowMs: number): Promise<LimitVerdict> {
  const own = clientBucket(limit.name, client);
  const mine = await takeSlot(db, own, limit.perClient, nowMs);
  if (!mine.allowed) return { allowed: false, retryAfterSeconds: mine.retryAfterSeconds, scope: 'client' };
  const everyone = siteBucket(limit.name);
  const site = await takeSlot(db, everyone, limit.site, nowMs);
  if (!site.allowed) {
    await returnSlot(db, own);
    logCeiling(db, limit, site.resetsAt, site.retryAfterSeconds);
    return { allowed: false, retryAfterSeconds: site.retryAfterSeconds, scope: 'site' };
  }
  return { allowed: true };
}
