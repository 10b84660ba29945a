// The submission journal's SQL: one row per form submission, keyed by case id.
import type { FormName } from 'shared-ui/schemas/forms';
import type { Database } from '../db/database';

export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface NewSubmission {
  caseId: string;
  form: FormName;
  payload: unknown;
  receivedAt: string;
}

export interface JournalRow {
  case_id: string;
  form: string;
  payload: string;
  received_at: string;
  delivery: DeliveryState;
  delivery_updated_at: string | null;
}

/** Writes the submission; false when its case id is already taken (nothing is written). */
export async function journalSubmission(db: Database, submission: NewSubmission): Promise<boolean> {
  const { changes } = await db.run(
    `INSERT INTO submissions (case_id, form, payload, received_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (case_id) DO NOTHING`,
    [submission.caseId, submission.form, JSON.stringify(submission.payload), submission.receivedAt],
  );
  return changes === 1;
}

/**
 * Records whether the submission's email went out. 'delivered' is final: a later
 * failure report (a second attempt) does not undo an email that was sent.
 * Returns the state now recorded, or null when there is no such submission.
 */
export async function recordDelivery(
  db: Database,
  update: { form: FormName; caseId: string; delivered: boolean; at: string },
): Promise<DeliveryState | null> {
  const updated = await db.first<{ delivery: DeliveryState }>(
    `UPDATE submissions SET delivery = ?, delivery_updated_at = ?
     WHERE case_id = ? AND form = ? AND delivery <> 'delivered'
     RETURNING delivery`,
    [update.delivered ? 'delivered' : 'failed', update.at, update.caseId, update.form],
  );
  if (updated) return updated.delivery;
  const existing = await db.first<{ delivery: DeliveryState }>(
    'SELECT delivery FROM submissions WHERE case_id = ? AND form = ?',
    [update.caseId, update.form],
  );
  return existing?.delivery ?? null;
}

export function findSubmission(db: Database, caseId: string): Promise<JournalRow | null> {
  return db.first<JournalRow>('SELECT * FROM submissions WHERE case_id = ?', [caseId]);
}

export function countSubmissions(db: Database): Promise<number> {
  return db.first<{ count: number }>('SELECT COUNT(*) AS count FROM submissions').then((row) => row?.count ?? 0);
}

/** Submissions whose email was not confirmed sent, oldest first, with what was sent. */
export function listUnconfirmed(db: Database): Promise<JournalRow[]> {
  return db.all(
    `SELECT case_id, form, payload, received_at, delivery, delivery_updated_at FROM submissions
     WHERE delivery <> 'delivered' ORDER BY received_at, case_id`,
  );
}
