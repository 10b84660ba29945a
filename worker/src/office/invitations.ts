// An invitation as the enrolment routes read it: current (not used, not replaced, not
// expired) and naming its person. Reading it current is not taking it: the enrolment's
// batch does that (enrolmentStatements.ts).
import type { Database } from '../db/database';
import { ApiError } from '../http/apiError';
import type { PersonRow } from './people';
import { hashSecret, SECRET_TOKEN_PATTERN } from './secretToken';

export interface CurrentInvitation {
  hash: string;
  person: PersonRow;
}

/** The invitation's person, or 400 for an invitation that was used, replaced, revoked or has expired. */
export async function requireInvitation(db: Database, invitation: string, now: Date): Promise<CurrentInvitation> {
  const refused = new ApiError(400, 'This enrolment link was used or has expired: ask for a new one');
  if (!SECRET_TOKEN_PATTERN.test(invitation)) throw refused;
  const hash = await hashSecret(invitation);
  const person = await db.first<PersonRow>(
    `SELECT p.* FROM office_invitations AS i JOIN office_people AS p ON p.id = i.person_id
     WHERE i.token_hash = ? AND i.used_by_session IS NULL AND i.expires_at > ?`,
    [hash, now.toISOString()],
  );
  if (!person) throw refused;
  return { hash, person };
}
