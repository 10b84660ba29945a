// Journal first, then email, then record whether the email went. A form that fails
// after journaling keeps its receipt: sending the same values again retries under the
// same case id instead of journaling a duplicate, and sends only the emails that did
// not go the first time (a receipt that went out is not sent to the customer twice).
// No email goes before the worker has journaled and accepted the submission, nor when
// its receipt says not to send any (a submission it dropped as a bot's).
import type { BotSignals } from 'contract/schemas/botSignals';
import type { EmailConfig, EmailTemplateKey } from 'contract/schemas/config';
import type { JournalReceipt } from 'contract/schemas/submissions';
import { journalSubmission, reportDelivery } from 'shared-ui/api/submissions';
import { sendEmail } from 'shared-ui/email/sendEmail';
import type { OutgoingEmail } from 'contract/emails/outgoingEmail';
import type { FormName } from 'contract/schemas/forms';

export type { OutgoingEmail };

export interface Submission {
  form: FormName;
  values: object;
  /** The emails to send once journaled, in order; given the receipt for its case id. */
  emails: (receipt: JournalReceipt) => OutgoingEmail[];
  config: EmailConfig;
  /** Headers the journal request needs (the staff unlock token, for a suggestion). */
  journalHeaders?: Record<string, string>;
  /** A public form's bot signals, read when it is journaled (useBotSignals). */
  botSignals?: () => BotSignals;
}

export interface SubmissionMemory {
  receipt?: JournalReceipt;
  journaledValues?: string;
  /** The templates of the receipt's case that already went out. */
  sentTemplates?: EmailTemplateKey[];
  /** Every email of the receipt's case went and was reported: the worker takes no second report. */
  delivered?: boolean;
}

export async function submitSubmission(
  { form, values, emails, config, journalHeaders, botSignals }: Submission,
  memory: SubmissionMemory = {},
): Promise<JournalReceipt> {
  // The values alone say whether this is the submission journaled before: the bot
  // signals (the time the form has been open) change with every attempt.
  const serialized = JSON.stringify(values);
  if (!memory.receipt || memory.journaledValues !== serialized) {
    memory.receipt = await journalSubmission(form, { ...values, ...botSignals?.() }, journalHeaders);
    memory.journaledValues = serialized;
    memory.sentTemplates = [];
    memory.delivered = false;
  }
  const receipt = memory.receipt;
  if (!receipt.sendEmails || memory.delivered) return receipt;
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
  memory.delivered = true;
  await reportDelivery(form, receipt, true).catch((reportError: unknown) =>
    console.error('could not record the delivery', reportError),
  );
  return receipt;
}
