// /confirmation is the shell's page; forms in the remotes send visitors there with
// the case id to quote on the phone, carried in the history entry's state. A form
// posted without scripts is sent there by the composer with the case id in the
// address (?case=), which the server draws too.
export const CONFIRMATION_PATH = '/confirmation';

export interface ConfirmationState {
  caseId?: string;
}

export const confirmationState = (caseId?: string): ConfirmationState => (caseId ? { caseId } : {});

export function readConfirmationState(state: unknown): ConfirmationState {
  if (state && typeof state === 'object' && 'caseId' in state && typeof state.caseId === 'string') {
    return { caseId: state.caseId };
  }
  return {};
}

/** A case id as the worker makes them: a form's prefix, then six digits or ten Crockford base-32 characters. */
const CASE_ID = /^[A-Z]{2}-(?:\d{6}|[0-9A-HJKMNP-TV-Z]{10})$/;
const CASE_PARAMETER = 'case';

/** Where the composer sends a visitor whose form, posted without scripts, was accepted. */
export const confirmationAddress = (caseId: string) => `${CONFIRMATION_PATH}?${CASE_PARAMETER}=${encodeURIComponent(caseId)}`;

/** The case id in /confirmation's address, if it holds one shaped as the worker makes them. */
export function caseIdInAddress(search: string): string | undefined {
  const caseId = new URLSearchParams(search).get(CASE_PARAMETER) ?? '';
  return CASE_ID.test(caseId) ? caseId : undefined;
}
