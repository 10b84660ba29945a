// The submission journal's SQL: one row per form submission, keyed by case id.
import type { FormName } from 'contract/schemas/forms';
import type { Database } from '../db/database';

export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface NewSubmission {
  caseId: string;
  form: FormName;
  payload: unknown;
  receivedAt: string;
  /** The SHA-256 of the delivery token its browser was given (deliveryToken.ts). */
  deliveryTokenHash: string;
}

export interface JournalRow {
  case_id: string;
  form: string;
  payload: string;
  received_at: string;
  delivery: DeliveryState;
  delivery_updated_at: string | null;
}

/** A row's columns, leaving out the delivery token's hash: no reader of the journal needs it. */
const JOURNAL_COLUMNS = 'case_id, form, payload, received_at, delivery, delivery_updated_at';

/** Writes the submission; false when its case id is already taken (nothing is written). */
export async function journalSubmission(db: Database, submission: NewSubmission): Promise<boolean> {
  const { changes } = await db.run(
    `INSERT INTO submissions (case_id, form, payload, received_at, delivery_token_hash) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (case_id) DO NOTHING`,
    [submission.caseId, submission.form, JSON.stringify(submission.payload), submission.receivedAt, submission.deliveryTokenHash],
  );
  return changes === 1;
}

export interface DeliveryReport {
  form: FormName;
  caseId: string;
  /** The SHA-256 of the token the report carried. */
  deliveryTokenHash: string;
  delivered: boolean;
  at: string;
}

/** A report's outcome: the state now held, and whether this report set it. */
export interface DeliveryOutcome {
  delivery: DeliveryState;
  /** False when the submission was already reported delivered: that is final, and this report changed nothing. */
  recorded: boolean;
}

/**
 * Records whether the submission's email went out. 'delivered' is final: no later
 * report (a failed second attempt, or a replay) changes it.
 * Returns null when no submission of this form has this case id and token (nothing is changed).
 */
export async function recordDelivery(db: Database, report: DeliveryReport): Promise<DeliveryOutcome | null> {
  const submission = [report.caseId, report.form, report.deliveryTokenHash];
  // Comparing hashes in SQL tells a timing observer nothing about the token itself.
  const updated = await db.first<{ delivery: DeliveryState }>(
    `UPDATE submissions SET delivery = ?, delivery_updated_at = ?
     WHERE case_id = ? AND form = ? AND delivery_token_hash = ? AND delivery <> 'delivered'
     RETURNING delivery`,
    [report.delivered ? 'delivered' : 'failed', report.at, ...submission],
  );
  if (updated) return { delivery: updated.delivery, recorded: true };
  const existing = await db.first<{ delivery: DeliveryState }>(
    'SELECT delivery FROM submissions WHERE case_id = ? AND form = ? AND delivery_token_hash = ?',
    submission,
  );
  return existing ? { delivery: existing.delivery, recorded: false } : null;
}

/** Records the outcome of the emails the worker sent itself, for a form posted without scripts. */
export async function noteDelivery(db: Database, caseId: string, delivered: boolean, at: string): Promise<void> {
  await db.run(`UPDATE submissions SET delivery = ?, delivery_updated_at = ? WHERE case_id = ? AND delivery <> 'delivered'`, [
    delivered ? 'delivered' : 'failed',
    at,
    caseId,
  ]);
}

export function findSubmission(db: Database, caseId: string): Promise<JournalRow | null> {
  return db.first<JournalRow>(`SELECT ${JOURNAL_COLUMNS} FROM submissions WHERE case_id = ?`, [caseId]);
}

export function countSubmissions(db: Database): Promise<number> {
  return db.first<{ count: number }>('SELECT COUNT(*) AS count FROM submissions').then((row) => row?.count ?? 0);
}

/** Submissions whose email was not confirmed sent, oldest first, with what was sent. */
export function listUnconfirmed(db: Database): Promise<JournalRow[]> {
  return db.all(
    `SELECT ${JOURNAL_COLUMNS} FROM submissions
     WHERE delivery <> 'delivered' ORDER BY received_at, case_id`,
  );
}
