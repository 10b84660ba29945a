// The office's API (#35): what the staff hub's office pages (mf-staffhub, /office) read
// from the worker, under ENDPOINTS' /office/ prefix. Every route but the enrolment and
// sign-in ones needs an office session (an HttpOnly cookie on the worker's origin set by
// a passkey sign-in); without one it answers 401, for a revoked person 403.
import { z } from 'contract/schemas/zod';

/** A person of the office, as a session names them. */
export const officePersonSchema = z.object({ id: z.string(), name: z.string() });
export type OfficePerson = z.infer<typeof officePersonSchema>;

/** GET /office/session: who is signed in, and until when. */
export const officeSessionSchema = z.object({ person: officePersonSchema, expiresAt: z.string() });
export type OfficeSession = z.infer<typeof officeSessionSchema>;

/** POST /office/enrolment/options and /office/enrolment: the one-time invitation from `npm run staff -- invite`. */
export const enrolmentOptionsBodySchema = z.object({ invitation: z.string().check(z.minLength(16), z.maxLength(200)) });
/** POST /office/enrolment: the invitation and the authenticator's answer (WebAuthn's RegistrationResponseJSON). */
export const enrolmentBodySchema = z.object({ invitation: z.string().check(z.minLength(16), z.maxLength(200)), response: z.record(z.string(), z.unknown()) });
/**
 * POST /office/sign-in/options answers { challengeId, options } (options: WebAuthn's
 * PublicKeyCredentialRequestOptionsJSON); POST /office/sign-in sends back the challenge's
 * id and the authenticator's answer (AuthenticationResponseJSON).
 */
export const signInBodySchema = z.object({ challengeId: z.string().check(z.minLength(16), z.maxLength(200)), response: z.record(z.string(), z.unknown()) });

/** The forms the office follows up; 'booking' is a consultation booked online (#46, contract/schemas/booking). */
export const FOLLOW_UP_FORMS = ['ticket', 'lead', 'application', 'lan', 'booking'] as const;
export type FollowUpForm = (typeof FOLLOW_UP_FORMS)[number];

/** Who marked a follow-up handled, when, and their note. */
export const handledSchema = z.object({ by: z.string(), at: z.string(), note: z.string() });

/** One row of GET /office/follow-ups?q=&days= (newest first; q matches case id, name, email or phone). */
export const followUpSummarySchema = z.object({
  form: z.enum(FOLLOW_UP_FORMS),
  caseId: z.string(),
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The journal's delivery state: 'delivered' is confirmed; the others stand out. */
  delivery: z.enum(['pending', 'delivered', 'failed']),
  handled: z.nullable(handledSchema),
});
export type FollowUpSummary = z.infer<typeof followUpSummarySchema>;
export const followUpListSchema = z.object({
  items: z.array(followUpSummarySchema),
  /** Set where a search read only this many of the period's newest follow-ups: older ones were not searched. */
  searchedNewest: z.optional(z.number()),
});
export type FollowUpList = z.infer<typeof followUpListSchema>;

/**
 * GET /office/follow-ups/:form/:caseId: the summary and what was sent, field by field in
 * the form's order with the labels its email uses. A Wi-Fi password is never shown: its
 * value reads "(given)".
 */
export const followUpDetailSchema = z.extend(followUpSummarySchema, {
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type FollowUpDetail = z.infer<typeof followUpDetailSchema>;

/** POST /office/follow-ups/:form/:caseId/handled; answers the detail. */
export const markHandledBodySchema = z.object({ note: z.string().check(z.trim(), z.maxLength(2000)) });

/** One row of GET /office/payments?days= (newest first). */
export const officePaymentSchema = z.object({
  transactionId: z.string(),
  /** The site's invoice id (the order's case id). */
  invoice: z.string(),
  invoiceNumber: z.nullable(z.string()),
  payerName: z.nullable(z.string()),
  payerEmail: z.nullable(z.string()),
  amountCents: z.number().check(z.int()),
  card: z.enum(['Credit', 'Debit']),
  recordedAt: z.string(),
  /** 'sent', 'failed: …', 'off: …', or null when the payer gave no email. */
  receipt: z.nullable(z.string()),
  review: z.nullable(z.string()),
});
export type OfficePayment = z.infer<typeof officePaymentSchema>;
/** Orders paid at the processor whose payment the ledger has not recorded yet (the reconciliation will). */
export const awaitingPaymentSchema = z.object({ invoice: z.string(), amountCents: z.number().check(z.int()), createdAt: z.string() });
export const officePaymentListSchema = z.object({ items: z.array(officePaymentSchema), awaiting: z.array(awaitingPaymentSchema) });

/** POST /office/payments/:transactionId/receipt: sends the receipt again; answers the row with its new outcome. */
export const resendReceiptAnswerSchema = officePaymentSchema;

/** GET /office/payments.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: text/csv, one line per payment, for the bookkeeper. */
export const paymentExportQuerySchema = z.object({ from: z.iso.date(), to: z.iso.date() });

export const HEALTH_RANGES = ['day', 'week'] as const;

/** One bucket of a version's field reports (an hour for a day, six hours for a week). */
export const healthPointSchema = z.object({
  at: z.string(),
  pageLoads: z.number().check(z.int()),
  erroredPageLoads: z.number().check(z.int()),
  lcpP75: z.nullable(z.number()),
  inpP75: z.nullable(z.number()),
});

/** GET /office/health?range=day|week: each remote's releases and how their versions did. */
export const remoteHealthSchema = z.object({
  remote: z.string(),
  live: z.nullable(z.string()),
  canary: z.nullable(
    z.object({
      version: z.string(),
      share: z.number(),
      /** When the judge decides at the latest. */
      deadline: z.nullable(z.string()),
      /** The judge's reading of the evidence now (release-core's canaryJudgment), in words. */
      reading: z.string(),
    }),
  ),
  history: z.array(z.object({ at: z.string(), version: z.string(), by: z.nullable(z.string()), action: z.string(), commit: z.nullable(z.string()) })),
  versions: z.array(z.object({ version: z.string(), points: z.array(healthPointSchema) })),
});
export type RemoteHealth = z.infer<typeof remoteHealthSchema>;
export const officeHealthSchema = z.object({
  range: z.enum(HEALTH_RANGES),
  remotes: z.array(remoteHealthSchema),
  /** Why live versions, canaries and the history are missing, when they are (no release store configured, or it could not be read); null when read. */
  releaseNote: z.nullable(z.string()),
});
export type OfficeHealth = z.infer<typeof officeHealthSchema>;
