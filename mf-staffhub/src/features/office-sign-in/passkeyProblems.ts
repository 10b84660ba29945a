// What went wrong in a passkey ceremony, in the words the sign-in and enrolment pages
// show. The browser reports a prompt the person closed (or let time out) as
// NotAllowedError, one cut short as AbortError; the worker answers 429 to too many
// attempts and another 4xx to an invitation it no longer holds or an answer it refuses.
import { WorkerError } from 'shared-ui/api/worker';

export type PasskeyProblem = 'cancelled' | 'too-many' | 'refused' | 'unreachable';

export function passkeyProblem(error: unknown): PasskeyProblem {
  if (error instanceof WorkerError) {
    if (error.status === 429) return 'too-many';
    if (error.status >= 400 && error.status < 500) return 'refused';
    return 'unreachable';
  }
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return 'cancelled';
  return 'unreachable';
}

export const TOO_MANY = 'Too many attempts. Wait a few minutes, then try again.';
export const UNREACHABLE = 'The office could not be reached. Check the connection and try again.';

export const SIGN_IN_MESSAGES: Record<PasskeyProblem, string> = {
  cancelled: 'The passkey prompt was closed before you signed in. Press “Sign in with a passkey” to try again.',
  'too-many': TOO_MANY,
  refused: 'That passkey was not accepted. Use the passkey you set up for the office; if it is lost, ask the office admin for a new invitation.',
  unreachable: UNREACHABLE,
};

export const ENROL_MESSAGES: Record<PasskeyProblem, string> = {
  cancelled: 'The passkey prompt was closed before a passkey was made. Press “Create a passkey” to try again.',
  'too-many': TOO_MANY,
  refused: 'This invitation has been used or has expired. Ask the office admin for a new one.',
  unreachable: UNREACHABLE,
};
