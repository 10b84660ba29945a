// The history: one line per switch of live.json, in D1.
import type { D1Database } from '@cloudflare/workers-types/latest';

/** A switch as the release tool's history records it (tooling/release/store.mjs), with the key that made it. */
export interface HistoryRecord {
  /** The switch's own id: its line is written once however often it is offered. */
  id: string;
  at: string;
  remote: string;
  action: 'release' | 'rollback';
  version: string;
  from: string | null;
  /** The key's name. */
  by: string;
  key: string;
  commit: string | null;
}

interface HistoryRow {
  switch_id: string;
  at: string;
  remote: string;
  action: 'release' | 'rollback';
  version: string;
  from_version: string | null;
  key_id: string;
  key_name: string;
  commit_sha: string | null;
}

/** Adds the switch's line, unless it is there already. */
export async function appendHistory(db: D1Database, record: HistoryRecord): Promise<void> {
  await db
    .prepare(
      'INSERT INTO history (switch_id, at, remote, action, version, from_version, key_id, key_name, commit_sha) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (switch_id) DO NOTHING',
    )
    .bind(record.id, record.at, record.remote, record.action, record.version, record.from, record.key, record.by, record.commit)
    .run();
}

/** The switches of `remote`, or of every remote, oldest first. */
export async function historyOf(db: D1Database, remote?: string): Promise<HistoryRecord[]> {
  const columns = 'SELECT switch_id, at, remote, action, version, from_version, key_id, key_name, commit_sha FROM history';
  const statement = remote ? db.prepare(`${columns} WHERE remote = ? ORDER BY id`).bind(remote) : db.prepare(`${columns} ORDER BY id`);
  const { results } = await statement.all<HistoryRow>();
  return results.map((row) => ({
    id: row.switch_id,
    at: row.at,
    remote: row.remote,
    action: row.action,
    version: row.version,
    from: row.from_version,
    by: row.key_name,
    key: row.key_id,
    commit: row.commit_sha,
  }));
}

/** The versions of `remote` that stopped being live after `since`. */
export async function switchedAwaySince(db: D1Database, remote: string, since: Date): Promise<Set<string>> {
  const { results } = await db
    .prepare('SELECT DISTINCT from_version FROM history WHERE remote = ? AND at > ? AND from_version IS NOT NULL')
    .bind(remote, since.toISOString())
    .all<{ from_version: string }>();
  return new Set(results.map((row) => row.from_version));
}
