// Field reports (#26): what visitors' browsers meet on the site, sent to the worker in
// small batches with a keepalive fetch that outlives the page (shell/src/field/beacon.ts), so a release of one remote can be judged by how it runs
// for real visitors. Each report names the remote that owns it and the version it ran,
// the route pattern (never a query string or a form value) and a coarse device class;
// nothing in a report names a person. What is collected and why: docs/field-reports.md.
//
// Decisions where the issue is silent:
// - version: a release's 12 hex digits (site/src/releaseLayout.js VERSION_PATTERN), or
//   'local' for a build that did not come from the release store (npm start, a dev server).
// - remote: a remote of site/src/remotes.js or 'shell' (the contract cannot read site/;
//   the worker's tests check the two lists agree).
// - route: a path pattern as the router declares it ('/apply/positions/:id', '/kh/*'):
//   letters, digits, '/', ':', '*', '.', '_', '~' and '-', so no '?', '#' or '%'.
// - message: an error's message only, never its stack, at most 200 characters. The schema
//   refuses a message holding control characters, a path or URL followed by a query
//   string or fragment, an email address or a run of 7 or more digits (a phone or card
//   number); fieldReportMessage() makes any text into one it accepts.
// - vitals in the web-vitals library's units: LCP and INP in milliseconds, CLS unitless,
//   each capped (VITAL_MAX); the browser clamps a larger value rather than lose the batch.
// - the minute a report is counted in is the minute the worker receives it: the batch
//   carries no time, so a wrong clock in the browser cannot misplace it.
//
// This file holds the rules and limits alone, without zod, so the browser's reporter
// (shell/src/field) reads them without loading the schema library at start-up.
import { hasControlCharacters } from 'contract/schemas/plainText';

/** The largest body the worker reads, in bytes: a keepalive request's body must stay small anyway. */
export const MAX_FIELD_REPORT_BYTES = 16 * 1024;
/**
 * The longest field grant a batch carries (credentials/src/fieldGrant.js: the composer's signed
 * grant of one page load, 'f1.<payload>.<signature>'); the batch's byte budget keeps room for it.
 */
export const MAX_FIELD_GRANT_LENGTH = 1500;
/** The Server-Timing metric the composer sends a page's grant in (shell/src/server/fieldGrant.ts says why). */
export const FIELD_GRANT_METRIC = 'field-grant';
/** A field grant's shape; whether it is genuine only the worker, holding the key, can tell. */
export const FIELD_GRANT_SHAPE = /^f1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/;

/** Reports in one batch at most. */
export const MAX_REPORTS_PER_BATCH = 50;
export const MAX_MESSAGE_LENGTH = 200;
export const MAX_ROUTE_LENGTH = 120;

/** 'shell' and the remotes of site/src/remotes.js. */
export const FIELD_REPORT_REMOTES = ['shell', 'marketing', 'careers', 'payments', 'guides', 'staffhub'] as const;
export type FieldReportRemote = (typeof FIELD_REPORT_REMOTES)[number];

/** The version of a build that was not released through the release store. */
export const LOCAL_VERSION = 'local';
/** A released version: site/src/releaseLayout.js VERSION_PATTERN. */
export const RELEASE_VERSION_PATTERN = /^[0-9a-f]{12}$/;

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const FIELD_REPORT_KINDS = ['page-view', 'error', 'fallback', 'chunk-error', 'boundary', 'vital'] as const;
export type FieldReportKind = (typeof FIELD_REPORT_KINDS)[number];
/** The kinds that count as errors of a remote's version. */
export const ERROR_KINDS = ['error', 'chunk-error', 'boundary', 'fallback'] as const satisfies readonly FieldReportKind[];
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** An uncaught error (window 'error') or an unhandled rejection ('unhandledrejection'). */
export const ERROR_SOURCES = ['uncaught', 'unhandled-rejection'] as const;

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
/** The largest value of each vital the worker takes: LCP and INP in milliseconds, CLS unitless. */
export const VITAL_MAX: Readonly<Record<VitalName, number>> = { LCP: 120_000, INP: 60_000, CLS: 100 };

export const ROUTE_PATTERN = /^\/[A-Za-z0-9._~:*/-]*$/;
/** A path (or URL) followed by its query string or fragment, up to the next space. */
const PATH_WITH_QUERY = /(\/[^\s?#]*)[?#]\S*/g;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
const LONG_NUMBER = /\d{7,}/g;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

const matches = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
};

/**
 * Any text made into a message the schema accepts: a query string or fragment cut from
 * each path or URL, email addresses and long numbers replaced, control characters made
 * spaces, then cut to MAX_MESSAGE_LENGTH.
 */
export function fieldReportMessage(text: string): string {
  let cut = text.replace(PATH_WITH_QUERY, '$1');
  // Again until none is left: in 'a@b.ca@b.c' the placeholder of the first would be the second's name.
  while (matches(EMAIL, cut)) cut = cut.replace(EMAIL, '[email]');
  return cut
    .replace(LONG_NUMBER, '[number]')
    .replace(CONTROL_CHARACTERS, ' ')
    .trim()
    .slice(0, MAX_MESSAGE_LENGTH);
}

export const FIELD_REPORT_MESSAGES = {
  version: `A version is a release's 12 hex digits or '${LOCAL_VERSION}'`,
  route: 'A route is a path pattern such as /apply/positions/:id, with no query string or fragment',
  message: 'A message must come through fieldReportMessage(): no query string, email address, long number or control character',
  vital: 'A vital is at least 0 and at most its VITAL_MAX',
  grant: "A batch carries the field grant of the page load it reports (the composer's Server-Timing field-grant)",
} as const;

/** Whether a message is one fieldReportMessage() would leave as it is. */
export const isCleanMessage = (text: string) =>
  !hasControlCharacters(text) && !matches(PATH_WITH_QUERY, text) && !matches(EMAIL, text) && !matches(LONG_NUMBER, text);
