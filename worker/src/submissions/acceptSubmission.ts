// What every public submission goes through once its schema accepted it, whether the
// page sent it (POST /submissions/:form) or the composer sent on a form posted without
// scripts (POST /native-submissions/:form): its bot signals judged, a slot of its
// client's limit taken, and a journal row under a case id the worker makes. A refusal
// (too quick, past the limit) throws the 429 and stores nothing.
import type { FormName } from 'contract/schemas/forms';
import type { WorkerDeps } from '../deps';
import { tooManyRequests } from '../http/apiError';
import { takeSlot, type Limit } from '../limits/rateLimit';
import { judgeBotSignals } from './botSignals';
import { newDeliveryToken } from './deliveryToken';
import { journalSubmission } from './journal';

/**
 * Fresh ids to draw before giving up. A ticket or lead id has a million values, so
 * clashes grow as the journal fills: with half of them taken, 20 draws all clash once
 * in a million submissions.
 */
const CASE_ID_ATTEMPTS = 20;

export interface Accepted {
  caseId: string;
  receivedAt: string;
  deliveryToken: string;
  /** False for a submission dropped as a bot's: nothing was journaled and no email may go. */
  journaled: boolean;
  /** The values journaled (and emailed): the parsed body without its bot signals. */
  values: Record<string, unknown>;
}

/** Counts the request against its client's bucket, or throws the 429 that says when to send again. */
export async function takeLimitSlot(deps: Pick<WorkerDeps, 'db' | 'now'>, what: string, client: string, limit: Limit): Promise<void> {
  const verdict = await takeSlot(deps.db, `${what}:${client}`, limit, deps.now().getTime());
  if (verdict.allowed) return;
  throw tooManyRequests(`There have been too many ${what} from your connection; please wait and send again`, verdict.retryAfterSeconds);
}

/**
 * A public form's values without its bot signals, and whether they are a bot's (its
 * honeypot filled); throws the 429 of a form sent a moment after it opened.
 */
export function withoutBotSignals<T extends Record<string, unknown>>(parsed: T, minFillMs: number) {
  const { values, verdict } = judgeBotSignals(parsed, minFillMs);
  if (verdict.kind === 'too quick') {
    throw tooManyRequests('The form was sent a moment after it opened; please check it and send it again', verdict.retryAfterSeconds);
  }
  return { values, verdict };
}

/** Judges, counts and journals a submission its form's schema accepted, for the client keyed `client`. */
export async function acceptSubmission(deps: WorkerDeps, form: FormName, parsed: Record<string, unknown>, client: string): Promise<Accepted> {
  const { db, env, now, newCaseId } = deps;
  const { values, verdict } = withoutBotSignals(parsed, env.limits.minFillMs);
  await takeLimitSlot(deps, `${form} submissions`, client, env.limits.submissions[form]);
  const receivedAt = now().toISOString();
  const { token: deliveryToken, hash: deliveryTokenHash } = await newDeliveryToken();

  if (verdict.kind === 'honeypot') {
    console.warn(`worker: dropped a ${form} submission whose honeypot field was filled`);
    return { caseId: newCaseId(form), receivedAt, deliveryToken, journaled: false, values };
  }
  for (let attempt = 0; attempt < CASE_ID_ATTEMPTS; attempt++) {
    const caseId = newCaseId(form);
    if (await journalSubmission(db, { caseId, form, payload: values, receivedAt, deliveryTokenHash })) {
      return { caseId, receivedAt, deliveryToken, journaled: true, values };
    }
  }
  throw new Error(`no free case id for ${form} after ${CASE_ID_ATTEMPTS} attempts`);
}
