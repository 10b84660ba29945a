// Fixed-window request counters in the database (SQLite on Node, D1 on Workers), shared
// by every limit the worker keeps. A request takes a slot of its bucket in one statement:
// the count goes up only while it is under the limit, so requests sent together cannot
// slip past it, and a refused request leaves nothing behind.
import type { Database } from '../db/database';

export interface Limit {
  /** Requests a bucket may make per window. */
  max: number;
  windowMs: number;
}

export type SlotVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; resetsAt: number };

// One statement, so one write (and one fsync under synchronous = FULL) per slot: a row
// whose window has passed starts a new window; otherwise the count goes up while under
// the limit. SET reads the row's old values. Expired rows of quiet buckets are deleted
// by the housekeeping (src/housekeeping.ts).
const TAKE_SLOT = `INSERT INTO rate_limits (bucket, hits, resets_at) VALUES (?, 1, ?)
ON CONFLICT (bucket) DO UPDATE SET
  hits = CASE WHEN resets_at <= ? THEN 1 ELSE hits + 1 END,
  resets_at = CASE WHEN resets_at <= ? THEN excluded.resets_at ELSE resets_at END
WHERE resets_at <= ? OR hits < ?
RETURNING hits`;

const retryAfterSeconds = (resetsAt: number, nowMs: number) => Math.max(1, Math.ceil((resetsAt - nowMs) / 1000));

/** Takes one slot of `bucket` at `nowMs`, or says how long until its window resets. */
export async function takeSlot(db: Database, bucket: string, limit: Limit, nowMs: number): Promise<SlotVerdict> {
  if (await db.first(TAKE_SLOT, [bucket, nowMs + limit.windowMs, nowMs, nowMs, nowMs, limit.max])) return { allowed: true };
  // Refused: the row is of the current window (an expired one would have started afresh).
  const row = await db.first<{ resets_at: number }>('SELECT resets_at FROM rate_limits WHERE bucket = ?', [bucket]);
  const resetsAt = row?.resets_at ?? nowMs + limit.windowMs;
  return { allowed: false, retryAfterSeconds: retryAfterSeconds(resetsAt, nowMs), resetsAt };
}

/** Gives back a slot taken for a request that turned out not to count (refused elsewhere, or a right passcode). */
export async function returnSlot(db: Database, bucket: string): Promise<void> {
  await db.run('UPDATE rate_limits SET hits = hits - 1 WHERE bucket = ? AND hits > 0', [bucket]);
  // A bucket back at nothing leaves no row: a refused request stores nothing at all.
  await db.run('DELETE FROM rate_limits WHERE bucket = ? AND hits = 0', [bucket]);
}

/** Starts the bucket's count afresh. */
export async function clearBucket(db: Database, bucket: string): Promise<void> {
  await db.run('DELETE FROM rate_limits WHERE bucket = ?', [bucket]);
}
