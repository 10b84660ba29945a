// The emails of a form posted without scripts, sent by the worker itself through
// EmailJS's REST API (the page that would have sent them never ran): the same
// templates and parameters the page sends (contract/emails/formEmails), in the same
// order, then the journal row's delivery set as a page's report would set it.
import { PUBLIC_FORM_EMAILS, type PublicFormName } from 'contract/emails/formEmails';
import type { WorkerDeps } from '../deps';
import { sendThroughEmailjs } from '../email/emailjsRest';
import { noteDelivery } from './journal';

type FormEmails = (values: Record<string, unknown>, caseId: string) => ReturnType<(typeof PUBLIC_FORM_EMAILS)[PublicFormName]>;

/** Sends them in order, stopping at the first that fails; never throws (the submission is journaled whatever happens). */
export async function sendFormEmails(deps: Pick<WorkerDeps, 'db' | 'env' | 'fetch' | 'now'>, form: PublicFormName, caseId: string, values: Record<string, unknown>): Promise<boolean> {
  // The values passed the form's schema, so they are what its emails are made from.
  const emails = (PUBLIC_FORM_EMAILS[form] as FormEmails)(values, caseId);
  let delivered = true;
  for (const email of emails) {
    const outcome = await sendThroughEmailjs(deps, deps.env.email.templates[email.template], email.params);
    if (outcome !== 'sent') {
      console.error(`worker: the ${email.template} email of ${caseId} was not sent: ${outcome}`);
      delivered = false;
      break;
    }
  }
  try {
    await noteDelivery(deps.db, caseId, delivered, deps.now().toISOString());
  } catch (error) {
    console.error(`worker: the delivery of ${caseId} could not be recorded`, error);
  }
  return delivered;
}
