// Sends a network personalization: journaled with the worker first, then one email to
// staff (template 'lan'), as shared-ui's submitSubmission does for every form.
import type { EmailConfig } from 'contract/schemas/config';
import type { JournalReceipt } from 'contract/schemas/submissions';
import { submitSubmission, type SubmissionMemory } from 'shared-ui/forms/submitSubmission';
import type { LanRequest } from 'contract/schemas/lan';
import { lanEmails } from 'contract/emails/formEmails';

export const LAN_FAILURE_MESSAGE = 'there was an error submitting your application. check internet connection.';

export function submitLan(values: LanRequest, config: EmailConfig, memory: SubmissionMemory): Promise<JournalReceipt> {
  return submitSubmission(
    {
      form: 'lan',
      values,
      config,
      emails: ({ caseId }) => lanEmails(values, caseId),
    },
    memory,
  );
}
