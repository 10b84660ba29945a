// A public form's markers in a page's HTML (ZodForm draws them): which form the page
// draws, and the per-request stamp. The composer draws a page once and keeps it
// (pageCache.ts); a page holding a public form gets the time it was sent written into the
// form's stamp field as it leaves, and is kept by no shared cache (each visitor's stamp
// is their own).
import { FORM_NAME_FIELD, FORM_OPENED_FIELD } from 'shared-ui/forms/nativePost';

const EMPTY_STAMP = `name="${FORM_OPENED_FIELD}" value=""`;

export const hasStampField = (html: string) => html.includes(EMPTY_STAMP);

export const withStamp = (html: string, stamp: string) => html.replace(EMPTY_STAMP, () => `name="${FORM_OPENED_FIELD}" value="${stamp}"`);

/** Whether the page draws the public form `form` (ZodForm's marker field). */
export const drawsForm = (html: string, form: string) => html.includes(`name="${FORM_NAME_FIELD}" value="${form}"`);
