// POST /submissions/:form journals a form submission before its email goes out;
// POST /submissions/:form/:caseId/delivery records whether that email went.
import { Hono } from 'hono';
import { z } from 'shared-ui/schemas/zod';
import { CLIENT_CASE_ID_FIELD, FORM_SCHEMAS, isFormName, type FormName } from 'shared-ui/schemas/forms';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJsonObject } from '../http/readJsonObject';
import { validate } from '../http/validate';
import { journalSubmission, recordDelivery } from '../submissions/journal';

const deliveryReportSchema = z.object({ delivered: z.boolean() }).strict();

/** Fresh worker-made ids to draw before giving up; with 50 random bits one clash is already rare. */
const WORKER_ID_ATTEMPTS = 3;

function knownForm(name: string): FormName {
  if (!isFormName(name)) throw new ApiError(404, `Unknown form '${name}'`);
  return name;
}

export function submissionRoutes({ db, now, newCaseId }: WorkerDeps): Hono {
  const routes = new Hono();

  routes.post('/:form', async (c) => {
    const form = knownForm(c.req.param('form'));
    const schema: z.ZodType<Record<string, unknown>> = FORM_SCHEMAS[form];
    const values = validate(schema, await readJsonObject(c), `The ${form} form has errors`);
    const receivedAt = now().toISOString();
    const clientIdField = CLIENT_CASE_ID_FIELD[form];

    if (clientIdField) {
      const caseId = String(values[clientIdField]);
      if (!(await journalSubmission(db, { caseId, form, payload: values, receivedAt }))) {
        throw new ApiError(409, `Case id ${caseId} is already taken`);
      }
      return c.json({ caseId, receivedAt }, 201);
    }
    for (let attempt = 0; attempt < WORKER_ID_ATTEMPTS; attempt++) {
      const caseId = newCaseId(form);
      if (await journalSubmission(db, { caseId, form, payload: values, receivedAt })) {
        return c.json({ caseId, receivedAt }, 201);
      }
    }
    throw new Error(`no free case id for ${form} after ${WORKER_ID_ATTEMPTS} attempts`);
  });

  routes.post('/:form/:caseId/delivery', async (c) => {
    const form = knownForm(c.req.param('form'));
    const caseId = c.req.param('caseId');
    const report = validate(deliveryReportSchema, await readJsonObject(c), 'The delivery report has errors');
    const delivery = await recordDelivery(db, { form, caseId, delivered: report.delivered, at: now().toISOString() });
    if (!delivery) throw new ApiError(404, `No ${form} submission with case id ${caseId}`);
    return c.json({ caseId, delivery });
  });

  return routes;
}
