// The site-wide ceiling on field report rows stored per minute (FIELD_REPORT_CEILING_PER_MINUTE):
// past it, a batch's rows are dropped and counted in field_ceiling, so however many
// grants a flood holds, the field database grows by at most so much a minute. Taken in one
// statement, so batches arriving together cannot slip past it.
import type { Database } from '../db/database';

export type CeilingVerdict = { stored: true } | { stored: false; droppedThisMinute: number };

/** Takes room for `rows` rows in `minute`, or counts them as dropped. */
export async function takeCeilingRoom(db: Database, minute: string, rows: number, ceiling: number): Promise<CeilingVerdict> {
  const taken = await db.first(
    `INSERT INTO field_ceiling (minute, stored, dropped) SELECT ?, ?, 0 WHERE ? <= ?
     ON CONFLICT (minute) DO UPDATE SET stored = stored + excluded.stored WHERE stored + excluded.stored <= ? RETURNING stored`,
    [minute, rows, rows, ceiling, ceiling],
  );
  if (taken) return { stored: true };
  const row = await db.first<{ dropped: number }>(
    `INSERT INTO field_ceiling (minute, stored, dropped) VALUES (?, 0, ?)
     ON CONFLICT (minute) DO UPDATE SET dropped = dropped + excluded.dropped RETURNING dropped`,
    [minute, rows],
  );
  return { stored: false, droppedThisMinute: row?.dropped ?? rows };
}
