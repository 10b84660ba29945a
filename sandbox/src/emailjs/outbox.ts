// The messages the EmailJS stand-in accepted, and whether it is told to fail.
export interface SentEmail {
  id: string;
  receivedAt: string;
  serviceId: string;
  templateId: string;
  params: Record<string, unknown>;
}

/**
 * `match` narrows a failure to the sends with a template parameter equal to it (a
 * visitor's email address, say), so one test can make its own emails fail while
 * tests running beside it send normally.
 */
export type FailureMode =
  | { mode: 'off' }
  | { mode: 'always'; match?: string }
  | { mode: 'ratio'; ratio: number; match?: string };

/** Oldest messages are dropped past this, so a long dev session cannot grow without end. */
export const OUTBOX_CAPACITY = 1000;

export interface Outbox {
  record(email: Omit<SentEmail, 'id'>): SentEmail;
  list(filter?: { templateId?: string }): SentEmail[];
  clear(): number;
  failure(): FailureMode;
  setFailure(mode: FailureMode): void;
  /** Whether this send fails, by the failure mode (and the dice, for a ratio). */
  failsNow(params: Record<string, unknown>): boolean;
}

export function createOutbox(random: () => number): Outbox {
  let emails: SentEmail[] = [];
  let failure: FailureMode = { mode: 'off' };
  let sequence = 0;

  return {
    record(email) {
      sequence += 1;
      const sent = { id: `email_${String(sequence).padStart(6, '0')}`, ...email };
      emails = [...emails, sent].slice(-OUTBOX_CAPACITY);
      return sent;
    },
    list: (filter = {}) => emails.filter((email) => !filter.templateId || email.templateId === filter.templateId),
    clear() {
      const cleared = emails.length;
      emails = [];
      return cleared;
    },
    failure: () => failure,
    setFailure(mode) {
      failure = mode;
    },
    failsNow(params) {
      if (failure.mode === 'off') return false;
      if (failure.match !== undefined && !Object.values(params).includes(failure.match)) return false;
      if (failure.mode === 'always') return true;
      return failure.mode === 'ratio' && random() < failure.ratio;
    },
  };
}
