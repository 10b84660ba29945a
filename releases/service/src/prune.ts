// Pruning a remote's releases: a version goes only when it is not live (nor a canary), not among the
// remote's latest `keep` staged releases, not switched away from within the last day
// (visitors mid-session may still load its files), and, never staged, not uploaded within
// the last day (a release may be on its way), nor previewed by a link that has not expired
// (a pull request's preview: records/previews.ts). Each release's files are under its own
// folder, so removing one never touches a file another serves. A dry run by default.
import type { R2Bucket } from '@cloudflare/workers-types/latest';
import { releaseFolder } from 'site/releaseLayout';
import type { Env } from './env';
import { VERSION_PATTERN } from './layout';
import { readLive } from './live';
import { settleLastSwitch } from './history';
import { switchedAwaySince } from './records/history';
import { forgetExpiredPreviews, previewedUntil } from './records/previews';
import { type StagedRelease, deleteRelease, insertRelease, stagedReleases } from './records/releases';

export const RECENT_MS = 24 * 60 * 60_000;

export interface PruneDecision {
  remote: string;
  version: string;
  keep: boolean;
  why: string;
}

export interface RemoteFacts {
  remote: string;
  live: string | undefined;
  /** The version live as a canary beside it, if one runs. */
  canary?: string | undefined;
  /** Staged releases, latest first. */
  staged: StagedRelease[];
  /** Every version with files in the bucket, and when its latest file was uploaded. */
  uploaded: Map<string, Date>;
  switchedAwayRecently: Set<string>;
  /** Versions with a preview unexpired now, and when the latest expires. */
  previewed?: Map<string, Date>;
}

export function planPrune({ remote, live, canary, staged, uploaded, switchedAwayRecently, previewed = new Map() }: RemoteFacts, keep: number, now: Date): PruneDecision[] {
  const latest = new Set(staged.slice(0, keep).map(({ version }) => version));
  const isStaged = new Set(staged.map(({ version }) => version));
  const versions = [...new Set([...staged.map(({ version }) => version), ...uploaded.keys()])].sort();
  return versions.map((version) => {
    const decide = (keepIt: boolean, why: string): PruneDecision => ({ remote, version, keep: keepIt, why });
    if (version === live) return decide(true, 'live');
    if (version === canary) return decide(true, 'a canary');
    if (latest.has(version)) return decide(true, `among the latest ${keep}`);
    if (switchedAwayRecently.has(version)) return decide(true, 'live within the last day');
    const previewEnds = previewed.get(version);
    if (previewEnds && previewEnds > now) return decide(true, `previewed until ${previewEnds.toISOString()}`);
    const lastUpload = uploaded.get(version);
    if (!isStaged.has(version) && lastUpload && now.getTime() - lastUpload.getTime() < RECENT_MS) return decide(true, 'being staged: uploaded within the last day');
    return decide(false, isStaged.has(version) ? `not live, not among the latest ${keep}, not live within the last day` : 'never staged');
  });
}

/** Each version under `<remote>/` and when its latest file was uploaded. */
async function uploadedVersions(bucket: R2Bucket, remote: string): Promise<Map<string, Date>> {
  const versions = new Map<string, Date>();
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: `${remote}/`, cursor });
    for (const object of page.objects) {
      const version = object.key.slice(remote.length + 1).split('/')[0] ?? '';
      if (!VERSION_PATTERN.test(version)) continue;
      const last = versions.get(version);
      if (!last || object.uploaded > last) versions.set(version, object.uploaded);
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return versions;
}

async function deleteFolder(bucket: R2Bucket, prefix: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await bucket.list({ prefix, limit: 1000 });
    if (page.objects.length === 0) return deleted;
    await bucket.delete(page.objects.map(({ key }) => key));
    deleted += page.objects.length;
  }
}

export interface PruneResult {
  dryRun: boolean;
  keep: number;
  decisions: Array<PruneDecision & { filesRemoved?: number }>;
}

export async function prune(env: Env, remotes: string[], keep: number, apply: boolean, now = new Date()): Promise<PruneResult> {
  const { live } = await readLive(env.RELEASES);
  await settleLastSwitch(env, live);
  const decisions: PruneResult['decisions'] = [];
  for (const remote of remotes) {
    const staged = await stagedReleases(env.DB, remote);
    const facts: RemoteFacts = {
      remote,
      live: live.remotes[remote]?.version,
      canary: live.remotes[remote]?.canary?.version,
      staged,
      uploaded: await uploadedVersions(env.RELEASES, remote),
      switchedAwayRecently: await switchedAwaySince(env.DB, remote, new Date(now.getTime() - RECENT_MS)),
      previewed: await previewedUntil(env.DB, remote, now),
    };
    decisions.push(...planPrune(facts, keep, now));
  }
  if (!apply) return { dryRun: true, keep, decisions };
  await forgetExpiredPreviews(env.DB, now);

  const removals = decisions.filter((decision) => !decision.keep);
  const stagedRows = new Map((await stagedReleases(env.DB)).map((release) => [`${release.remote}/${release.version}`, release]));
  // Unstaged first, so no switch can choose them; a switch that won meanwhile keeps its version.
  for (const { remote, version } of removals) await deleteRelease(env.DB, remote, version);
  const liveNow = (await readLive(env.RELEASES)).live;
  for (const decision of removals) {
    const entry = liveNow.remotes[decision.remote];
    if (entry?.version === decision.version || entry?.canary?.version === decision.version) {
      const row = stagedRows.get(`${decision.remote}/${decision.version}`);
      if (row) await insertRelease(env.DB, row);
      Object.assign(decision, { keep: true, why: 'made live while it was being pruned' });
      continue;
    }
    decision.filesRemoved = await deleteFolder(env.RELEASES, releaseFolder(decision.remote, decision.version));
  }
  return { dryRun: false, keep, decisions };
}
