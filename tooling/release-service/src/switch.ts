// Making a staged version live: one conditional write of live.json, then its line in the
// history (carried by live.json too until then: history.ts). A client that read live.json sends its ETag (If-Match) so it decides on what is
// live; either way the write is conditional on the ETag this request read, so a switch
// racing another is refused with 412 and `retry`, and never writes over it.
import type { ReleaseKey } from './auth';
import type { Env } from './env';
import { ServiceError } from './http';
import { bareEtag, readLive, replaceLive } from './live';
import { settleLastSwitch } from './history';
import { type HistoryRecord, appendHistory } from './records/history';
import { stagedRelease } from './records/releases';

export interface SwitchRequest {
  remote: string;
  version: string;
  action: 'release' | 'rollback';
  commit: string | null;
  /** The ETag of live.json the client read, if it read one. */
  ifMatch: string | null;
}

export interface SwitchResult {
  switched: boolean;
  from: string | null;
  version: string;
  etag: string | null;
}

const raced = (etag: string | null) =>
  new ServiceError(412, 'live.json changed since it was read: read it again and retry', { retry: true, etag });

export async function switchLive(env: Env, key: ReleaseKey, request: SwitchRequest): Promise<SwitchResult> {
  const { remote, version } = request;
  if (!(await stagedRelease(env.DB, remote, version))) throw new ServiceError(409, `${remote} ${version} is not staged: upload and stage it first`);
  const { live, etag } = await readLive(env.RELEASES);
  if (request.ifMatch !== null && bareEtag(request.ifMatch) !== etag) throw raced(etag);
  const from = live.remotes[remote]?.version ?? null;
  if (from === version) return { switched: false, from, version, etag };

  await settleLastSwitch(env, live);
  const at = new Date().toISOString();
  const line: HistoryRecord = { id: crypto.randomUUID(), at, remote, action: request.action, version, from, by: key.name, key: key.id, commit: request.commit };
  const written = await replaceLive(env.RELEASES, { remotes: { ...live.remotes, [remote]: { version, at } }, lastSwitch: line }, etag);
  if (written === null) throw raced((await readLive(env.RELEASES)).etag);
  await appendHistory(env.DB, line);
  return { switched: true, from, version, etag: written };
}
