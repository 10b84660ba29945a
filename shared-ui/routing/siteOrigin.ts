// The site's origin for absolute addresses a page renders (structured data). HTML
// rendered at build time knows no origin: it carries the placeholder, which the
// composing server replaces with the site's.
export const SITE_ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

export const siteOrigin = (): string => (typeof window === 'undefined' ? SITE_ORIGIN_PLACEHOLDER : window.location.origin);
