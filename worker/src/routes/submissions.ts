// POST /submissions/:form journals a form submission before its email goes out, and
// answers with the case id and the submission's delivery token;
// POST /submissions/:form/:caseId/delivery records whether that email went, for the
// holder of the token only (Authorization: Bearer <deliveryToken>).
import { Hono, type Context } from 'hono';
import { z } from 'shared-ui/schemas/zod';
import { CLIENT_CASE_ID_FIELD, FORM_SCHEMAS, isFormName, type FormName } from 'shared-ui/schemas/forms';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJsonObject } from '../http/readJsonObject';
import { validate } from '../http/validate';
import { requireUnlockToken } from '../staff/requireStaff';
import { DELIVERY_TOKEN_PATTERN, hashDeliveryToken, newDeliveryToken } from '../submissions/deliveryToken';
import { journalSubmission, recordDelivery } from '../submissions/journal';

const deliveryReportSchema = z.object({ delivered: z.boolean() }).strict();

/** Fresh worker-made ids to draw before giving up; with 50 random bits one clash is already rare. */
const WORKER_ID_ATTEMPTS = 3;

/** Forms sent from the staff hub: only a holder of the staff unlock token may send one. */
const STAFF_FORMS: ReadonlySet<FormName> = new Set(['suggestion']);

const DELIVERY_BEARER = /^Bearer (\S+)$/;

function knownForm(name: string): FormName {
  if (!isFormName(name)) throw new ApiError(404, `Unknown form '${name}'`);
  return name;
}

/** The delivery token the report carries, or a 401 when it carries none that could be one. */
function presentedDeliveryToken(c: Context): string {
  const token = DELIVERY_BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token || !DELIVERY_TOKEN_PATTERN.test(token)) {
    c.header('WWW-Authenticate', 'Bearer realm="submission-delivery"');
    throw new ApiError(401, 'The delivery token the journal answered with is required');
  }
  return token;
}

export function submissionRoutes(deps: WorkerDeps): Hono {
  const { db, now, newCaseId } = deps;
  const routes = new Hono();

  routes.post('/:form', async (c) => {
    const form = knownForm(c.req.param('form'));
    if (STAFF_FORMS.has(form)) await requireUnlockToken(c, deps);
    const schema: z.ZodType<Record<string, unknown>> = FORM_SCHEMAS[form];
    const values = validate(schema, await readJsonObject(c), `The ${form} form has errors`);
    const receivedAt = now().toISOString();
    const { token: deliveryToken, hash: deliveryTokenHash } = await newDeliveryToken();
    const journal = (caseId: string) => journalSubmission(db, { caseId, form, payload: values, receivedAt, deliveryTokenHash });
    const clientIdField = CLIENT_CASE_ID_FIELD[form];

    if (clientIdField) {
      const caseId = String(values[clientIdField]);
      // A taken id keeps its first submission and that submission's token.
      if (!(await journal(caseId))) throw new ApiError(409, `Case id ${caseId} is already taken`);
      return c.json({ caseId, receivedAt, deliveryToken }, 201);
    }
    for (let attempt = 0; attempt < WORKER_ID_ATTEMPTS; attempt++) {
      const caseId = newCaseId(form);
      if (await journal(caseId)) return c.json({ caseId, receivedAt, deliveryToken }, 201);
    }
    throw new Error(`no free case id for ${form} after ${WORKER_ID_ATTEMPTS} attempts`);
  });

  routes.post('/:form/:caseId/delivery', async (c) => {
    const form = knownForm(c.req.param('form'));
    const caseId = c.req.param('caseId');
    const deliveryTokenHash = await hashDeliveryToken(presentedDeliveryToken(c));
    const report = validate(deliveryReportSchema, await readJsonObject(c), 'The delivery report has errors');
    const delivery = await recordDelivery(db, { form, caseId, deliveryTokenHash, delivered: report.delivered, at: now().toISOString() });
    // One answer for an unknown case and a wrong token: a guesser learns not even which case ids exist.
    if (!delivery) throw new ApiError(404, `No ${form} submission with case id ${caseId} and this delivery token`);
    return c.json({ caseId, delivery });
  });

  return routes;
}
