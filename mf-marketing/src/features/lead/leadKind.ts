import { LEAD_INTERESTS, LEAD_KIND, LEAD_TIMEFRAMES, leadFormSchema, PROJECT_TYPES } from 'contract/schemas/lead';
import type { RequestKind } from '../customer-request/requestKind';
import { leadEmails } from 'contract/emails/formEmails';

export const LEAD_FAILURE = 'We are experiencing issues at this time. Please try submitting your form again.';

export const leadKind: RequestKind = {
  form: 'lead',
  schema: leadFormSchema,
  categories: PROJECT_TYPES,
  commercialCategories: [],
  interests: LEAD_INTERESTS,
  timeframes: LEAD_TIMEFRAMES,
  optional: LEAD_KIND.optional ?? [],
  labels: {
    form: 'Quote request',
    interest: 'What are you interested in?',
    category: 'Type of project',
    commercial: 'This is for a business (commercial project)',
    date: 'When would you like to start?',
    purchase: 'Have you bought from us before?',
    description: 'Describe your project',
    descriptionHint: 'The rooms or spaces, what you would like them to do, and any budget in mind.',
    submit: 'Get a quote',
    busy: 'Sending your quote request',
    sent: 'Your quote request is sent',
  },
  emails: leadEmails,
  failureMessage: LEAD_FAILURE,
  confirmationDelayMs: 0,
};
