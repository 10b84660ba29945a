// What sets the support ticket and the sales lead apart. The shared form, page and
// submission flow in this folder take one of these; the ticket and lead features
// each define theirs and import nothing of each other.
import type { CustomerRequestFormSchema, CustomerRequestValues, OptionalField } from 'contract/schemas/customerRequest';
import type { OutgoingEmail } from 'contract/emails/outgoingEmail';

export interface RequestLabels {
  /** The form's accessible name. */
  form: string;
  category: string;
  /** The commercial box's label. */
  commercial: string;
  date: string;
  dateHint?: string;
  purchase: string;
  description: string;
  descriptionHint: string;
  submit: string;
  /** The interest's select, where the kind offers interests. */
  interest?: string;
  /** Read out by the spinner while sending. */
  busy: string;
  /** Read out by the spinner once sent, while it waits out the confirmation delay. */
  sent: string;
}

export interface RequestKind {
  form: 'ticket' | 'lead';
  schema: CustomerRequestFormSchema;
  categories: readonly string[];
  commercialCategories: readonly string[];
  /** What the visitor may say they came for, preselected from the address (the lead, #33). */
  interests?: readonly { value: string; label: string }[];
  /** "When" as a choice (the lead, #33); without it the date is a month typed as YYYY-MM. */
  timeframes?: readonly string[];
  /** The fields the kind's schema leaves optional (the lead's, #33): drawn without the required mark. */
  optional?: readonly OptionalField[];
  labels: RequestLabels;
  /** The receipt to the visitor first, then the staff email, under the case id the worker made. */
  emails: (request: CustomerRequestValues, caseId: string) => OutgoingEmail[];
  /** Shown when journaling or an email fails; the input stays. */
  failureMessage: string;
  /** How long the spinner stays after sending before /confirmation (0: at once). */
  confirmationDelayMs: number;
}
