// What the staff command writes to invite and revoke a person, as statements that need no
// read first: each finds the person by name or id itself. So the same statements run on
// the Node worker's SQLite file (people.ts) and, as SQL text, through `wrangler d1
// execute` on a Workers deployment's D1 database (src/cli/staffOnD1.ts). They are ordered
// so that a run cut short leaves nothing unsafe: an invitation is written after its
// person, a revoke ends the person first.
import type { SqlStatement } from '../db/database';

/** Who runs the staff command, as the audit names them. */
export const STAFF_COMMAND = 'staff command';

/** The person named or numbered: takes the name or id twice. */
const PERSON = '(id = ? OR name = ?)';
const PERSON_ID = `SELECT id FROM office_people WHERE ${PERSON}`;

function auditOfCommand(action: 'invite' | 'revoke', nameOrId: string, now: Date): SqlStatement {
  return {
    sql: `INSERT INTO office_audit (at, person_id, person_name, action, subject, detail, client)
          SELECT ?, NULL, ?, ?, name, NULL, NULL FROM office_people WHERE ${PERSON}`,
    params: [now.toISOString(), STAFF_COMMAND, action, nameOrId, nameOrId],
  };
}

export interface NewInvitation {
  /** The person's name (or id, to invite someone who is there by their id). */
  name: string;
  /** The id a new person gets; unused when the person is there already. */
  newPersonId: string;
  /** The SHA-256 of the invitation's secret: only the hash is stored. */
  invitationHash: string;
  now: Date;
  expiresAt: Date;
}

/** Adds the person if they are new, and replaces any invitation of theirs with this one. */
export function inviteStatements({ name, newPersonId, invitationHash, now, expiresAt }: NewInvitation): SqlStatement[] {
  const at = now.toISOString();
  return [
    {
      sql: `INSERT INTO office_people (id, name, created_at) SELECT ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM office_people WHERE ${PERSON})`,
      params: [newPersonId, name, at, name, name],
    },
    { sql: `DELETE FROM office_invitations WHERE person_id IN (${PERSON_ID})`, params: [name, name] },
    {
      sql: `INSERT INTO office_invitations (token_hash, person_id, created_at, expires_at) SELECT ?, id, ?, ? FROM office_people WHERE ${PERSON}`,
      params: [invitationHash, at, expiresAt.toISOString(), name, name],
    },
    auditOfCommand('invite', name, now),
  ];
}

/** Revokes the person: refused from now on, their sessions ended, their invitation void. */
export function revokeStatements(nameOrId: string, now: Date): SqlStatement[] {
  const at = now.toISOString();
  return [
    { sql: `UPDATE office_people SET revoked_at = ? WHERE ${PERSON} AND revoked_at IS NULL`, params: [at, nameOrId, nameOrId] },
    { sql: `UPDATE office_sessions SET ended_at = ? WHERE person_id IN (${PERSON_ID}) AND ended_at IS NULL`, params: [at, nameOrId, nameOrId] },
    { sql: `DELETE FROM office_invitations WHERE person_id IN (${PERSON_ID})`, params: [nameOrId, nameOrId] },
    auditOfCommand('revoke', nameOrId, now),
  ];
}

/** Each person with their passkeys, open sessions and whether they are revoked, by name. */
export function listPeopleStatement(now: Date): SqlStatement {
  const at = now.toISOString();
  return {
    sql: `SELECT p.*,
       (SELECT COUNT(*) FROM office_passkeys AS k WHERE k.person_id = p.id) AS passkeys,
       (SELECT COUNT(*) FROM office_sessions AS s
         WHERE s.person_id = p.id AND s.ended_at IS NULL AND s.expires_at > ? AND s.idle_expires_at > ?) AS sessions
     FROM office_people AS p ORDER BY p.name`,
    params: [at, at],
  };
}
