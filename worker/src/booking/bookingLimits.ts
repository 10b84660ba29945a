// The booking's per-client limits, counted like the other public forms' (src/submissions/
// acceptSubmission.ts): a booking counts as a lead does (SUBMISSION_LIMIT_PER_CLIENT per
// SUBMISSION_LIMIT_WINDOW_MINUTES: a person books one visit), and moves and cancellations
// through the emails' links count apart under the same limit. A time lost to someone
// quicker gives the slot back: a person racing for a time is never held for it.
import type { WorkerDeps } from '../deps';
import { clientBucket } from '../limits/clientAndSite';
import { returnSlot } from '../limits/rateLimit';
import { takeLimitSlot } from '../submissions/acceptSubmission';

export type BookingCount = 'bookings' | 'booking changes';

export interface CountedRequest {
  /** Gives the slot back (the request changed nothing). */
  giveBack(): Promise<void>;
}

/** Counts the request against its client (src/http/siteCaller.ts), or throws the 429 that says when to send again. */
export async function countBookingRequest(deps: WorkerDeps, what: BookingCount, client: string): Promise<CountedRequest> {
  await takeLimitSlot(deps, what, client, deps.env.limits.submissions.lead);
  return { giveBack: () => returnSlot(deps.db, clientBucket(what, client)) };
}
