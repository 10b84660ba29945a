// The judge's current reading of a canary, in words: what the canary judge would decide if
// it looked now, by its own code (release-core: canaryHealth reads both versions since the
// canary started, judgeCanary and withSyntheticEvidence decide, standingOf says how far each
// test is from a threshold), from the same private read of the field reports it uses
// (fieldHealth). Nothing of the rules is restated here; only the words around them.
import { judgeCanary, standingOf } from 'release-core/canaryJudgment';
import { canaryHealth, sampleOf, type Health } from 'release-core/judge';
import { withSyntheticEvidence } from 'release-core/syntheticEvidence';
import type { Database } from '../../db/database';
import { fieldHealth } from '../../field-reports/fieldReportStore';
import type { HistoryLine, LiveEntry, ReleaseSource } from './releaseState';

const LEAD: Record<string, string> = {
  wait: 'No decision yet',
  promote: 'Evidence it is no worse: the judge promotes it on its next round',
  rollback: 'Evidence it is worse: the judge rolls it back on its next round',
  hold: 'Too little evidence by the deadline: the judge holds it for a person',
};

export async function canaryReading({
  fieldDb,
  remote,
  entry,
  history,
  source,
  now,
}: {
  fieldDb: Database;
  remote: string;
  entry: LiveEntry & { canary: NonNullable<LiveEntry['canary']> };
  history: readonly HistoryLine[];
  source: Pick<ReleaseSource, 'policy' | 'syntheticMayPromote'>;
  now: Date;
}): Promise<string> {
  const held = history.findLast((line) => line.remote === remote && line.action === 'hold' && line.version === entry.canary.version && line.at >= entry.canary.at);
  if (held) return `Held for a person since ${held.at.slice(0, 16).replace('T', ' ')} UTC: ${held.judgment?.reason ?? 'no evidence either way by the deadline'}`;
  // What GET /field-health answers the judge, read here without the HTTP round.
  const health = async ({ remote, version, since, until }: { remote: string; version: string; since: string; until: string }): Promise<Health> => ({
    ...(await fieldHealth(fieldDb, { remote, version, since: new Date(since), until: new Date(until) })),
  });
  const { canary, live, minutes } = await canaryHealth({ remote, entry, health, now });
  const { evidence, ...fieldJudgment } = judgeCanary({ canary: sampleOf(canary), live: sampleOf(live), minutes, policy: source.policy });
  const judgment = withSyntheticEvidence({ judgment: fieldJudgment, canary, minutes, policy: source.policy, mayPromote: source.syntheticMayPromote(remote) });
  // Undecided, how far each test is from its threshold (a decision's reason holds its own ratios).
  const standing = evidence && judgment === fieldJudgment && judgment.decision === 'wait' ? ` (${standingOf(evidence, source.policy)})` : '';
  return `${LEAD[judgment.decision] ?? judgment.decision}: ${judgment.reason}${standing}`;
}
