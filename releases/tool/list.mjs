// `npm run releases`: each remote's live version (and the version before, while a release
// keeps it for its watch's holdback) and the others it can roll back to,
// with when, by whom and from which commit each was first released; and for a remote with a
// canary, its share, how the canary and the live version do for visitors side by side, how
// far the judge is from a decision (by the policy of the CANARY_* variables set here, and
// CANARY_SYNTHETIC_MAY_PROMOTE), the team's journeys' synthetic page loads apart from the
// field's, and whether it is held for a person.
import { canaryPolicyFrom, judgeCanary, standingOf } from 'release-core/canaryJudgment';
import { DEVELOPMENT_FIELD_HEALTH_KEY } from 'credentials/fieldHealthKey';
import { baselineSampleOf, canaryHealth, fieldHealthFrom, sampleOf } from 'release-core/judge';
import { syntheticMayPromoteFrom, withSyntheticEvidence } from 'release-core/syntheticEvidence';

// The worker's GET /field-health answers only with its key: FIELD_HEALTH_KEY, else the local site's.
const healthKey = process.env.FIELD_HEALTH_KEY || DEVELOPMENT_FIELD_HEALTH_KEY;

/** The canary's 'hold' line in the history, if the judge held it for a person since it started. */
const holdOf = (history, remote, canary) => history.findLast((line) => line.remote === remote && line.action === 'hold' && line.version === canary.version && line.at >= canary.at);

/** Where a canary in steps stands: ' (step 2 of 3: 10, 25, 50%)', or '' without steps. @param {{ share: number, steps?: number[] }} canary */
const stepOf = ({ share, steps }) => (steps ? ` (step ${steps.indexOf(share) + 1} of ${steps.length}: ${steps.join(', ')}%)` : '');

/** @param {number | null} rate */
const percentOf = (rate) => (rate === null ? 'none' : `${(rate * 100).toFixed(1)}%`);

/**
 * What `npm run releases` says of a canary: its and the live version's field numbers (what
 * visitors' page loads reported), the team's journeys' synthetic numbers on a line of their
 * own (never added to the field's), the judge's standing as the scheduled judge would
 * decide now (the field's judgment, then what the team's synthetic policy lets journeys add),
 * and the hold, if any.
 * @param {{ remote: string, entry: { version: string, canary: { version: string, share: number, at: string, steps?: number[] } }, canary: import('release-core/judge').Health, live: import('release-core/judge').Health, minutes: number, history: Array<Record<string, any>>, policy: import('release-core/canaryJudgment').CanaryPolicy, syntheticMayPromote: (remote: string) => boolean }} input
 * @returns {string[]}
 */
export function canaryReport({ remote, entry, canary, live, minutes, history, policy, syntheticMayPromote }) {
  const line = (name, version, health) =>
    `  ${name} ${version}: ${health.pageLoads} page loads, ${percentOf(health.errorRate)} of them errored, p75 INP ${health.p75Inp ?? 'none'} ms, p75 LCP ${health.p75Lcp ?? 'none'} ms`;
  const synthetic = (name, version, health) =>
    health.synthetic ? [`  ${name} ${version}: ${health.synthetic.pageLoads} synthetic page loads (the team's journeys), ${health.synthetic.erroredPageLoads} errored`] : [];
  const { evidence, ...fieldJudgment } = judgeCanary({ canary: sampleOf(canary), live: baselineSampleOf(live), minutes, policy });
  const judgment = withSyntheticEvidence({ judgment: fieldJudgment, canary, minutes, policy, mayPromote: syntheticMayPromote(remote) });
  const standing = evidence && judgment === fieldJudgment ? ` (${standingOf(evidence, policy)})` : '';
  const held = holdOf(history, remote, entry.canary);
  return [
    `${remote}: a canary for ${entry.canary.share}% of visitors${stepOf(entry.canary)} for ${Math.floor(minutes)} minutes, side by side since ${entry.canary.steps ? 'this step' : 'it'} started:`,
    `  field (visitors):`,
    line('  canary', entry.canary.version, canary),
    line('  live  ', entry.version, live),
    ...(live.inCohorts ? [baselineLine(entry.version, live.inCohorts)] : []),
    ...(canary.synthetic || live.synthetic
      ? [`  synthetic (journeys, apart from the field; ${syntheticMayPromote(remote) ? 'may promote' : 'may not promote'} by the team's policy):`, ...synthetic('  canary', entry.canary.version, canary), ...synthetic('  live  ', entry.version, live)]
      : []),
    `  the judge: ${judgment.decision}${standing}: ${judgment.reason}`,
    ...holdLines(remote, held),
  ];
}

