// The abuse limits' configuration: each is a variable with a default that suits the
// site's traffic (a contractor's forms and payments, a handful of staff), and every one
// can be raised for tests and benchmarks that send far more from one address.
import { z } from '../zodFull';
import type { Limit } from './rateLimit';
import type { FormName } from 'contract/schemas/forms';

const MINUTE_MS = 60_000;

const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000_000).default(fallback);
const minutes = (fallback: number) => z.coerce.number().int().min(1).max(7 * 24 * 60).default(fallback);

export const limitsEnvShape = {
  SUBMISSION_LIMIT_PER_CLIENT: count(5),
  SUBMISSION_LIMIT_LAN_PER_CLIENT: count(30),
  SUBMISSION_LIMIT_SUGGESTION_PER_CLIENT: count(30),
  SUBMISSION_LIMIT_WINDOW_MINUTES: minutes(10),
  DELIVERY_REPORT_LIMIT_PER_CLIENT: count(20),
  FORM_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  PURCHASE_LOOKUPS_PER_INVOICE: count(5),
  PURCHASE_LOOKUPS_PER_CLIENT: count(20),
  PURCHASE_LOOKUP_WINDOW_MINUTES: minutes(60),
  FIELD_REPORT_LIMIT_PER_CLIENT: count(60),
  FIELD_REPORT_LIMIT_WINDOW_MINUTES: minutes(10),
  FIELD_REPORT_LOADS_PER_CLIENT_PER_HOUR: count(6),
  // At least what one batch can store (a grant's marks and its raw reports), or no batch ever would be.
  FIELD_REPORT_CEILING_PER_MINUTE: z.coerce.number().int().min(200).max(1_000_000_000).default(6000),
};

type LimitsVars = z.output<z.ZodObject<typeof limitsEnvShape>>;

export interface LimitsEnv {
  /**
   * POST /submissions/:form, per client and per form, counted per accepted submission.
   * No site-wide ceiling: a few addresses must not be able to close a form to everyone.
   */
  submissions: Record<FormName, Limit>;
  /** POST /submissions/:form/:caseId/delivery, per client, counted per well-formed report. */
  deliveryReports: Limit;
  /** A ticket or lead sent sooner than this after its form opened is sent back to wait. */
  minFillMs: number;
  /** Card gateway lookups of POST /purchase. */
  purchaseLookups: { perInvoice: Limit; perClient: Limit };
  /** POST /field-reports, per client (counted under a daily pseudonym, never the address), per valid batch. */
  fieldReports: Limit;
  /**
   * Page loads one client (its daily pseudonym) may add to the judge's counts per remote
   * version and hour, its errored loads among them; past it a load is answered 204 and not
   * counted (#44, src/field-reports/clientCap.ts).
   */
  fieldLoadsPerClientPerHour: number;
  /**
   * The site-wide ceiling on field report rows stored per minute (a page load counted, a
   * vital, a raw report): past it a batch is dropped, counted and logged (#32).
   */
  fieldReportCeilingPerMinute: number;
}

export function limitsEnv(vars: LimitsVars): LimitsEnv {
  const formWindowMs = vars.SUBMISSION_LIMIT_WINDOW_MINUTES * MINUTE_MS;
  const lookupWindowMs = vars.PURCHASE_LOOKUP_WINDOW_MINUTES * MINUTE_MS;
  return {
    // Sized to each form's use: a person sends one application, ticket or lead; staff
    // fill Getting Started forms for several buyers, and suggestions, from one office.
    submissions: {
      application: { max: vars.SUBMISSION_LIMIT_PER_CLIENT, windowMs: formWindowMs },
      ticket: { max: vars.SUBMISSION_LIMIT_PER_CLIENT, windowMs: formWindowMs },
      lead: { max: vars.SUBMISSION_LIMIT_PER_CLIENT, windowMs: formWindowMs },
      lan: { max: vars.SUBMISSION_LIMIT_LAN_PER_CLIENT, windowMs: formWindowMs },
      suggestion: { max: vars.SUBMISSION_LIMIT_SUGGESTION_PER_CLIENT, windowMs: formWindowMs },
    },
    deliveryReports: { max: vars.DELIVERY_REPORT_LIMIT_PER_CLIENT, windowMs: formWindowMs },
    minFillMs: vars.FORM_MIN_FILL_SECONDS * 1000,
    purchaseLookups: {
      perInvoice: { max: vars.PURCHASE_LOOKUPS_PER_INVOICE, windowMs: lookupWindowMs },
      perClient: { max: vars.PURCHASE_LOOKUPS_PER_CLIENT, windowMs: lookupWindowMs },
    },
    // A browser sends a batch or two per page it leaves: no visitor, nor an office behind
    // one address, comes near it. This bounds the work one client causes; what it can weigh
    // in the judge's counts is bounded by grants (one page load each) and the cap below.
    fieldReports: { max: vars.FIELD_REPORT_LIMIT_PER_CLIENT, windowMs: vars.FIELD_REPORT_LIMIT_WINDOW_MINUTES * MINUTE_MS },
    // A visitor reads a few pages of a remote in a visit: 6 an hour counts nearly every
    // visitor whole, and bounds what one address can weigh in a judgment.
    fieldLoadsPerClientPerHour: vars.FIELD_REPORT_LOADS_PER_CLIENT_PER_HOUR,
    // About 100 rows a second: far above the site's visitors (a page load stores a few),
    // far below what would make the field database a burden to keep.
    fieldReportCeilingPerMinute: vars.FIELD_REPORT_CEILING_PER_MINUTE,
  };
}
