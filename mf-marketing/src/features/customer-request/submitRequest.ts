// Sends one ticket or lead: a case id made here, journaled with the worker, then the
// receipt and the staff email. A case id the journal already holds (409) is replaced
// by a fresh one and the journal tried again, a few times.
import type { EmailConfig } from 'shared-ui/api/config';
import { CaseIdTakenError, type JournalReceipt } from 'shared-ui/api/submissions';
import { submitSubmission, type SubmissionMemory } from 'shared-ui/forms/submitSubmission';
import { newCaseId } from 'shared-ui/schemas/caseId';
import type { CustomerRequestValues } from 'shared-ui/schemas/customerRequest';
import type { RequestKind } from './requestKind';

/** A million ids per prefix: five clashes in a row would mean something else is wrong. */
export const CASE_ID_ATTEMPTS = 5;

/** What one visit to the form remembers between attempts. */
export interface RequestSession {
  /** The case id of the current values; kept so a retry after a failed email reuses it. */
  caseId?: string;
  memory: SubmissionMemory;
}

export const newRequestSession = (): RequestSession => ({ memory: {} });

export async function submitRequest(
  kind: RequestKind,
  values: CustomerRequestValues,
  config: EmailConfig,
  session: RequestSession,
  makeCaseId: () => string = () => newCaseId(kind.prefix),
): Promise<JournalReceipt> {
  for (let attempt = 1; ; attempt++) {
    session.caseId ??= makeCaseId();
    const request = { ...values, UUID: session.caseId };
    try {
      return await submitSubmission(
        { form: kind.form, values: request, config, emails: () => kind.emails(request) },
        session.memory,
      );
    } catch (error) {
      // Also met when the visitor edits the form after a failed email: the edited
      // request is a new submission and needs an id of its own.
      if (!(error instanceof CaseIdTakenError) || attempt >= CASE_ID_ATTEMPTS) throw error;
      session.caseId = undefined;
    }
  }
}
