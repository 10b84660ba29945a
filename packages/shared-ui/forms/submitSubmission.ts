// Journal first, then email, then record whether the email went. A form that fails
// after journaling keeps its receipt: sending the same values again retries the
// emails under the same case id instead of journaling a duplicate.
import type { EmailConfig, EmailTemplateKey } from 'shared-ui/api/config';
import { journalSubmission, reportDelivery, type JournalReceipt } from 'shared-ui/api/submissions';
import { sendEmail, type TemplateParams } from 'shared-ui/email/sendEmail';
import type { FormName } from 'shared-ui/schemas/forms';

export interface OutgoingEmail {
  template: EmailTemplateKey;
  params: TemplateParams;
}

export interface Submission {
  form: FormName;
  values: object;
  /** The emails to send once journaled, in order; given the receipt for its case id. */
  emails: (receipt: JournalReceipt) => OutgoingEmail[];
  config: EmailConfig;
}

export interface SubmissionMemory {
  receipt?: JournalReceipt;
  journaledValues?: string;
}

export async function submitSubmission(
  { form, values, emails, config }: Submission,
  memory: SubmissionMemory = {},
): Promise<JournalReceipt> {
  const serialized = JSON.stringify(values);
  if (!memory.receipt || memory.journaledValues !== serialized) {
    memory.receipt = await journalSubmission(form, values);
    memory.journaledValues = serialized;
  }
  const receipt = memory.receipt;
  try {
    for (const email of emails(receipt)) await sendEmail(config, email.template, email.params);
  } catch (error) {
    await reportDelivery(form, receipt.caseId, false).catch((reportError: unknown) =>
      console.error('could not record the failed delivery', reportError),
    );
    throw error;
  }
  await reportDelivery(form, receipt.caseId, true).catch((reportError: unknown) =>
    console.error('could not record the delivery', reportError),
  );
  return receipt;
}
