// Every staged release, live or available, with its first release: when, by which key, from which commit.
import type { Env } from './env';
import { readLive } from './live';
import { settledHistory } from './history';
import { stagedReleases } from './records/releases';

export interface ListedRelease {
  remote: string;
  version: string;
  /** 'canary': live for a share of visitors beside the live version. */
  state: 'live' | 'canary' | 'available';
  stagedAt: string;
  released: { at: string; by: string; key: string; commit: string | null } | null;
}

export async function listReleases(env: Env): Promise<{ releases: ListedRelease[]; etag: string | null }> {
  const { live, etag } = await readLive(env.RELEASES);
  const [history, staged] = await Promise.all([settledHistory(env, live), stagedReleases(env.DB)]);
  const releases = staged.map(({ remote, version, stagedAt }): ListedRelease => {
    const first = history.find((record) => record.remote === remote && record.version === version && record.action === 'release');
    return {
      remote,
      version,
      state: live.remotes[remote]?.version === version ? 'live' : live.remotes[remote]?.canary?.version === version ? 'canary' : 'available',
      stagedAt,
      released: first ? { at: first.at, by: first.by, key: first.key, commit: first.commit } : null,
    };
  });
  return { releases, etag };
}
