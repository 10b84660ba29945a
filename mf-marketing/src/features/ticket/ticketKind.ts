import { COMMERCIAL_TICKET_CATEGORIES, TICKET_CATEGORIES, ticketFormSchema } from 'contract/schemas/ticket';
import type { RequestKind } from '../customer-request/requestKind';
import { ticketEmails } from 'contract/emails/formEmails';

export const TICKET_FAILURE = 'we are encountering issues. please try again.';
export const TICKET_CONFIRMATION_DELAY_MS = 3000;

export const ticketKind: RequestKind = {
  form: 'ticket',
  schema: ticketFormSchema,
  categories: TICKET_CATEGORIES,
  commercialCategories: COMMERCIAL_TICKET_CATEGORIES,
  labels: {
    form: 'Support ticket',
    category: 'Type of issue',
    commercial: 'This is for a business (commercial customer)',
    date: 'Month the equipment was installed or purchased',
    dateHint: 'Optional. Year and month as YYYY-MM, for example 2024-05; an approximate month is fine.',
    purchase: 'Did you buy this equipment from us?',
    description: 'Describe the issue',
    descriptionHint: 'What is not working, since when, and anything you have already tried.',
    submit: 'Submit ticket',
    busy: 'Sending your ticket',
    sent: 'Your ticket is sent',
  },
  emails: ticketEmails,
  failureMessage: TICKET_FAILURE,
  confirmationDelayMs: TICKET_CONFIRMATION_DELAY_MS,
};
