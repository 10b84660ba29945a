// The history: one line per change of live.json (a switch, a canary started or ended), in D1.
import type { D1Database } from '@cloudflare/workers-types/latest';

export type HistoryAction = 'release' | 'rollback' | 'canary' | 'abort' | 'hold';

/** How a canary's end or hold was decided (releases/core/canaryJudgment.mjs judgeCanary, with both versions' numbers from the judge). */
export type Judgment = { decision: 'promote' | 'rollback' | 'hold'; reason: string } & Record<string, unknown>;

/**
 * A change of live.json as the release tool's history records it (releases/tool/store.mjs),
 * with the key that made it. A canary started is a 'canary' line with its share; one
 * promoted a 'release' line with `promoted`; one aborted an 'abort' line whose version is
 * the live version kept and whose `from` is the canary's. Either end carries its judgment, and so
 * does a 'hold' line: the canary (its version, its share, the live one as `from`) held for a person.
 */
export interface HistoryRecord {
  /** The switch's own id: its line is written once however often it is offered. */
  id: string;
  at: string;
  remote: string;
  action: HistoryAction;
  version: string;
  from: string | null;
  /** The key's name ('the canary judge' for the service's own cron). */
  by: string;
  /** The key's id ('judge' for the cron). */
  key: string;
  commit: string | null;
  share?: number;
  promoted?: true;
  judgment?: Judgment;
}

interface HistoryRow {
  switch_id: string;
  at: string;
  remote: string;
  action: HistoryAction;
  version: string;
  from_version: string | null;
  key_id: string;
  key_name: string;
  commit_sha: string | null;
  share: number | null;
  promoted: number;
  judgment: string | null;
}

/** Adds the switch's line, unless it is there already. */
export async function appendHistory(db: D1Database, record: HistoryRecord): Promise<void> {
  await db
    .prepare(
      `INSERT INTO history (switch_id, at, remote, action, version, from_version, key_id, key_name, commit_sha, share, promoted, judgment)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (switch_id) DO NOTHING`,
    )
    .bind(
      record.id,
      record.at,
      record.remote,
      record.action,
      record.version,
      record.from,
      record.key,
      record.by,
      record.commit,
      record.share ?? null,
      record.promoted ? 1 : 0,
      record.judgment ? JSON.stringify(record.judgment) : null,
    )
    .run();
}

const fromRow = (row: HistoryRow): HistoryRecord => ({
  id: row.switch_id,
  at: row.at,
  remote: row.remote,
  action: row.action,
  version: row.version,
  from: row.from_version,
  by: row.key_name,
  key: row.key_id,
  commit: row.commit_sha,
  // Only on the lines they belong to, as the folder store writes them.
  ...(row.share === null ? {} : { share: row.share }),
  ...(row.promoted === 1 ? { promoted: true as const } : {}),
  ...(row.judgment === null ? {} : { judgment: JSON.parse(row.judgment) as Judgment }),
});

/** The switches of `remote`, or of every remote, oldest first. */
export async function historyOf(db: D1Database, remote?: string): Promise<HistoryRecord[]> {
  const columns = 'SELECT switch_id, at, remote, action, version, from_version, key_id, key_name, commit_sha, share, promoted, judgment FROM history';
  const statement = remote ? db.prepare(`${columns} WHERE remote = ? ORDER BY id`).bind(remote) : db.prepare(`${columns} ORDER BY id`);
  const { results } = await statement.all<HistoryRow>();
  return results.map(fromRow);
}

/** The versions of `remote` that stopped being live (for everyone, or as a canary) after `since`. */
export async function switchedAwaySince(db: D1Database, remote: string, since: Date): Promise<Set<string>> {
  // A canary's or a hold's line names the live version beside it, which stays live: not a switch away.
  const { results } = await db
    .prepare("SELECT DISTINCT from_version FROM history WHERE remote = ? AND at > ? AND from_version IS NOT NULL AND action NOT IN ('canary', 'hold')")
    .bind(remote, since.toISOString())
    .all<{ from_version: string }>();
  return new Set(results.map((row) => row.from_version));
}
