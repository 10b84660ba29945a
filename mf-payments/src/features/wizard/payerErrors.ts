// The first message of each payer field the schema refused, for the fields to show.
import type { z } from 'contract/schemas/zod';
import type { PayerErrors, PayerField } from './wizardState';

export function payerErrorsOf(error: z.ZodError): PayerErrors {
  const errors: PayerErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as PayerField;
    errors[field] ??= issue.message;
  }
  return errors;
}
