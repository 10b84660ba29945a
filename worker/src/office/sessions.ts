// Office sessions: a browser that signed in holds a random token in an HttpOnly cookie;
// the database keeps its hash, who it is, and until when. A session lasts 8 hours, a
// working day, with no renewal: a browser left signed in overnight asks for the passkey
// again, and a stolen cookie is worth a day at most.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { OfficePerson } from 'contract/schemas/office';
import type { Database, SqlStatement } from '../db/database';
import { hashSecret, newSecret, SECRET_TOKEN_PATTERN } from './secretToken';

export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'office_session';

export interface NewSession {
  token: string;
  expiresAt: Date;
  /** The statement that stores it, for a batch with what else the sign-in writes. */
  statement: SqlStatement;
}

export async function newSession(personId: string, now: Date): Promise<NewSession> {
  const { token, hash } = await newSecret();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  return {
    token,
    expiresAt,
    statement: {
      sql: 'INSERT INTO office_sessions (token_hash, person_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      params: [hash, personId, now.toISOString(), expiresAt.toISOString()],
    },
  };
}

/**
 * Deletes the sessions and invitations that have expired; run with each new session, so
 * the tables hold only what is current or a day old (a revoked person's sessions stay
 * until they expire, so their browser is told 403 rather than 401).
 */
export function tidyStatements(now: Date): SqlStatement[] {
  const at = now.toISOString();
  return [
    { sql: 'DELETE FROM office_sessions WHERE expires_at <= ?', params: [at] },
    { sql: 'DELETE FROM office_invitations WHERE expires_at <= ?', params: [at] },
  ];
}

/** Sets the session's cookie on the worker's origin: the page's scripts never see it. */
export function setSessionCookie(c: Context, session: Pick<NewSession, 'token' | 'expiresAt'>, now: Date): void {
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
}

export type SessionLookup =
  | { state: 'none' }
  | { state: 'revoked'; person: OfficePerson }
  | { state: 'valid'; person: OfficePerson; expiresAt: string; tokenHash: string };

interface SessionRow {
  token_hash: string;
  expires_at: string;
  ended_at: string | null;
  person_id: string;
  name: string;
  revoked_at: string | null;
}

/**
 * The request's session: none (no cookie, an unknown or expired one, or one signed out),
 * revoked (the person was revoked, or their sessions ended by a revoke), or valid.
 */
export async function lookUpSession(c: Context, db: Database, now: Date): Promise<SessionLookup> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || !SECRET_TOKEN_PATTERN.test(token)) return { state: 'none' };
  const row = await db.first<SessionRow>(
    `SELECT s.token_hash, s.expires_at, s.ended_at, p.id AS person_id, p.name, p.revoked_at
     FROM office_sessions AS s JOIN office_people AS p ON p.id = s.person_id
     WHERE s.token_hash = ?`,
    [await hashSecret(token)],
  );
  if (!row || row.expires_at <= now.toISOString()) return { state: 'none' };
  const person = { id: row.person_id, name: row.name };
  if (row.revoked_at !== null) return { state: 'revoked', person };
  if (row.ended_at !== null) return { state: 'none' };
  return { state: 'valid', person, expiresAt: row.expires_at, tokenHash: row.token_hash };
}

export async function endSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.run('UPDATE office_sessions SET ended_at = ? WHERE token_hash = ? AND ended_at IS NULL', [now.toISOString(), tokenHash]);
}
