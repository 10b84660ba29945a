// The zod schemas of field reports (#26) and GET /field-health's query; the rules and
// limits they check are in fieldReportRules.ts (what each report holds, and why).
import { z } from 'contract/schemas/zod';
import {
  MAX_REPORTS_PER_BATCH,
  MAX_MESSAGE_LENGTH,
  MAX_ROUTE_LENGTH,
  FIELD_REPORT_REMOTES,
  LOCAL_VERSION,
  RELEASE_VERSION_PATTERN,
  DEVICE_CLASSES,
  ERROR_SOURCES,
  VITAL_NAMES,
  VITAL_MAX,
  FIELD_REPORT_MESSAGES,
  ROUTE_PATTERN,
  MAX_FIELD_GRANT_LENGTH,
  FIELD_GRANT_SHAPE,
  isCleanMessage,
} from 'contract/schemas/fieldReportRules';

export * from 'contract/schemas/fieldReportRules';

const version = z
  .string()
  .check(z.refine((text) => text === LOCAL_VERSION || RELEASE_VERSION_PATTERN.test(text), FIELD_REPORT_MESSAGES.version));

const route = z.string().check(z.maxLength(MAX_ROUTE_LENGTH, FIELD_REPORT_MESSAGES.route)).check(z.regex(ROUTE_PATTERN, FIELD_REPORT_MESSAGES.route));

const message = z
  .string()
  .check(z.maxLength(MAX_MESSAGE_LENGTH))
  .check(z.refine(isCleanMessage, FIELD_REPORT_MESSAGES.message));

/** What every report says: whose code it is, which version, where, on what kind of device. */
const common = {
  remote: z.enum(FIELD_REPORT_REMOTES),
  version,
  route,
  device: z.enum(DEVICE_CLASSES),
};

const pageViewSchema = z.strictObject({ kind: z.literal('page-view'), ...common });
const errorSchema = z.strictObject({ kind: z.literal('error'), ...common, source: z.enum(ERROR_SOURCES), message: z.optional(message) });
/** The remote's fallback (its Retry screen) was shown in place of its pages. */
const fallbackSchema = z.strictObject({ kind: z.literal('fallback'), ...common, message: z.optional(message) });
/** A chunk of the remote's code failed to load. */
const chunkErrorSchema = z.strictObject({ kind: z.literal('chunk-error'), ...common, message: z.optional(message) });
/** An error boundary caught a render error. */
const boundarySchema = z.strictObject({ kind: z.literal('boundary'), ...common, message: z.optional(message) });
const vitalSchema = z
  .strictObject({ kind: z.literal('vital'), ...common, name: z.enum(VITAL_NAMES), value: z.number().check(z.gte(0)) })
  .check(z.refine((vital) => vital.value <= VITAL_MAX[vital.name], { message: FIELD_REPORT_MESSAGES.vital, path: ['value'] }));

export const fieldReportSchema = z.discriminatedUnion('kind', [
  pageViewSchema,
  errorSchema,
  fallbackSchema,
  chunkErrorSchema,
  boundarySchema,
  vitalSchema,
]);
export type FieldReport = z.infer<typeof fieldReportSchema>;

/**
 * The body of POST /field-reports, as JSON sent as text/plain (no CORS preflight) or
 * application/json: the page load's field grant and what it met.
 */
export const fieldReportBatchSchema = z
  .strictObject({
    grant: z.string().check(z.maxLength(MAX_FIELD_GRANT_LENGTH, FIELD_REPORT_MESSAGES.grant)).check(z.regex(FIELD_GRANT_SHAPE, FIELD_REPORT_MESSAGES.grant)),
    reports: z.array(fieldReportSchema).check(z.minLength(1), z.maxLength(MAX_REPORTS_PER_BATCH)),
  });
export type FieldReportBatch = z.infer<typeof fieldReportBatchSchema>;

/** The longest period GET /field-health sums over: the counts are kept 90 days. */
export const MAX_FIELD_HEALTH_DAYS = 90;

/** Visitors' cohorts, comma-separated (`3,17,42`): whole numbers from 0 to 99, each once, at most 100. */
const COHORT_LIST = /^(?:\d|[1-9]\d)(?:,(?:\d|[1-9]\d)){0,99}$/;

/** The query of GET /field-health: one remote's version over [since, until), and, for a canary's baseline, the page loads of some visitors' cohorts apart. */
export const fieldHealthQuerySchema = z
  .strictObject({
    remote: z.enum(FIELD_REPORT_REMOTES),
    version,
    since: z.iso.datetime(),
    until: z.iso.datetime(),
    cohorts: z.optional(z.string().check(z.regex(COHORT_LIST, 'cohorts are whole numbers from 0 to 99, comma-separated'))),
  })
  .check(z.refine(({ since, until }) => Date.parse(since) < Date.parse(until), { message: 'since must be before until', path: ['until'] }))
  .check(z.refine(({ since, until }) => Date.parse(until) - Date.parse(since) <= MAX_FIELD_HEALTH_DAYS * 24 * 60 * 60 * 1000, {
    message: `A period is at most ${MAX_FIELD_HEALTH_DAYS} days`,
    path: ['since'],
  }));
export type FieldHealthQuery = z.infer<typeof fieldHealthQuerySchema>;
