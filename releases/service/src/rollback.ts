// Which version a rollback goes back to: the one named (a unique prefix of a staged
// version), or the release before the live one, walking back through the releases in
// the order they were made, as the release tool does (releases/tool/rollback.mjs).
import type { Env } from './env';
import { ServiceError } from './http';
import { readLive } from './live';
import { settledHistory } from './history';
import type { HistoryRecord } from './records/history';
import { stagedReleases } from './records/releases';

export function previousRelease(history: HistoryRecord[], remote: string, current: string): string | undefined {
  const released: string[] = [];
  for (const record of history) {
    if (record.remote === remote && record.action === 'release' && !released.includes(record.version)) released.push(record.version);
  }
  const index = released.indexOf(current);
  return index > 0 ? released[index - 1] : undefined;
}

export async function rollbackTarget(env: Env, remote: string, named: string | undefined): Promise<string> {
  if (named !== undefined) {
    const matches = (await stagedReleases(env.DB, remote)).filter(({ version }) => version.startsWith(named));
    if (matches.length === 1) return matches[0]!.version;
    throw new ServiceError(409, matches.length === 0 ? `the store has no ${remote} release ${named}` : `${named} names ${matches.length} releases`);
  }
  const { live } = await readLive(env.RELEASES);
  const current = live.remotes[remote]?.version;
  if (!current) throw new ServiceError(409, `${remote} has never been released`);
  const target = previousRelease(await settledHistory(env, live, remote), remote, current);
  if (!target) throw new ServiceError(409, `${remote} has no release before ${current}`);
  return target;
}
