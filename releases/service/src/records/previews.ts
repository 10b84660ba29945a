// Previews granted: until when each staged version has one (migration 0004), for prune.
import type { D1Database } from '@cloudflare/workers-types/latest';

/** Records that `version` has a preview until `expiresAt`; an earlier expiry never shortens a later one. */
export async function recordPreview(db: D1Database, remote: string, version: string, expiresAt: Date, pullRequest: number | undefined): Promise<void> {
  await db
    .prepare(
      `INSERT INTO previews (remote, version, expires_at, pull_request) VALUES (?, ?, ?, ?)
       ON CONFLICT (remote, version) DO UPDATE SET expires_at = MAX(expires_at, excluded.expires_at), pull_request = COALESCE(excluded.pull_request, pull_request)`,
    )
    .bind(remote, version, expiresAt.toISOString(), pullRequest ?? null)
    .run();
}

/** Each version of `remote` with a preview unexpired at `now`, and when its latest expires. */
export async function previewedUntil(db: D1Database, remote: string, now: Date): Promise<Map<string, Date>> {
  const { results } = await db
    .prepare('SELECT version, expires_at FROM previews WHERE remote = ? AND expires_at > ?')
    .bind(remote, now.toISOString())
    .all<{ version: string; expires_at: string }>();
  return new Map(results.map((row) => [row.version, new Date(row.expires_at)]));
}

/** Forgets the previews expired by `now`. */
export async function forgetExpiredPreviews(db: D1Database, now: Date): Promise<void> {
  await db.prepare('DELETE FROM previews WHERE expires_at <= ?').bind(now.toISOString()).run();
}
