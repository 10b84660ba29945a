// What a key asked for and was refused, kept for whoever looks after the keys.
import type { D1Database } from '@cloudflare/workers-types/latest';

export interface Refusal {
  keyId: string;
  action: string;
  remote: string;
  version: string | null;
  reason: string;
}

export async function recordRefusal(db: D1Database, refusal: Refusal): Promise<void> {
  await db
    .prepare('INSERT INTO refusals (at, key_id, action, remote, version, reason) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(new Date().toISOString(), refusal.keyId, refusal.action, refusal.remote, refusal.version, refusal.reason)
    .run();
}
