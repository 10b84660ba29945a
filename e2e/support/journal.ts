// Reads the worker's submission journal straight from its SQLite file, as staff would.
import type { JournalRow } from 'worker/src/submissions/journal';
import { readRows } from './readSqlite';
import { journalPath } from './site';

export type { JournalRow };

export function journalRows(form?: string): JournalRow[] {
  return form
    ? readRows<JournalRow>(journalPath, 'SELECT * FROM submissions WHERE form = ? ORDER BY received_at', form)
    : readRows<JournalRow>(journalPath, 'SELECT * FROM submissions ORDER BY received_at');
}
