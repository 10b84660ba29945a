// Every form the worker journals, by the name in POST /submissions/:form. The forms
// and the worker validate with these same schemas, so they cannot drift apart.
import { applicationSchema } from 'shared-ui/schemas/application';
import { lanSchema } from 'shared-ui/schemas/lan';
import { leadSchema } from 'shared-ui/schemas/lead';
import { suggestionSchema } from 'shared-ui/schemas/suggestion';
import { ticketSchema } from 'shared-ui/schemas/ticket';

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

/** Forms whose case id the visitor's browser makes (and which field holds it). */
export const CLIENT_CASE_ID_FIELD: Partial<Record<FormName, 'UUID'>> = { ticket: 'UUID', lead: 'UUID' };
