// The office's audit: every change made from the office pages (and by the staff
// command) with who made it and when.
import type { Database, SqlStatement } from '../db/database';

export interface AuditEntry {
  at: Date;
  /** The office person, or the staff command (id null). */
  by: { id: string | null; name: string };
  /** What was done, e.g. 'handled', 'resend-receipt', 'invite'. */
  action: string;
  /** What it was done to: a case id, a transaction id, a person's name. */
  subject: string;
  detail?: string;
}

export function auditStatement(entry: AuditEntry): SqlStatement {
  return {
    sql: 'INSERT INTO office_audit (at, person_id, person_name, action, subject, detail) VALUES (?, ?, ?, ?, ?, ?)',
    params: [entry.at.toISOString(), entry.by.id, entry.by.name, entry.action, entry.subject, entry.detail ?? null],
  };
}

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  const { sql, params } = auditStatement(entry);
  await db.run(sql, params);
}
