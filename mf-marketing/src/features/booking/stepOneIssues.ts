// Step one's messages for what was asked (/book?kind&zip): the kind and the ZIP code as
// the worker would refuse them, so a visitor who sent one without the other is told which.
// Nothing for an address that asked for neither (/book?interest=…, from the quote page).
import { bookingKindSchema, BOOKING_MESSAGES, zipSchema } from 'contract/schemas/booking';
import type { RefusalIssue } from 'shared-ui/forms/formRefusal';

export function stepOneIssues(values: Readonly<Record<string, string | undefined>>): RefusalIssue[] {
  if (values.kind === undefined && values.zip === undefined) return [];
  return [
    ...(bookingKindSchema.safeParse(values.kind).success ? [] : [{ path: 'kind', message: BOOKING_MESSAGES.kind }]),
    ...(zipSchema.safeParse(values.zip ?? '').success ? [] : [{ path: 'zip', message: BOOKING_MESSAGES.zip }]),
  ];
}
