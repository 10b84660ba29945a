// POST /submissions/:form journals a form submission before its email goes out, and
// answers with the case id the worker made, the submission's delivery token and
// whether the page may send its emails; POST /submissions/:form/:caseId/delivery
// records whether those emails went, once, for the holder of the token only
// (Authorization: Bearer <deliveryToken>). Both are limited per client, submissions per
// form (src/limits/limitsEnv.ts); a refused request stores nothing. There is no
// site-wide ceiling: a dozen addresses must not be able to close a form to everyone.
import { Hono, type Context } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import type { z } from 'contract/schemas/zod';
import { FORM_SCHEMAS, isFormName, type FormName } from 'contract/schemas/forms';
import { deliveryReportSchema, type JournalReceipt } from 'contract/schemas/submissions';
import type { WorkerDeps } from '../deps';
import { ApiError, tooManyRequests } from '../http/apiError';
import { bearerToken } from '../http/bearerToken';
import { clientKey } from '../http/clientKey';
import { readJsonObject } from '../http/readJsonObject';
import { validate } from '../http/validate';
import { takeSlot, type Limit } from '../limits/rateLimit';
import { requireUnlockToken } from '../staff/requireStaff';
import { judgeBotSignals } from '../submissions/botSignals';
import { DELIVERY_TOKEN_PATTERN, hashDeliveryToken, newDeliveryToken } from '../submissions/deliveryToken';
import { journalSubmission, recordDelivery } from '../submissions/journal';

/**
 * Fresh ids to draw before giving up. A ticket or lead id has a million values, so
 * clashes grow as the journal fills: with half of them taken, 20 draws all clash once
 * in a million submissions.
 */
const CASE_ID_ATTEMPTS = 20;

/** Forms sent from the staff hub: only a holder of the staff unlock token may send one. */
const STAFF_FORMS: ReadonlySet<FormName> = new Set(['suggestion']);

function knownForm(name: string): FormName {
  if (!isFormName(name)) throw new ApiError(404, `Unknown form '${name}'`);
  return name;
}

/** The delivery token the report carries, or a 401 when it carries none that could be one. */
function presentedDeliveryToken(c: Context): string {
  const token = bearerToken(c);
  if (!token || !DELIVERY_TOKEN_PATTERN.test(token)) {
    c.header('WWW-Authenticate', 'Bearer realm="submission-delivery"');
    throw new ApiError(401, 'The delivery token the journal answered with is required');
  }
  return token;
}

/** Counts the request against its client's bucket, or throws the 429 that says when to send again. */
async function takeLimitSlot(c: Context, deps: WorkerDeps, what: string, limit: Limit): Promise<void> {
  const verdict = await takeSlot(deps.db, `${what}:${clientKey(c, deps)}`, limit, deps.now().getTime());
  if (verdict.allowed) return;
  throw tooManyRequests(`There have been too many ${what} from your connection; please wait and send again`, verdict.retryAfterSeconds);
}

export function submissionRoutes(deps: WorkerDeps): Hono {
  const { db, env, now, newCaseId } = deps;
  const routes = new Hono();

  routes.post(ENDPOINTS.submission, async (c) => {
    const form = knownForm(c.req.param('form'));
    if (STAFF_FORMS.has(form)) await requireUnlockToken(c, deps);
    const schema: z.ZodType<Record<string, unknown>> = FORM_SCHEMAS[form];
    const parsed = validate(schema, await readJsonObject(c), `The ${form} form has errors`);
    const { values, verdict } = judgeBotSignals(parsed, env.limits.minFillMs);
    if (verdict.kind === 'too quick') {
      throw tooManyRequests('The form was sent a moment after it opened; please check it and send it again', verdict.retryAfterSeconds);
    }
    await takeLimitSlot(c, deps, `${form} submissions`, env.limits.submissions[form]);
    const receivedAt = now().toISOString();
    const { token: deliveryToken, hash: deliveryTokenHash } = await newDeliveryToken();
    const receipt = (caseId: string, sendEmails: boolean): JournalReceipt => ({ caseId, receivedAt, deliveryToken, sendEmails });

    if (verdict.kind === 'honeypot') {
      console.warn(`worker: dropped a ${form} submission whose honeypot field was filled`);
      return c.json(receipt(newCaseId(form), false), 201);
    }
    for (let attempt = 0; attempt < CASE_ID_ATTEMPTS; attempt++) {
      const caseId = newCaseId(form);
      if (await journalSubmission(db, { caseId, form, payload: values, receivedAt, deliveryTokenHash })) {
        return c.json(receipt(caseId, true), 201);
      }
    }
    throw new Error(`no free case id for ${form} after ${CASE_ID_ATTEMPTS} attempts`);
  });

  routes.post(ENDPOINTS.delivery, async (c) => {
    const form = knownForm(c.req.param('form'));
    const caseId = c.req.param('caseId');
    const deliveryTokenHash = await hashDeliveryToken(presentedDeliveryToken(c));
    const report = validate(deliveryReportSchema, await readJsonObject(c), 'The delivery report has errors');
    await takeLimitSlot(c, deps, 'delivery reports', env.limits.deliveryReports);
    const outcome = await recordDelivery(db, { form, caseId, deliveryTokenHash, delivered: report.delivered, at: now().toISOString() });
    // One answer for an unknown case and a wrong token: a guesser learns not even which case ids exist.
    if (!outcome) throw new ApiError(404, `No ${form} submission with case id ${caseId} and this delivery token`);
    // Its emails went: a second report (a replay, or a page sending them again) is refused.
    if (!outcome.recorded) throw new ApiError(409, `The emails of case ${caseId} are already reported sent`);
    return c.json({ caseId, delivery: outcome.delivery });
  });

  return routes;
}
