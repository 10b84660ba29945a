// WebAuthn challenges the worker issued: each is stored with a short life and taken
// (deleted) by the one answer that checks it, so an answer can never be replayed and a
// challenge the worker did not issue is never accepted.
import type { Database } from '../db/database';
import { base64url } from './secretToken';

/** Long enough for a person to touch their authenticator; the options ask the browser for less. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** What the options tell the browser to wait for the person. */
export const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;

export type ChallengePurpose = 'enrol' | 'sign-in';

export const newChallenge = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** Stores the challenge under `id`, replacing any earlier one of that id; expired challenges are dropped on the way. */
export async function storeChallenge(db: Database, id: string, purpose: ChallengePurpose, challenge: string, now: Date): Promise<void> {
  await db.batch([
    { sql: 'DELETE FROM office_challenges WHERE expires_at <= ?', params: [now.toISOString()] },
    {
      sql: `INSERT INTO office_challenges (id, purpose, challenge, expires_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET purpose = excluded.purpose, challenge = excluded.challenge, expires_at = excluded.expires_at`,
      params: [id, purpose, challenge, new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString()],
    },
  ]);
}

/** Takes the challenge stored under `id` for `purpose`: it is deleted whatever comes next. Null when none is current. */
export async function takeChallenge(db: Database, id: string, purpose: ChallengePurpose, now: Date): Promise<string | null> {
  const row = await db.first<{ challenge: string; expires_at: string }>(
    'DELETE FROM office_challenges WHERE id = ? AND purpose = ? RETURNING challenge, expires_at',
    [id, purpose],
  );
  return row && row.expires_at > now.toISOString() ? row.challenge : null;
}
