// Office sessions: a browser that signed in holds a random token in an HttpOnly cookie;
// the database keeps its hash, who it is, and until when. A session ends at the first of
// two limits (officeSettings.ts): its lifetime from sign-in (8 hours, a working day, never
// extended: a browser left signed in overnight asks for the passkey again) and a time
// unused (30 minutes, moved on by each use: a desk left with the office open does not stay
// open for the rest of the day).
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { OfficePerson } from 'contract/schemas/office';
import type { Database, SqlStatement } from '../db/database';
import type { SessionLimits } from './officeSettings';
import { hashSecret, newSecret, SECRET_TOKEN_PATTERN } from './secretToken';

/**
 * `__Host-`: the browser takes it only with Secure, Path=/ and no Domain, from the
 * worker's own host, so no sibling subdomain can set or shadow it.
 */
export const SESSION_COOKIE = '__Host-office_session';

export interface NewSession {
  token: string;
  /** The token's hash, as the database keeps it. */
  hash: string;
  expiresAt: Date;
  /** The statement that stores it, for a batch with what else the sign-in writes. */
  statement: SqlStatement;
}

const idleExpiry = (now: Date, limits: SessionLimits) => new Date(now.getTime() + limits.idleMs).toISOString();

export async function newSession(personId: string, now: Date, limits: SessionLimits): Promise<NewSession> {
  const { token, hash } = await newSecret();
  const expiresAt = new Date(now.getTime() + limits.lifetimeMs);
  return {
    token,
    hash,
    expiresAt,
    statement: {
      sql: 'INSERT INTO office_sessions (token_hash, person_id, created_at, expires_at, idle_expires_at) VALUES (?, ?, ?, ?, ?)',
      params: [hash, personId, now.toISOString(), expiresAt.toISOString(), idleExpiry(now, limits)],
    },
  };
}

/**
 * Deletes the sessions that have ended by either limit and the invitations that have
 * expired or were used; run with each new session (last in an enrolment's batch, after
 * its claim has done its work), so the tables hold only what is current or a day old (a
 * revoked person's sessions stay until they expire, so their browser is told 403 rather
 * than 401).
 */
export function tidyStatements(now: Date): SqlStatement[] {
  const at = now.toISOString();
  return [
    { sql: 'DELETE FROM office_sessions WHERE expires_at <= ? OR idle_expires_at <= ?', params: [at, at] },
    { sql: 'DELETE FROM office_invitations WHERE expires_at <= ? OR used_by_session IS NOT NULL', params: [at] },
  ];
}

const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' } as const;

/** Sets the session's cookie on the worker's origin: the page's scripts never see it. */
export function setSessionCookie(c: Context, session: Pick<NewSession, 'token' | 'expiresAt'>, now: Date): void {
  setCookie(c, SESSION_COOKIE, session.token, { ...COOKIE_OPTIONS, maxAge: Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000) });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, COOKIE_OPTIONS);
}

export type SessionLookup =
  | { state: 'none' }
  | { state: 'revoked'; person: OfficePerson }
  | { state: 'valid'; person: OfficePerson; expiresAt: string; tokenHash: string };

interface SessionRow {
  token_hash: string;
  expires_at: string;
  idle_expires_at: string;
  ended_at: string | null;
  person_id: string;
  name: string;
  revoked_at: string | null;
}

/**
 * The request's session: none (no cookie, an unknown one, one past either limit, or one
 * signed out), revoked (the person was revoked, or their sessions ended by a revoke), or
 * valid, in which case this use moves its idle limit on.
 */
export async function lookUpSession(c: Context, db: Database, now: Date, limits: SessionLimits): Promise<SessionLookup> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || !SECRET_TOKEN_PATTERN.test(token)) return { state: 'none' };
  const row = await db.first<SessionRow>(
    `SELECT s.token_hash, s.expires_at, s.idle_expires_at, s.ended_at, p.id AS person_id, p.name, p.revoked_at
     FROM office_sessions AS s JOIN office_people AS p ON p.id = s.person_id
     WHERE s.token_hash = ?`,
    [await hashSecret(token)],
  );
  const at = now.toISOString();
  if (!row || row.expires_at <= at || row.idle_expires_at <= at) return { state: 'none' };
  const person = { id: row.person_id, name: row.name };
  if (row.revoked_at !== null) return { state: 'revoked', person };
  if (row.ended_at !== null) return { state: 'none' };
  await db.run('UPDATE office_sessions SET idle_expires_at = ? WHERE token_hash = ?', [idleExpiry(now, limits), row.token_hash]);
  return { state: 'valid', person, expiresAt: row.expires_at, tokenHash: row.token_hash };
}

/** The statement that ends the session now (a sign-out). */
export function endSessionStatement(tokenHash: string, now: Date): SqlStatement {
  return { sql: 'UPDATE office_sessions SET ended_at = ? WHERE token_hash = ? AND ended_at IS NULL', params: [now.toISOString(), tokenHash] };
}
