import { LEAD_INTERESTS, leadFormSchema, PROJECT_TYPES } from 'contract/schemas/lead';
import type { RequestKind } from '../customer-request/requestKind';
import { leadEmails } from 'contract/emails/formEmails';

export const LEAD_FAILURE = 'We are experiencing issues at this time. Please try submitting your form again.';

export const leadKind: RequestKind = {
  form: 'lead',
  schema: leadFormSchema,
  categories: PROJECT_TYPES,
  commercialCategories: [],
  interests: LEAD_INTERESTS,
  labels: {
    form: 'Project details',
    interest: 'What are you interested in?',
    category: 'Type of project',
    commercial: 'This is for a business (commercial project)',
    date: 'Month you would like the project to start',
    dateHint: 'Optional. Year and month as YYYY-MM, for example 2024-05; an approximate month is fine.',
    purchase: 'Have you bought from us before?',
    description: 'Describe your project',
    descriptionHint: 'The rooms or spaces, what you would like them to do, and any timeline or budget in mind.',
    submit: 'Send to our sales team',
    busy: 'Sending your project details',
    sent: 'Your project details are sent',
  },
  emails: leadEmails,
  failureMessage: LEAD_FAILURE,
  confirmationDelayMs: 0,
};
