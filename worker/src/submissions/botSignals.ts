// What the worker makes of a public form's bot signals (contract/schemas/botSignals):
// - sent sooner than FORM_MIN_FILL_SECONDS after the form opened: 429 with Retry-After.
//   A person can get there (autofill and a pasted description), so they are told to
//   wait a moment and send again, with everything they typed still in the form;
// - honeypot filled: accepted and dropped. People never see the field, so it is a bot:
//   it gets the answer a person gets (201, a case id) and learns nothing to adapt to,
//   but nothing is journaled and the answer tells the page to send no email, so the
//   form cannot be driven to mail anyone.
// Neither signal is journaled.
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from 'contract/schemas/botSignals';

export type BotVerdict = { kind: 'person' } | { kind: 'too quick'; retryAfterSeconds: number } | { kind: 'honeypot' };

export interface SplitSubmission {
  /** What is journaled and emailed. */
  values: Record<string, unknown>;
  verdict: BotVerdict;
}

/** Takes the bot signals out of a form's values (a form without them is judged a person) and judges them. */
export function judgeBotSignals(parsed: Record<string, unknown>, minFillMs: number): SplitSubmission {
  const { [HONEYPOT_FIELD]: honeypot, [FILL_TIME_FIELD]: filledInMs, ...values } = parsed;
  // The honeypot first: a bot is dropped however long it waited, and never told to wait.
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { values, verdict: { kind: 'honeypot' } };
  if (typeof filledInMs === 'number' && filledInMs < minFillMs) {
    return { values, verdict: { kind: 'too quick', retryAfterSeconds: Math.max(1, Math.ceil((minFillMs - filledInMs) / 1000)) } };
  }
  return { values, verdict: { kind: 'person' } };
}
