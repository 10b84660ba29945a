// Release keys, looked up by the hash of the token presented.
import type { D1Database } from '@cloudflare/workers-types/latest';

export type KeyScope = 'release' | 'preview' | 'journeys';

const SCOPES: readonly string[] = ['release', 'preview', 'journeys'] satisfies KeyScope[];

export interface ReleaseKey {
  id: string;
  name: string;
  /** The remotes it may upload, stage, preview, switch, roll back, release as canaries, promote or abort, and prune. */
  remotes: string[];
  /**
   * 'preview': it may only upload, stage and ask for previews (a pull request's workflow's key);
   * 'journeys': it may only ask for synthetic credentials (the scheduled journeys' key).
   */
  scope: KeyScope;
}

export async function activeKeyByHash(db: D1Database, tokenHash: string): Promise<ReleaseKey | undefined> {
  const row = await db
    .prepare('SELECT id, name, remotes, scope FROM release_keys WHERE token_hash = ? AND revoked_at IS NULL')
    .bind(tokenHash)
    .first<{ id: string; name: string; remotes: string; scope: string }>();
  return row ? { id: row.id, name: row.name, remotes: JSON.parse(row.remotes) as string[], scope: SCOPES.includes(row.scope) ? (row.scope as KeyScope) : 'release' } : undefined;
}
