// The submission journal's exchanges: POST to PATHS.submission journals a form and
// answers with a receipt; POST to PATHS.delivery reports whether its email went.
import { z } from 'contract/schemas/zod';

export const journalReceiptSchema = z.object({
  caseId: z.string().check(z.minLength(1)),
  receivedAt: z.string(),
  // Optional for a worker deployed before delivery tokens (the remotes and the worker
  // are released apart): its reports go without one, as that worker expects.
  deliveryToken: z.optional(z.string().check(z.minLength(1))),
  // Whether the page may send the submission's emails (its receipt to the address typed
  // in, and the staff email): false for a submission the worker dropped as a bot's, so
  // the form cannot be driven to mail anyone. Absent from a worker older than it: true.
  sendEmails: z._default(z.boolean(), true),
});
export type JournalReceipt = z.infer<typeof journalReceiptSchema>;

export const deliveryReportSchema = z.strictObject({ delivered: z.boolean() });
export type DeliveryReportBody = z.infer<typeof deliveryReportSchema>;
