// GET /office/follow-ups?q=&days=, GET /office/follow-ups/:form/:caseId and
// POST /office/follow-ups/:form/:caseId/handled {note}: behind the office session.
import { Hono, type MiddlewareHandler } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { FOLLOW_UP_FORMS, markHandledBodySchema, type FollowUpForm } from 'contract/schemas/office';
import { z } from '../zodFull';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJsonObject } from '../http/readJsonObject';
import { validate } from '../http/validate';
import { findFollowUp, listFollowUps, markHandled } from './followUps';
import { daysSchema, since } from './periodQuery';

const listQuerySchema = z.object({ q: z.string().max(100).default(''), days: daysSchema });

const isFollowUpForm = (form: string): form is FollowUpForm => (FOLLOW_UP_FORMS as readonly string[]).includes(form);

export function officeFollowUpRoutes(deps: WorkerDeps, requireSession: MiddlewareHandler): Hono {
  const { db, now } = deps;
  const routes = new Hono();

  routes.get(ENDPOINTS.officeFollowUps, requireSession, async (c) => {
    const { q, days } = validate(listQuerySchema, c.req.query(), 'The search is not valid');
    return c.json(await listFollowUps(db, since(now(), days), q));
  });

  const requireFollowUp = async (form: string, caseId: string) => {
    const found = isFollowUpForm(form) ? await findFollowUp(db, form, caseId) : null;
    if (!found) throw new ApiError(404, 'No such follow-up');
    return found;
  };

  routes.get(ENDPOINTS.officeFollowUp, requireSession, async (c) => {
    return c.json(await requireFollowUp(c.req.param('form'), c.req.param('caseId')));
  });

  routes.post(ENDPOINTS.officeFollowUpHandled, requireSession, async (c) => {
    const { note } = validate(markHandledBodySchema, await readJsonObject(c), 'The note is not valid');
    const found = await requireFollowUp(c.req.param('form'), c.req.param('caseId'));
    await markHandled(db, { form: found.form, caseId: found.caseId, person: c.get('officePerson'), at: now(), note });
    return c.json(await requireFollowUp(found.form, found.caseId));
  });

  return routes;
}
