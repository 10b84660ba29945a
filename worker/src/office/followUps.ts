// The office's follow-ups: the journal's tickets, leads, applications and network forms,
// and the consultations booked online (bookingFollowUps.ts), of the last days, newest
// first, each with its delivery state and whether someone in the office marked it handled
// (who, when, their note).
import { FOLLOW_UP_FORMS, type FollowUpDetail, type FollowUpForm, type FollowUpList, type FollowUpSummary } from 'contract/schemas/office';
import type { Database } from '../db/database';
import type { DeliveryState } from '../submissions/journal';
import { auditStatement } from './audit';
import { BOOKING_FOLLOW_UP_ROWS, bookingFollowUpValues } from './bookingFollowUps';
import { contactFields, followUpFields } from './followUpFields';

/** The most rows one list reads from the journal, and the most it answers. */
export const READ_LIMIT = 5000;
export const LIST_LIMIT = 500;

interface FollowUpRow {
  case_id: string;
  form: FollowUpForm;
  payload: string;
  received_at: string;
  delivery: DeliveryState;
  handled_by: string | null;
  handled_at: string | null;
  handled_note: string | null;
}

const SELECT = `SELECT s.case_id, s.form, s.payload, s.received_at, s.delivery,
  h.person_name AS handled_by, h.at AS handled_at, h.note AS handled_note
  FROM (SELECT case_id, form, payload, received_at, delivery FROM submissions UNION ALL ${BOOKING_FOLLOW_UP_ROWS}) AS s
  LEFT JOIN office_handled AS h ON h.case_id = s.case_id`;
const FORMS = FOLLOW_UP_FORMS.map((form) => `'${form}'`).join(', ');

function valuesOf(payload: string): Record<string, unknown> {
  try {
    const values: unknown = JSON.parse(payload);
    return values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A booking's values are read in the office's words; a submission's as it was sent. */
const valuesOfRow = (row: FollowUpRow) => (row.form === 'booking' ? bookingFollowUpValues(valuesOf(row.payload)) : valuesOf(row.payload));

function summaryOf(row: FollowUpRow, values: Record<string, unknown>): FollowUpSummary {
  return {
    form: row.form,
    caseId: row.case_id,
    receivedAt: row.received_at,
    ...contactFields(values),
    delivery: row.delivery,
    handled: row.handled_by !== null ? { by: row.handled_by, at: row.handled_at ?? '', note: row.handled_note ?? '' } : null,
  };
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Whether `query` names the follow-up: part of its case id, name or email, or (3 digits or more) of its phone. */
export function matchesQuery(summary: FollowUpSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  if ([summary.caseId, summary.name, summary.email].some((field) => field.toLowerCase().includes(needle))) return true;
  const numbers = digits(needle);
  return numbers.length >= 3 && digits(summary.phone).includes(numbers);
}

/** Follow-ups received from `since` on, newest first, that match `query`; a search that read only the newest says so. */
export async function listFollowUps(db: Database, since: string, query: string): Promise<FollowUpList> {
  // One row past the limit tells whether the period holds older follow-ups than those searched.
  const rows = await db.all<FollowUpRow>(
    `${SELECT} WHERE s.form IN (${FORMS}) AND s.received_at >= ? ORDER BY s.received_at DESC, s.case_id DESC LIMIT ${READ_LIMIT + 1}`,
    [since],
  );
  const items = rows
    .slice(0, READ_LIMIT)
    .map((row) => summaryOf(row, valuesOfRow(row)))
    .filter((summary) => matchesQuery(summary, query))
    .slice(0, LIST_LIMIT);
  return rows.length > READ_LIMIT && query.trim() ? { items, searchedNewest: READ_LIMIT } : { items };
}

export async function findFollowUp(db: Database, form: FollowUpForm, caseId: string): Promise<FollowUpDetail | null> {
  const row = await db.first<FollowUpRow>(`${SELECT} WHERE s.form = ? AND s.case_id = ?`, [form, caseId]);
  if (!row) return null;
  const values = valuesOfRow(row);
  return { ...summaryOf(row, values), fields: followUpFields(form, values) };
}

/** Marks the follow-up handled by `person` now, replacing an earlier mark; the audit keeps every one. */
export async function markHandled(
  db: Database,
  mark: { form: FollowUpForm; caseId: string; person: { id: string; name: string }; at: Date; note: string },
): Promise<void> {
  await db.batch([
    {
      sql: `INSERT INTO office_handled (case_id, form, person_id, person_name, at, note) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (case_id) DO UPDATE SET person_id = excluded.person_id, person_name = excluded.person_name, at = excluded.at, note = excluded.note`,
      params: [mark.caseId, mark.form, mark.person.id, mark.person.name, mark.at.toISOString(), mark.note],
    },
    auditStatement({ at: mark.at, by: mark.person, action: 'handled', subject: `${mark.form} ${mark.caseId}`, detail: mark.note }),
  ]);
}
