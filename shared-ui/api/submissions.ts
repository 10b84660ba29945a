// The submission journal on the worker: every form is journaled before its email
// goes out, so a failed email loses nothing; the form then reports whether the
// email went, and staff follow up on those that did not. Only the browser that
// journaled a case may report on it: the report carries the journal's delivery token.
import { z } from 'shared-ui/schemas/zod';
import { WorkerError, workerPost } from 'shared-ui/api/worker';
import type { FormName } from 'shared-ui/schemas/forms';

export const journalReceiptSchema = z.object({
  caseId: z.string().min(1),
  receivedAt: z.string(),
  // Optional for a worker deployed before delivery tokens (the remotes and the worker
  // are released apart): its reports go without one, as that worker expects.
  deliveryToken: z.string().min(1).optional(),
});
export type JournalReceipt = z.infer<typeof journalReceiptSchema>;

/** The worker already holds a submission with this client-made case id. */
export class CaseIdTakenError extends Error {
  constructor(readonly caseId: string) {
    super(`case id ${caseId} is taken`);
    this.name = 'CaseIdTakenError';
  }
}

/** `headers`: what a form needs beyond the values (the staff unlock token, for a suggestion). */
export async function journalSubmission(form: FormName, values: object, headers?: Record<string, string>): Promise<JournalReceipt> {
  try {
    return await workerPost(`/submissions/${form}`, values, journalReceiptSchema, headers && { headers });
  } catch (error) {
    if (error instanceof WorkerError && error.status === 409 && 'UUID' in values) {
      throw new CaseIdTakenError(String(values.UUID));
    }
    throw error;
  }
}

export const reportDelivery = (form: FormName, { caseId, deliveryToken }: JournalReceipt, delivered: boolean) =>
  workerPost(
    `/submissions/${form}/${encodeURIComponent(caseId)}/delivery`,
    { delivered },
    undefined,
    deliveryToken === undefined ? undefined : { headers: { Authorization: `Bearer ${deliveryToken}` } },
  );
