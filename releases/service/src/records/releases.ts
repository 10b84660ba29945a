// Staged releases: versions whose files are all in the bucket, in D1.
import type { D1Database } from '@cloudflare/workers-types/latest';

/** Each file's path under the release's folder and the SHA-256 of its bytes. */
export type FileHashes = Record<string, string>;

export interface StagedRelease {
  remote: string;
  version: string;
  files: FileHashes;
  stagedAt: string;
  keyId: string;
}

interface ReleaseRow {
  remote: string;
  version: string;
  files: string;
  staged_at: string;
  key_id: string;
}

const fromRow = (row: ReleaseRow): StagedRelease => ({
  remote: row.remote,
  version: row.version,
  files: JSON.parse(row.files) as FileHashes,
  stagedAt: row.staged_at,
  keyId: row.key_id,
});

const COLUMNS = 'SELECT remote, version, files, staged_at, key_id FROM releases';

export async function stagedRelease(db: D1Database, remote: string, version: string): Promise<StagedRelease | undefined> {
  const row = await db.prepare(`${COLUMNS} WHERE remote = ? AND version = ?`).bind(remote, version).first<ReleaseRow>();
  return row ? fromRow(row) : undefined;
}

/** The staged releases of `remote`, or of every remote, latest first. */
export async function stagedReleases(db: D1Database, remote?: string): Promise<StagedRelease[]> {
  const statement = remote
    ? db.prepare(`${COLUMNS} WHERE remote = ? ORDER BY staged_at DESC, version`).bind(remote)
    : db.prepare(`${COLUMNS} ORDER BY remote, staged_at DESC, version`);
  return (await statement.all<ReleaseRow>()).results.map(fromRow);
}

/** Records a staged release; false when one of that version was recorded first. */
export async function insertRelease(db: D1Database, release: StagedRelease): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO releases (remote, version, files, staged_at, key_id) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(release.remote, release.version, JSON.stringify(release.files), release.stagedAt, release.keyId)
    .run();
  return result.meta.changes === 1;
}

export async function deleteRelease(db: D1Database, remote: string, version: string): Promise<void> {
  await db.prepare('DELETE FROM releases WHERE remote = ? AND version = ?').bind(remote, version).run();
}
