// The per-request stamp in a page's kept HTML: the composer draws a page once and keeps
// it (pageCache.ts); a page holding a public form gets the time it was sent written into
// the form's stamp field as it leaves, and is kept by no shared cache (each visitor's
// stamp is their own).
import { FORM_OPENED_FIELD } from 'shared-ui/forms/nativePost';

const EMPTY_STAMP = `name="${FORM_OPENED_FIELD}" value=""`;

export const hasStampField = (html: string) => html.includes(EMPTY_STAMP);

export const withStamp = (html: string, stamp: string) => html.replace(EMPTY_STAMP, () => `name="${FORM_OPENED_FIELD}" value="${stamp}"`);
