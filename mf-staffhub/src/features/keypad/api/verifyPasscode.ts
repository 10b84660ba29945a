// The keypad's call to the worker: the digits as plain text, answered with whether
// they are the company passcode (and then the unlock token), or 429 after too many
// wrong guesses. Anything else is a failed verification.
import { ENDPOINTS } from 'contract/endpoints';
import { passcodeAnswerSchema, passcodeLockedSchema } from 'contract/schemas/unlock';
import { WORKER_DEADLINES_MS, WorkerError, workerPost } from 'shared-ui/api/worker';
import { readDeviceToken } from '../../../access/unlockStore';

export type Verification =
  | { result: 'unlocked'; token: string; expiresAt: string }
  | { result: 'wrong' }
  | { result: 'locked'; retryAfterSeconds: number };

export async function verifyPasscode(digits: string): Promise<Verification> {
  try {
    const device = readDeviceToken();
    // A quick check, not a write: a look-up's deadline.
    const answer = await workerPost(ENDPOINTS.passcode, digits, passcodeAnswerSchema, {
      deadlineMs: WORKER_DEADLINES_MS.lookup,
      ...(device && { headers: { Authorization: `Bearer ${device}` } }),
    });
    return answer.valid ? { result: 'unlocked', token: answer.token, expiresAt: answer.expiresAt } : { result: 'wrong' };
  } catch (error) {
    const locked = error instanceof WorkerError && error.status === 429 ? passcodeLockedSchema.safeParse(error.body) : undefined;
    if (locked?.success) return { result: 'locked', retryAfterSeconds: locked.data.retryAfterSeconds };
    throw error;
  }
}
