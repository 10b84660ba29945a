// /confirmation is the shell's page; forms in the remotes send visitors there with
// the case id to quote on the phone, carried in the history entry's state.
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
