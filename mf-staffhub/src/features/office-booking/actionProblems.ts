// What an office booking action says when the worker did not do it: a refused session is
// told to the frame too; a refusal the worker explains (a time just taken, a visit already
// cancelled, a day off with errors) in its words; anything else as the office not reached.
import { WorkerError } from 'shared-ui/api/worker';
import { OfficeRefusedError, type Refusal } from '../../office/officeApi';

const workerMessage = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : undefined;

/** `failed` is what was not done ('Not moved'); `refused` tells the frame of a refused session. */
export function actionProblem(error: unknown, failed: string, refused: (refusal: Refusal) => void): string {
  if (error instanceof OfficeRefusedError) {
    refused(error.refusal);
    return `${failed}: the office refused your session.`;
  }
  if (error instanceof WorkerError && error.status >= 400 && error.status < 500) {
    const message = workerMessage(error.body);
    if (message) return `${failed}: ${message.replace(/\.$/, '')}.`;
  }
  console.error(`office booking: ${failed}`, error);
  return `${failed}: the office could not be reached. Try again.`;
}
