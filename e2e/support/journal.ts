// Reads the worker's submission journal straight from its SQLite file, as staff would.
import Database from 'better-sqlite3';
import { journalPath } from './site';

export interface JournalRow {
  case_id: string;
  form: string;
  payload: string;
  received_at: string;
  delivery: string;
}

export function journalRows(form?: string): JournalRow[] {
  const db = new Database(journalPath, { readonly: true, fileMustExist: true });
  try {
    const sql = form ? 'SELECT * FROM submissions WHERE form = ? ORDER BY received_at' : 'SELECT * FROM submissions ORDER BY received_at';
    return (form ? db.prepare(sql).all(form) : db.prepare(sql).all()) as JournalRow[];
  } finally {
    db.close();
  }
}
