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
  | { mode: 'off'; match?: string }
  | { mode: 'always'; match?: string }
  | { mode: 'ratio'; ratio: number; match?: string };

/**
 * The failure for every send, and beside it one per `match`, each set and switched off
 * on its own, so two tests failing their own emails at once never undo each other.
 * 'off' without a match switches every failure off.
 */
export type FailureState = FailureMode & { matching?: FailureMode[] };

/** Oldest messages are dropped past this, so a long dev session cannot grow without end. */
export const OUTBOX_CAPACITY = 1000;

export interface Outbox {
  record(email: Omit<SentEmail, 'id'>): SentEmail;
  list(filter?: { templateId?: string }): SentEmail[];
  clear(): number;
  failure(): FailureState;
  setFailure(mode: FailureMode): void;
  /** Whether this send fails, by the failure mode (and the dice, for a ratio). */
  failsNow(params: Record<string, unknown>): boolean;
}

export function createOutbox(random: () => number): Outbox {
  let emails: SentEmail[] = [];
  let failure: FailureMode = { mode: 'off' };
  const matching = new Map<string, FailureMode>();
  let sequence = 0;

  const fails = (mode: FailureMode) => mode.mode === 'always' || (mode.mode === 'ratio' && random() < mode.ratio);

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
    failure: () => (matching.size > 0 ? { ...failure, matching: [...matching.values()] } : failure),
    setFailure(mode) {
      if (mode.match === undefined) {
        failure = mode;
        if (mode.mode === 'off') matching.clear();
      } else if (mode.mode === 'off') {
        matching.delete(mode.match);
      } else {
        matching.set(mode.match, mode);
      }
    },
    failsNow(params) {
      const values = Object.values(params);
      const matched = [...matching.values()].find((mode) => values.includes(mode.match));
      return fails(matched ?? failure);
    },
  };
}
