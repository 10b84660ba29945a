// live.json in the bucket, read with its ETag and only ever replaced whole by a
// conditional write on that ETag: of two switches that read the same live.json, one
// writes and the other is told to read it again and retry.
import type { R2Bucket } from '@cloudflare/workers-types/latest';
import { LIVE_FILE } from 'site/releaseLayout';
import type { HistoryRecord } from './records/history';

/** A version live for `share` percent of visitors beside the remote's live one (site/src/canary.js). */
export interface Canary {
  version: string;
  share: number;
  at: string;
  /** The shares it is promoted through, a step at a time (release-core/transitions). */
  steps?: number[];
}

export interface LiveEntry {
  version: string;
  at: string;
  canary?: Canary;
  /** The version before, kept for `share` percent of visitors until `until` for the watch (release-core/transitions). */
  holdback?: { version: string; share: number; until: string };
}

export interface Live {
  remotes: Record<string, LiveEntry>;
  /** The history line of the switch that wrote this live.json (the composer reads only `remotes`). */
  lastSwitch?: HistoryRecord;
}

export interface LiveRead {
  live: Live;
  /** null where there is no live.json yet. */
  etag: string | null;
}

export async function readLive(bucket: R2Bucket): Promise<LiveRead> {
  const object = await bucket.get(LIVE_FILE);
  if (!object) return { live: { remotes: {} }, etag: null };
  return { live: await object.json<Live>(), etag: object.etag };
}

/** Writes `live` where live.json still has `etag` (null: where there is none). Returns the new ETag, or null when it had changed. */
export async function replaceLive(bucket: R2Bucket, live: Live, etag: string | null): Promise<string | null> {
  const written = await bucket.put(LIVE_FILE, `${JSON.stringify(live, null, 2)}\n`, {
    onlyIf: etag === null ? { etagDoesNotMatch: '*' } : { etagMatches: etag },
    // The composer and the CDN read it again every time.
    httpMetadata: { contentType: 'application/json', cacheControl: 'no-cache' },
  });
  return written?.etag ?? null;
}

/** An ETag as a client may send it back: bare, quoted or weak. */
export const bareEtag = (etag: string) => etag.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
