// A sign-in's answer against everything it must pass: a challenge the worker issued and
// nobody took, a passkey it knows, of a person not revoked, verified by
// @simplewebauthn/server (origin, relying party, signature, the user verified), and a
// signature counter that moves on. The counter is moved in a statement that also checks
// it is still what was verified against, so a cloned passkey racing its original with
// the same counter wins once. A refusal carries what to answer and, for the audit, why.
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { OfficePerson } from 'contract/schemas/office';
import type { Database } from '../db/database';
import { ApiError } from '../http/apiError';
import { takeChallenge } from './challenges';
import type { RelyingParty } from './officeSettings';
import { credentialOf, findPasskey, type PasskeyRow } from './passkeys';

export interface SignInAnswer {
  challengeId: string;
  response: Record<string, unknown>;
}

export type SignInVerdict =
  | { verified: true; person: OfficePerson; passkey: PasskeyRow }
  | { verified: false; refusal: ApiError; reason: string };

/** Audit details are read by people: an attacker's text in a library's message stays short. */
const MAX_REASON_LENGTH = 200;

export const notVerified = (status: 400 | 401) => new ApiError(status, 'The passkey could not be verified: try again');

const refused = (refusal: ApiError, reason: string): SignInVerdict => ({ verified: false, refusal, reason: reason.slice(0, MAX_REASON_LENGTH) });

/** Takes the answer's challenge whatever comes next, so an answer is checked once. */
export async function checkSignIn(db: Database, rp: RelyingParty, answer: SignInAnswer, at: Date): Promise<SignInVerdict> {
  const challenge = await takeChallenge(db, answer.challengeId, 'sign-in', at);
  if (!challenge) return refused(new ApiError(400, 'This sign-in has expired or was used: start again'), 'challenge expired or used');
  const credentialId = typeof answer.response.id === 'string' ? answer.response.id : '';
  const passkey = credentialId ? await findPasskey(db, credentialId) : null;
  if (!passkey) return refused(notVerified(401), 'unknown passkey');
  const person = await db.first<{ id: string; name: string; revoked_at: string | null }>('SELECT id, name, revoked_at FROM office_people WHERE id = ?', [
    passkey.person_id,
  ]);
  if (!person) return refused(notVerified(401), 'unknown passkey');
  const whose = `passkey of ${person.name} (${person.id})`;
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: answer.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: credentialOf(passkey),
      requireUserVerification: true,
    });
  } catch (error) {
    return refused(notVerified(401), `${whose}: ${error instanceof Error ? error.message : 'not verified'}`);
  }
  if (!verification.verified) return refused(notVerified(401), `${whose}: not verified`);
  if (person.revoked_at !== null) return refused(new ApiError(403, 'Your office access was revoked'), `${whose}: revoked`);
  const moved = await db.run('UPDATE office_passkeys SET counter = ? WHERE credential_id = ? AND counter = ?', [
    verification.authenticationInfo.newCounter,
    passkey.credential_id,
    passkey.counter,
  ]);
  if (moved.changes !== 1) return refused(notVerified(401), `${whose}: its counter moved during the sign-in (a copy of the passkey?)`);
  return { verified: true, person: { id: person.id, name: person.name }, passkey };
}
