// What the worker tidies on its own: Wi-Fi passwords past their retention, and limit
// counters whose window has passed (a quiet site deletes no expired counter otherwise).
// On Node it runs at start-up and every hour; on Workers with each cron run.
import type { WorkerDeps } from './deps';
import { purgeWifiPasswords } from './submissions/purgeWifiPasswords';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export interface Housekeeping {
  wifiPasswordsPurged: number;
  countersDeleted: number;
}

export async function keepHouse({ db, env, now }: Pick<WorkerDeps, 'db' | 'env' | 'now'>): Promise<Housekeeping> {
  const at = now().getTime();
  const wifiPasswordsPurged = await purgeWifiPasswords(db, new Date(at - env.wifiPasswordRetentionMs));
  const { changes: countersDeleted } = await db.run('DELETE FROM rate_limits WHERE resets_at <= ?', [at]);
  if (wifiPasswordsPurged > 0) console.log(`worker: removed the Wi-Fi passwords of ${wifiPasswordsPurged} delivered home-network submission(s)`);
  return { wifiPasswordsPurged, countersDeleted };
}
