// Which version a rollback goes back to: the one named (a unique prefix of a staged
// version), or the release before the live one, walking back through the releases in
// the order they were made (release-core's previousRelease, as the release tool's).
import type { Env } from './env';
import { ServiceError } from './http';
import { readLive } from './live';
import { settledHistory } from './history';
import { previousRelease } from 'release-core/transitions';
import { stagedReleases } from './records/releases';

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
