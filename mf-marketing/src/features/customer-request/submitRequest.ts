// Sends one ticket or lead: journaled with the worker, which makes its case id and
// answers it, then the receipt and the staff email under that id. The form's bot
// signals go with the journal request.
import type { BotSignals } from 'contract/schemas/botSignals';
import type { EmailConfig } from 'contract/schemas/config';
import type { JournalReceipt } from 'contract/schemas/submissions';
import { submitSubmission, type SubmissionMemory } from 'shared-ui/forms/submitSubmission';
import type { CustomerRequestValues } from 'contract/schemas/customerRequest';
import type { RequestKind } from './requestKind';

/** What one visit to the form remembers between attempts: a retry after a failed email reuses the receipt. */
export interface RequestSession {
  memory: SubmissionMemory;
}

export const newRequestSession = (): RequestSession => ({ memory: {} });

export function submitRequest(
  kind: RequestKind,
  values: CustomerRequestValues,
  config: EmailConfig,
  session: RequestSession,
  botSignals: () => BotSignals,
): Promise<JournalReceipt> {
  return submitSubmission(
    { form: kind.form, values, config, botSignals, emails: ({ caseId }) => kind.emails(values, caseId) },
    session.memory,
  );
}
