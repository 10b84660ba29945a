// Case ids customers quote on the phone: 'SP-' (support) or 'LD-' (lead) and six
// zero-padded random digits. The worker makes them (worker/src/submissions/caseIds.ts)
// and answers them with the journal receipt; no browser chooses one.
export type CasePrefix = 'SP' | 'LD';

export const CASE_ID_DIGITS = 6;

export const caseIdPattern = (prefix: CasePrefix) => new RegExp(`^${prefix}-\\d{${CASE_ID_DIGITS}}$`);
