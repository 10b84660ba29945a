// Journal first, then email, then record whether the email went. A form that fails
// after journaling keeps its receipt: sending the same values again retries under the
// same case id instead of journaling a duplicate, and sends only the emails that did
// not go the first time (a receipt that went out is not sent to the customer twice).
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
  /** Headers the journal request needs (the staff unlock token, for a suggestion). */
  journalHeaders?: Record<string, string>;
}

export interface SubmissionMemory {
  receipt?: JournalReceipt;
  journaledValues?: string;
  /** The templates of the receipt's case that already went out. */
  sentTemplates?: EmailTemplateKey[];
}

export async function submitSubmission(
  { form, values, emails, config, journalHeaders }: Submission,
  memory: SubmissionMemory = {},
): Promise<JournalReceipt> {
  const serialized = JSON.stringify(values);
  if (!memory.receipt || memory.journaledValues !== serialized) {
    memory.receipt = await journalSubmission(form, values, journalHeaders);
    memory.journaledValues = serialized;
    memory.sentTemplates = [];
  }
  const receipt = memory.receipt;
  const sent = (memory.sentTemplates ??= []);
  try {
    for (const email of emails(receipt)) {
      if (sent.includes(email.template)) continue;
      await sendEmail(config, email.template, email.params);
      sent.push(email.template);
    }
  } catch (error) {
    await reportDelivery(form, receipt, false).catch((reportError: unknown) =>
      console.error('could not record the failed delivery', reportError),
    );
    throw error;
  }
  await reportDelivery(form, receipt, true).catch((reportError: unknown) =>
    console.error('could not record the delivery', reportError),
  );
  return receipt;
}
