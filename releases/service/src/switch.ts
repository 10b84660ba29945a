// Changing what is live: one conditional write of live.json, then its line in the history
// (carried by live.json too until then: history.ts). A client that read live.json sends its
// ETag (If-Match) so it decides on what is live; either way the write is conditional on the
// ETag this request read, so a change racing another is refused with 412 and `retry`, and
// never writes over it. What each change does, and which it refuses, is release-core's
// transition (releases/core/transitions.mjs), the folder store's too.
import type { Env } from './env';
import { ServiceError } from './http';
import { type HoldbackAsked, type LiveAction, transition } from 'release-core/transitions';
import { type LiveEntry, bareEtag, readLive, replaceLive } from './live';
import { settleLastSwitch } from './history';
import { type HistoryRecord, type Judgment, appendHistory } from './records/history';
import { stagedRelease } from './records/releases';

/** Who changes live.json: a release key, or the service's canary judge (judge.ts). */
export interface Actor {
  id: string;
  name: string;
}

export interface SwitchRequest {
  remote: string;
  version: string;
  action: 'release' | 'rollback';
  commit: string | null;
  /** The ETag of live.json the client read, if it read one. */
  ifMatch: string | null;
  /** Why the canary judge rolled a release back (its watch: judge.ts). */
  judgment?: Judgment | null;
  /** Switch only away from this version (the judge's, which judged it): refused with 409 when another is live. */
  onlyFrom?: string;
  /** The version before kept for a share of visitors for the watch (a release only: release-core/transitions). */
  holdback?: HoldbackAsked;
}

export interface SwitchResult {
  switched: boolean;
  from: string | null;
  version: string;
  etag: string | null;
}

/** Who asked, beside the change itself, for its history line. */
export interface ChangeRecord {
  commit: string | null;
  judgment?: Judgment | null;
}

export interface ChangeResult {
  changed: boolean;
  /** The remote's entry in the live.json the change was made on. */
  before: LiveEntry | undefined;
  etag: string | null;
}

const raced = (etag: string | null) =>
  new ServiceError(412, 'live.json changed since it was read: read it again and retry', { retry: true, etag });

/**
 * Changes the remote's entry in live.json as release-core's transition says for `action` (the
 * folder store makes the same ones): refused with 409 where it refuses, nothing written where
 * it changes nothing. The write is conditional on the ETag read; a hold adds its line only.
 */
export async function changeLive(env: Env, actor: Actor, remote: string, ifMatch: string | null, action: LiveAction, record: ChangeRecord): Promise<ChangeResult> {
  const { live, etag } = await readLive(env.RELEASES);
  if (ifMatch !== null && bareEtag(ifMatch) !== etag) throw raced(etag);
  const before = live.remotes[remote];
  const at = new Date().toISOString();
  const next = transition(remote, before, action, at);
  if (next.outcome === 'refused') throw new ServiceError(409, next.reason);
  if (next.outcome === 'unchanged') return { changed: false, before, etag };

  // The last switch's line first, so the history keeps its order.
  await settleLastSwitch(env, live);
  const { judgment, commit } = record;
  const line: HistoryRecord = { id: crypto.randomUUID(), at, remote, ...next.line, commit, ...(judgment ? { judgment } : {}), by: actor.name, key: actor.id };
  if (next.outcome === 'recorded') {
    await appendHistory(env.DB, line);
    return { changed: true, before, etag };
  }
  const written = await replaceLive(env.RELEASES, { remotes: { ...live.remotes, [remote]: next.entry }, lastSwitch: line }, etag);
  if (written === null) throw raced((await readLive(env.RELEASES)).etag);
  await appendHistory(env.DB, line);
  return { changed: true, before, etag: written };
}

export async function switchLive(env: Env, actor: Actor, request: SwitchRequest): Promise<SwitchResult> {
  const { remote, version, action, commit, judgment, onlyFrom, holdback } = request;
  if (!(await stagedRelease(env.DB, remote, version))) throw new ServiceError(409, `${remote} ${version} is not staged: upload and stage it first`);
  const { changed, before, etag } = await changeLive(env, actor, remote, request.ifMatch, { type: action, version, ...(onlyFrom === undefined ? {} : { onlyFrom }), ...(holdback ? { holdback } : {}) }, { commit, judgment });
  return { switched: changed, from: before?.version ?? null, version, etag };
}
