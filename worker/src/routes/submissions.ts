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
import { ApiError } from '../http/apiError';
import { bearerToken } from '../http/bearerToken';
import { clientKey } from '../http/clientKey';
import { readJsonObject } from '../http/readJsonObject';
import { validate } from '../http/validate';
import { requireUnlockToken } from '../staff/requireStaff';
import { acceptSubmission, takeLimitSlot } from '../submissions/acceptSubmission';
import { DELIVERY_TOKEN_PATTERN, hashDeliveryToken } from '../submissions/deliveryToken';
import { recordDelivery } from '../submissions/journal';

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

export function submissionRoutes(deps: WorkerDeps): Hono {
  const { db, env, now } = deps;
  const routes = new Hono();

  routes.post(ENDPOINTS.submission, async (c) => {
    const form = knownForm(c.req.param('form'));
    if (STAFF_FORMS.has(form)) await requireUnlockToken(c, deps);
    const schema: z.ZodMiniType<Record<string, unknown>> = FORM_SCHEMAS[form];
    const parsed = validate(schema, await readJsonObject(c), `The ${form} form has errors`);
    const accepted = await acceptSubmission(deps, form, parsed, clientKey(c, deps));
    const receipt: JournalReceipt = {
      caseId: accepted.caseId,
      receivedAt: accepted.receivedAt,
      deliveryToken: accepted.deliveryToken,
      sendEmails: accepted.journaled,
    };
    return c.json(receipt, 201);
  });

  routes.post(ENDPOINTS.delivery, async (c) => {
    const form = knownForm(c.req.param('form'));
    const caseId = c.req.param('caseId');
    const deliveryTokenHash = await hashDeliveryToken(presentedDeliveryToken(c));
    const report = validate(deliveryReportSchema, await readJsonObject(c), 'The delivery report has errors');
    await takeLimitSlot(deps, 'delivery reports', clientKey(c, deps), env.limits.deliveryReports);
    const outcome = await recordDelivery(db, { form, caseId, deliveryTokenHash, delivered: report.delivered, at: now().toISOString() });
    // One answer for an unknown case and a wrong token: a guesser learns not even which case ids exist.
    if (!outcome) throw new ApiError(404, `No ${form} submission with case id ${caseId} and this delivery token`);
    // Its emails went: a second report (a replay, or a page sending them again) is refused.
    if (!outcome.recorded) throw new ApiError(409, `The emails of case ${caseId} are already reported sent`);
    return c.json({ caseId, delivery: outcome.delivery });
  });

  return routes;
}
