// The submission journal on the worker: every form is journaled before its email
// goes out, so a failed email loses nothing; the form then reports whether the
// email went, and staff follow up on those that did not. Only the browser that
// journaled a case may report on it: the report carries the journal's delivery token.
// The worker makes the case id and answers it.
import { ENDPOINTS, pathTo } from 'contract/endpoints';
import type { FormName } from 'contract/schemas/forms';
import { journalReceiptSchema, type DeliveryReportBody, type JournalReceipt } from 'contract/schemas/submissions';
import { WorkerError, workerPost } from 'shared-ui/api/worker';

/** `headers`: what a form needs beyond the values (the staff unlock token, for a suggestion). */
export const journalSubmission = (form: FormName, values: object, headers?: Record<string, string>): Promise<JournalReceipt> =>
  workerPost(pathTo(ENDPOINTS.submission, { form }), values, journalReceiptSchema, headers && { headers });

/**
 * The seconds to wait when the worker refused a submission for now (429: the form was
 * sent a moment too soon, or too many came from this connection or to the site), or
 * undefined for any other failure.
 */
export function waitBeforeResending(error: unknown): number | undefined {
  if (!(error instanceof WorkerError) || error.status !== 429) return undefined;
  const seconds = (error.body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : 60;
}

export const reportDelivery = (form: FormName, { caseId, deliveryToken }: JournalReceipt, delivered: boolean) =>
  workerPost(
    pathTo(ENDPOINTS.delivery, { form, caseId }),
    { delivered } satisfies DeliveryReportBody,
    undefined,
    deliveryToken === undefined ? undefined : { headers: { Authorization: `Bearer ${deliveryToken}` } },
  );
