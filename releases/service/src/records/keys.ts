// Release keys, looked up by the hash of the token presented.
import type { D1Database } from '@cloudflare/workers-types/latest';

export interface ReleaseKey {
  id: string;
  name: string;
  /** The remotes it may upload, stage, preview, switch, roll back, release as canaries, promote or abort, and prune. */
  remotes: string[];
  /** 'preview': it may only upload, stage and ask for previews (a pull request's workflow's key). */
  scope: 'release' | 'preview';
}

export async function activeKeyByHash(db: D1Database, tokenHash: string): Promise<ReleaseKey | undefined> {
  const row = await db
    .prepare('SELECT id, name, remotes, scope FROM release_keys WHERE token_hash = ? AND revoked_at IS NULL')
    .bind(tokenHash)
    .first<{ id: string; name: string; remotes: string; scope: string }>();
  return row ? { id: row.id, name: row.name, remotes: JSON.parse(row.remotes) as string[], scope: row.scope === 'preview' ? 'preview' : 'release' } : undefined;
}
