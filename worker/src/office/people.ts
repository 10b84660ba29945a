// The office's people and their invitations: what `npm run staff -w worker` changes.
// Inviting a person who exists gives them a new invitation (a lost passkey is replaced
// by enrolling again, which removes the old one); revoking ends their sessions at once.
import type { Database } from '../db/database';
import { recordAudit } from './audit';
import { newSecret } from './secretToken';

export const INVITATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface PersonRow {
  id: string;
  name: string;
  created_at: string;
  revoked_at: string | null;
}

export interface Invitation {
  person: PersonRow;
  /** The secret of the link; only its hash is stored. */
  invitation: string;
  expiresAt: Date;
}

/** Who runs the staff command, as the audit names them. */
export const STAFF_COMMAND = 'staff command';

/** The enrolment link the person opens on the site: a fragment, so the secret never reaches a server's log. */
export const enrolmentLink = (siteOrigin: string, invitation: string) => `${siteOrigin}/office/enrol#${invitation}`;

export function findPerson(db: Database, nameOrId: string): Promise<PersonRow | null> {
  return db.first<PersonRow>('SELECT * FROM office_people WHERE id = ? OR name = ? COLLATE NOCASE', [nameOrId, nameOrId]);
}

export function listPeople(db: Database, now: Date): Promise<(PersonRow & { passkeys: number; sessions: number })[]> {
  return db.all(
    `SELECT p.*,
       (SELECT COUNT(*) FROM office_passkeys AS k WHERE k.person_id = p.id) AS passkeys,
       (SELECT COUNT(*) FROM office_sessions AS s WHERE s.person_id = p.id AND s.ended_at IS NULL AND s.expires_at > ?) AS sessions
     FROM office_people AS p ORDER BY p.name`,
    [now.toISOString()],
  );
}

/**
 * A new invitation for `name`, adding the person if they are new. Earlier invitations
 * of theirs stop working. A revoked person may be invited again: enrolling reinstates them.
 */
export async function invitePerson(db: Database, name: string, now: Date): Promise<Invitation> {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed || trimmed.length > 100 || /[\u0000-\u001f\u007f-\u009f]/.test(trimmed)) {
    throw new Error('A name of 1 to 100 characters, without control characters, is needed');
  }
  const existing = await findPerson(db, trimmed);
  const person: PersonRow = existing ?? { id: crypto.randomUUID(), name: trimmed, created_at: now.toISOString(), revoked_at: null };
  const { token, hash } = await newSecret();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  await db.batch([
    {
      sql: 'INSERT INTO office_people (id, name, created_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING',
      params: [person.id, person.name, person.created_at],
    },
    { sql: 'DELETE FROM office_invitations WHERE person_id = ?', params: [person.id] },
    {
      sql: 'INSERT INTO office_invitations (token_hash, person_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      params: [hash, person.id, now.toISOString(), expiresAt.toISOString()],
    },
  ]);
  await recordAudit(db, { at: now, by: { id: null, name: STAFF_COMMAND }, action: 'invite', subject: person.name });
  return { person, invitation: token, expiresAt };
}

/** Revokes the person: their sessions end now, their invitations stop working. Null when there is no such person. */
export async function revokePerson(db: Database, nameOrId: string, now: Date): Promise<PersonRow | null> {
  const person = await findPerson(db, nameOrId);
  if (!person) return null;
  const at = now.toISOString();
  await db.batch([
    { sql: 'UPDATE office_people SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', params: [at, person.id] },
    { sql: 'UPDATE office_sessions SET ended_at = ? WHERE person_id = ? AND ended_at IS NULL', params: [at, person.id] },
    { sql: 'DELETE FROM office_invitations WHERE person_id = ?', params: [person.id] },
  ]);
  await recordAudit(db, { at: now, by: { id: null, name: STAFF_COMMAND }, action: 'revoke', subject: person.name });
  return { ...person, revoked_at: person.revoked_at ?? at };
}
