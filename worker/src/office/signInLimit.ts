// Enrolment and sign-in attempts per client: every options request and every answer
// takes a slot, so neither guessing nor filling the challenges table is cheap.
import type { Context } from 'hono';
import type { WorkerDeps } from '../deps';
import { tooManyRequests } from '../http/apiError';
import { clientKey } from '../http/clientKey';
import { clientBucket } from '../limits/clientAndSite';
import { takeSlot } from '../limits/rateLimit';

export const SIGN_IN_BUCKET = 'office sign-in';

export async function takeSignInSlot(c: Context, deps: Pick<WorkerDeps, 'db' | 'env' | 'clientAddress' | 'now'>): Promise<void> {
  const verdict = await takeSlot(deps.db, clientBucket(SIGN_IN_BUCKET, clientKey(c, deps)), deps.env.office.signInLimit, deps.now().getTime());
  if (!verdict.allowed) throw tooManyRequests('Too many sign-in attempts: wait, then try again', verdict.retryAfterSeconds);
}
