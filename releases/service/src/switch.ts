// Changing what is live: one conditional write of live.json, then its line in the history
// (carried by live.json too until then: history.ts). A client that read live.json sends its
// ETag (If-Match) so it decides on what is live; either way the write is conditional on the
// ETag this request read, so a change racing another is refused with 412 and `retry`, and
// never writes over it. A switch (a release or a rollback) makes a version live for
// everyone, which ends any canary of the remote (canary.ts), as the folder store does.
import type { Env } from './env';
import { ServiceError } from './http';
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
}

export interface SwitchResult {
  switched: boolean;
  from: string | null;
  version: string;
  etag: string | null;
}

/** A remote's new entry in live.json and the history line that says why (without who, when and where). */
export interface LiveChange {
  entry: LiveEntry;
  line: Omit<HistoryRecord, 'id' | 'at' | 'remote' | 'by' | 'key'>;
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
 * Changes the remote's entry in live.json: `change` is given the entry read (or undefined)
 * and returns the new one with its history line, or null for no change; it may refuse
 * by throwing. The write is conditional on the ETag read.
 */
export async function changeLive(
  env: Env,
  actor: Actor,
  remote: string,
  ifMatch: string | null,
  change: (entry: LiveEntry | undefined, at: string) => LiveChange | null,
): Promise<ChangeResult> {
  const { live, etag } = await readLive(env.RELEASES);
  if (ifMatch !== null && bareEtag(ifMatch) !== etag) throw raced(etag);
  const before = live.remotes[remote];
  const at = new Date().toISOString();
  const next = change(before, at);
  if (next === null) return { changed: false, before, etag };

  await settleLastSwitch(env, live);
  const line: HistoryRecord = { id: crypto.randomUUID(), at, remote, ...next.line, by: actor.name, key: actor.id };
  const written = await replaceLive(env.RELEASES, { remotes: { ...live.remotes, [remote]: next.entry }, lastSwitch: line }, etag);
  if (written === null) throw raced((await readLive(env.RELEASES)).etag);
  await appendHistory(env.DB, line);
  return { changed: true, before, etag: written };
}

export async function switchLive(env: Env, actor: Actor, request: SwitchRequest): Promise<SwitchResult> {
  const { remote, version, action, commit, judgment, onlyFrom } = request;
  if (!(await stagedRelease(env.DB, remote, version))) throw new ServiceError(409, `${remote} ${version} is not staged: upload and stage it first`);
  const { changed, before, etag } = await changeLive(env, actor, remote, request.ifMatch, (entry, at) => {
    if (onlyFrom !== undefined && entry?.version !== onlyFrom) throw new ServiceError(409, `${remote} ${onlyFrom} is no longer live`);
    // Switching to the live version changes nothing, unless a canary runs beside it: the switch ends it.
    if (entry?.version === version && !entry.canary) return null;
    return { entry: { version, at }, line: { action, version, from: entry?.version ?? null, commit, ...(judgment ? { judgment } : {}) } };
  });
  return { switched: changed, from: before?.version ?? null, version, etag };
}
