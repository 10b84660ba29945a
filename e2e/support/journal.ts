// Reads the worker's submission journal straight from its SQLite file, as staff would.
import Database from 'better-sqlite3';
import type { JournalRow } from 'worker/src/submissions/journal';
import { journalPath } from './site';

export type { JournalRow };

export function journalRows(form?: string): JournalRow[] {
  const db = new Database(journalPath, { readonly: true, fileMustExist: true });
  try {
    const sql = form ? 'SELECT * FROM submissions WHERE form = ? ORDER BY received_at' : 'SELECT * FROM submissions ORDER BY received_at';
    return (form ? db.prepare(sql).all(form) : db.prepare(sql).all()) as JournalRow[];
  } finally {
    db.close();
  }
}
