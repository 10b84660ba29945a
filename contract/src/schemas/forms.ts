// Every form the worker journals, by the name in POST /submissions/:form. The forms
// and the worker validate with these same schemas, so they cannot drift apart.
import { applicationSchema } from 'contract/schemas/application';
import { lanSchema } from 'contract/schemas/lan';
import { leadSchema } from 'contract/schemas/lead';
import { suggestionSchema } from 'contract/schemas/suggestion';
import { ticketSchema } from 'contract/schemas/ticket';

export const FORM_SCHEMAS = {
  application: applicationSchema,
  lan: lanSchema,
  suggestion: suggestionSchema,
  ticket: ticketSchema,
  lead: leadSchema,
} as const;

export type FormName = keyof typeof FORM_SCHEMAS;

export const FORM_NAMES = Object.keys(FORM_SCHEMAS) as FormName[];

export const isFormName = (name: string): name is FormName => Object.hasOwn(FORM_SCHEMAS, name);