/** The live version's baseline cohorts, what the canary is judged against. @param {string} version @param {{ cohorts: number[], pageLoads: number, erroredPageLoads: number }} baseline */
const baselineLine = (version, { cohorts, pageLoads, erroredPageLoads }) =>
  `    baseline ${version}: ${pageLoads} page loads from its ${cohorts.length} baseline cohorts, ${percentOf(pageLoads ? erroredPageLoads / pageLoads : null)} of them errored (what the canary is judged against)`;

/** @param {string} remote @param {{ at: string, judgment?: { reason?: string } } | undefined} held */
const holdLines = (remote, held) =>
  held
    ? [`  HELD FOR A PERSON since ${held.at.replace('T', ' ').slice(0, 16)}: ${held.judgment?.reason ?? 'no evidence either way by the deadline'}`, `  decide it: npm run releases -- promote ${remote}, or -- abort ${remote}`]
    : [];

/** How a canary and the live version beside it do, from the worker the live site names, or why that is unknown. */
async function canaryLines(remote, entry, siteUrl, history) {
  try {
    const remotes = await (await fetch(new URL('/remotes.json', siteUrl), { signal: AbortSignal.timeout(5_000) })).json();
    const { canary, live, minutes } = await canaryHealth({ remote, entry, health: fieldHealthFrom(remotes.worker, healthKey) });
    return canaryReport({ remote, entry, canary, live, minutes, history, policy: canaryPolicyFrom(process.env), syntheticMayPromote: syntheticMayPromoteFrom(process.env) });
  } catch (error) {
    return [`${remote}: a canary for ${entry.canary.share}% of visitors; its field health could not be read (${error.message})`, ...holdLines(remote, holdOf(history, remote, entry.canary))];
  }
}

/**
 * @param {{ remotes: string[], store: import('./openReleaseStore.mjs').ReleaseStore, siteUrl?: string }} options
 */
export async function listReleases({ remotes, store, siteUrl }) {
  const live = (await store.readLive()).remotes;
  const history = await store.history();
  const rows = [['remote', 'version', 'state', 'released', 'by', 'commit']];
  for (const remote of remotes) {
    const versions = await store.versions(remote);
    if (versions.length === 0) {
      rows.push([remote, '-', 'its own build (never released)', '', '', '']);
      continue;
    }
    const firstRelease = (version) => history.find((record) => record.remote === remote && record.version === version && record.action === 'release');
    const when = async (version) => firstRelease(version)?.at ?? (await store.stagedAt(remote, version)).toISOString();
    const dated = await Promise.all(versions.map(async (version) => ({ version, at: await when(version) })));
    for (const { version, at } of dated.sort((a, b) => b.at.localeCompare(a.at))) {
      const record = firstRelease(version);
      const { canary, holdback } = live[remote] ?? {};
      const heldBack = holdback?.version === version && new Date().toISOString() < holdback.until;
      const state =
        live[remote]?.version === version
          ? 'live'
          : canary?.version === version
            ? `canary ${canary.share}%`
            : heldBack
              ? `holdback ${holdback.share}% until ${holdback.until.replace('T', ' ').slice(0, 16)}`
              : 'available';
      rows.push([remote, version, state, at.replace('T', ' ').slice(0, 16), record?.by ?? '', record?.commit ?? '']);
    }
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
  for (const remote of remotes) {
    const entry = live[remote];
    if (entry?.canary && siteUrl) console.log(`\n${(await canaryLines(remote, entry, siteUrl, history)).join('\n')}`);
  }
}
