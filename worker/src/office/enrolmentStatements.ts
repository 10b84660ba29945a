// An enrolment's writes, as one batch whose first statement decides: it claims the
// invitation (unused, not expired) for the new session, and every other write is made
// only under that claim. Two enrolments racing on one invitation both pass every check
// before either writes; their batches run one after the other (a transaction on SQLite,
// a batch on D1), the first claims, and the second writes nothing: no passkey, no
// session, no old session ended.
import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { RunResult, SqlStatement } from '../db/database';
import { onlyWhere } from '../db/onlyWhere';
import { auditStatement } from './audit';
import { replacePasskeyStatements } from './passkeys';
import type { PersonRow } from './people';
import { tidyStatements, type NewSession } from './sessions';

export interface Enrolment {
  invitationHash: string;
  person: Pick<PersonRow, 'id' | 'name'>;
  credential: WebAuthnCredential;
  session: NewSession;
  at: Date;
  /** The client's pseudonym, for the audit. */
  client: string;
}

export function enrolmentStatements({ invitationHash, person, credential, session, at, client }: Enrolment): SqlStatement[] {
  const iso = at.toISOString();
  const claimed = {
    sql: 'EXISTS (SELECT 1 FROM office_invitations WHERE token_hash = ? AND used_by_session = ?)',
    params: [invitationHash, session.hash],
  };
  const underClaim: SqlStatement[] = [
    ...replacePasskeyStatements(person.id, credential, at),
    // Enrolling (again) reinstates a revoked person and ends the sessions of their old passkey.
    { sql: 'UPDATE office_people SET revoked_at = NULL WHERE id = ?', params: [person.id] },
    { sql: 'UPDATE office_sessions SET ended_at = ? WHERE person_id = ? AND ended_at IS NULL', params: [iso, person.id] },
    session.statement,
    auditStatement({ at, by: person, action: 'enrol', subject: person.name, client }),
  ];
  return [
    {
      sql: 'UPDATE office_invitations SET used_by_session = ? WHERE token_hash = ? AND used_by_session IS NULL AND expires_at > ?',
      params: [session.hash, invitationHash, iso],
    },
    ...underClaim.map((statement) => onlyWhere(statement, claimed)),
    ...tidyStatements(at),
  ];
}

/** Whether the batch of enrolmentStatements claimed its invitation, and so wrote the rest. */
export const claimedInvitation = (results: readonly RunResult[]): boolean => results[0]?.changes === 1;
