// POST /native-submissions/:form: a public form (ticket, lead, application, home
// network) that a visitor posted without scripts, sent on by the shell's composer
// (shell/src/server/native-forms/). Only the composer may call it: it presents the secret
// both share (COMPOSER_SECRET; 503 while unset, 401 without it, 403 with another), and
// names the visitor's address in X-Visitor-Address, which is trusted only beside that
// secret and keys the same per-form, per-client limits the page's posts meet. The body
// is the form's contract schema, as a page posts it (the composer turns the fields into
// it and adds the fill time it measured from the time it drew the form), so the same
// rules hold: refused (400) with the schema's messages, 429 too soon or past the limit,
// a filled honeypot dropped. Accepted: journaled, then its emails sent from here, their
// outcome recorded on the journal row, then 201 { caseId, receivedAt }.
import { Hono } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { isPublicFormName, type PublicFormName } from 'contract/emails/formEmails';
import { FORM_SCHEMAS } from 'contract/schemas/forms';
import type { z } from 'contract/schemas/zod';
import { VISITOR_ADDRESS_HEADER } from 'credentials/composerSecret';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { addressKey } from '../http/clientKey';
import { readJsonObject } from '../http/readJsonObject';
import { requireComposer } from '../http/requireComposer';
import { validate } from '../http/validate';
import { acceptSubmission } from '../submissions/acceptSubmission';
import { sendFormEmails } from '../submissions/sendFormEmails';

function publicForm(name: string): PublicFormName {
  if (!isPublicFormName(name)) throw new ApiError(404, `Unknown form '${name}'`);
  return name;
}

export function nativeSubmissionRoutes(deps: WorkerDeps): Hono {
  const routes = new Hono();

  routes.post(ENDPOINTS.nativeSubmission, async (c) => {
    await requireComposer(c, deps.env.composerSecret);
    const form = publicForm(c.req.param('form'));
    const address = c.req.header(VISITOR_ADDRESS_HEADER)?.trim();
    if (!address) throw new ApiError(400, `The visitor's address (${VISITOR_ADDRESS_HEADER}) is required`);
    const schema: z.ZodMiniType<Record<string, unknown>> = FORM_SCHEMAS[form];
    const parsed = validate(schema, await readJsonObject(c), `The ${form} form has errors`);
    const accepted = await acceptSubmission(deps, form, parsed, addressKey(address));
    if (accepted.journaled) await sendFormEmails(deps, form, accepted.caseId, accepted.values);
    return c.json({ caseId: accepted.caseId, receivedAt: accepted.receivedAt }, 201);
  });

  return routes;
}
