// The office's audit: every change made from the office pages (and by the staff
// command), every sign-in, refused sign-in, sign-out and export, with who and when, and
// for a request the client's pseudonym (auditClient.ts).
import type { Database, SqlStatement } from '../db/database';

export interface AuditEntry {
  at: Date;
  /** The office person, or the staff command or a sign-in not verified (id null). */
  by: { id: string | null; name: string };
  /** What was done, e.g. 'handled', 'resend-receipt', 'invite', 'sign-in-refused'. */
  action: string;
  /** What it was done to: a case id, a transaction id, a person's name, a passkey's credential id. */
  subject: string;
  detail?: string;
  /** The day's pseudonym of the request's client; none for the staff command. */
  client?: string;
}

export function auditStatement(entry: AuditEntry): SqlStatement {
  return {
    sql: 'INSERT INTO office_audit (at, person_id, person_name, action, subject, detail, client) VALUES (?, ?, ?, ?, ?, ?, ?)',
    params: [entry.at.toISOString(), entry.by.id, entry.by.name, entry.action, entry.subject, entry.detail ?? null, entry.client ?? null],
  };
}

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  const { sql, params } = auditStatement(entry);
  await db.run(sql, params);
}
