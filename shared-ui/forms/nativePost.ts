// What a public form carries for the composer, which answers it when it is posted
// without scripts (shell/src/server/nativeForms/): which form it is, and the hidden field
// where the composer writes, per request, the signed time it drew the form (the start
// of the fill time a page measures itself when scripts run). Scripts never read them.
import type { PublicFormName } from 'contract/emails/formEmails';
import type { BookingFormName } from 'contract/schemas/bookingPages';

export const FORM_NAME_FIELD = '_form';
export const FORM_OPENED_FIELD = '_opened';

/** Names the composer reads and never sends on: the form's own markers. */
export const isMarkerField = (name: string) => name === FORM_NAME_FIELD || name === FORM_OPENED_FIELD;

export type { PublicFormName };

/** A form the composer answers without scripts: a public form, or one of the booking's (shell/src/server/booking/). */
export type NativeFormName = PublicFormName | BookingFormName;
