// The office's people and their invitations: what `npm run staff -w worker` changes on the
// Node worker's SQLite file (on D1 the same statements go through wrangler:
// src/cli/staffOnD1.ts). Inviting a person who exists gives them a new invitation (a lost
// passkey is replaced by enrolling again, which removes the old one); revoking ends their
// sessions at once.
import type { Database } from '../db/database';
import { newSecret } from './secretToken';
import { inviteStatements, listPeopleStatement, revokeStatements } from './staffStatements';

export { STAFF_COMMAND } from './staffStatements';

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

/** The enrolment link the person opens on the site: a fragment, so the secret never reaches a server's log. */
export const enrolmentLink = (siteOrigin: string, invitation: string) => `${siteOrigin}/office/enrol#${invitation}`;

export function findPerson(db: Database, nameOrId: string): Promise<PersonRow | null> {
  return db.first<PersonRow>('SELECT * FROM office_people WHERE id = ? OR name = ? COLLATE NOCASE', [nameOrId, nameOrId]);
}

export function listPeople(db: Database, now: Date): Promise<(PersonRow & { passkeys: number; sessions: number })[]> {
  const { sql, params } = listPeopleStatement(now);
  return db.all(sql, params);
}

/** The name as it is stored: trimmed, inner spaces collapsed; throws for one the office cannot show. */
export function personName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed || trimmed.length > 100 || /[\u0000-\u001f\u007f-\u009f]/.test(trimmed)) {
    throw new Error('A name of 1 to 100 characters, without control characters, is needed');
  }
  return trimmed;
}

/** A new invitation's secret, the statements that store it for `name`, and until when it is valid. */
export async function newInvitation(name: string, now: Date) {
  const { token, hash } = await newSecret();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  const statements = inviteStatements({ name: personName(name), newPersonId: crypto.randomUUID(), invitationHash: hash, now, expiresAt });
  return { invitation: token, expiresAt, statements };
}

/**
 * A new invitation for `name`, adding the person if they are new. Earlier invitations
 * of theirs stop working. A revoked person may be invited again: enrolling reinstates them.
 */
export async function invitePerson(db: Database, name: string, now: Date): Promise<Invitation> {
  const { invitation, expiresAt, statements } = await newInvitation(name, now);
  await db.batch(statements);
  const person = await findPerson(db, personName(name));
  if (!person) throw new Error(`${name} was not stored`);
  return { person, invitation, expiresAt };
}

/** Revokes the person: their sessions end now, their invitations stop working. Null when there is no such person. */
export async function revokePerson(db: Database, nameOrId: string, now: Date): Promise<PersonRow | null> {
  const person = await findPerson(db, nameOrId);
  if (!person) return null;
  await db.batch(revokeStatements(nameOrId, now));
  return { ...person, revoked_at: person.revoked_at ?? now.toISOString() };
}
