// The passcode rate limit: each client may make a fixed number of guesses per window
// (counted from its first guess). A guess is counted before it is checked, in one
// statement, so guesses sent in parallel cannot slip past the limit together.
import type { Database } from '../db/database';

export interface RateLimit {
  maxGuesses: number;
  windowMs: number;
}

export type GuessVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface AttemptRow {
  attempts: number;
  window_started_at: number;
}

// Windows that have passed are deleted first, so a client's row, when there is one,
// belongs to its current window.
const COUNT_GUESS = `INSERT INTO passcode_attempts (client, attempts, window_started_at) VALUES (?, 1, ?)
ON CONFLICT (client) DO UPDATE SET attempts = attempts + 1
RETURNING attempts, window_started_at`;

/** Counts one guess by `client` at `nowMs` and says whether it may be checked. */
export async function countGuess(db: Database, client: string, nowMs: number, limit: RateLimit): Promise<GuessVerdict> {
  const windowOpenedBefore = nowMs - limit.windowMs;
  await db.run('DELETE FROM passcode_attempts WHERE window_started_at <= ?', [windowOpenedBefore]);
  const row = await db.first<AttemptRow>(COUNT_GUESS, [client, nowMs]);
  if (!row) throw new Error('counting a passcode guess returned no row');
  if (row.attempts <= limit.maxGuesses) return { allowed: true };
  const retryAfterMs = row.window_started_at + limit.windowMs - nowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/** A correct passcode starts the client's count afresh. */
export async function clearGuesses(db: Database, client: string): Promise<void> {
  await db.run('DELETE FROM passcode_attempts WHERE client = ?', [client]);
}
