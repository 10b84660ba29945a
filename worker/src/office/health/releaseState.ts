// What the office's health page needs of the release store, which the worker does not
// hold: which version of each remote is live, any canary, and the history of switches.
// Injected (WorkerDeps.releaseState) because where it lives depends on the runtime: on
// Node the local release store's folder (RELEASES_DIR, folderReleaseState.ts), on Workers
// the release service's API (serviceReleaseState.ts). Both answer the same shape, the one
// the release tool's store and the service share (releases/tool/store.mjs, service live.ts).
import { canaryPolicyFrom, type CanaryPolicy } from 'release-core/canaryJudgment';
import { syntheticMayPromoteFrom } from 'release-core/syntheticEvidence';

export interface LiveEntry {
  version: string;
  at: string;
  canary?: { version: string; share: number; at: string };
}

/** A line of history.jsonl (or of the service's GET /history): one change of live.json. */
export interface HistoryLine {
  at: string;
  remote: string;
  action: string;
  version: string;
  from?: string | null;
  by?: string | null;
  commit?: string | null;
  share?: number;
  promoted?: boolean;
  judgment?: { decision?: string; reason?: string } & Record<string, unknown>;
}

export interface ReleaseState {
  /** live.json's remotes ({} before the first release). */
  live: Record<string, LiveEntry>;
  /** Every switch, oldest first. */
  history: HistoryLine[];
}

export interface ReleaseSource {
  read: () => Promise<ReleaseState>;
  /** The canary judge's policy (its CANARY_* variables), so the page's reading is the judge's. */
  policy: CanaryPolicy;
  /** Whether a remote's team lets its journeys promote a canary (CANARY_SYNTHETIC_MAY_PROMOTE). */
  syntheticMayPromote: (remote: string) => boolean;
}

/**
 * A source over `read`, with the judge's settings from the environment the worker is given
 * (the same CANARY_* variables the judge reads; unset, the judge's defaults).
 */
export const releaseSource = (read: ReleaseSource['read'], env: Record<string, unknown>): ReleaseSource => {
  const variables = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { read, policy: canaryPolicyFrom(variables), syntheticMayPromote: syntheticMayPromoteFrom(variables) };
};
