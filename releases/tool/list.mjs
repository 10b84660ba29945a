// `npm run releases`: each remote's live version and the others it can roll back to,
// with when, by whom and from which commit each was first released; and for a remote with a
// canary, its share, how the canary and the live version do for visitors side by side, how
// far the judge is from a decision (by the policy of the CANARY_* variables set here), and
// whether it is held for a person.
import { canaryPolicyFrom, judgeCanary, standingOf } from 'release-core/canaryJudgment';
import { DEVELOPMENT_FIELD_HEALTH_KEY } from 'site/fieldHealthKey';
import { canaryHealth, fieldHealthFrom, sampleOf } from 'release-core/judge';

// The worker's GET /field-health answers only with its key: FIELD_HEALTH_KEY, else the local site's.
const healthKey = process.env.FIELD_HEALTH_KEY || DEVELOPMENT_FIELD_HEALTH_KEY;

/** The canary's 'hold' line in the history, if the judge held it for a person since it started. */
const holdOf = (history, remote, canary) => history.findLast((line) => line.remote === remote && line.action === 'hold' && line.version === canary.version && line.at >= canary.at);

/** How a canary and the live version beside it do for visitors, one line each, and the judge's standing, or why that is unknown. */
async function canaryLines(remote, entry, siteUrl, history) {
  const held = holdOf(history, remote, entry.canary);
  const holdLines = held
    ? [`  HELD FOR A PERSON since ${held.at.replace('T', ' ').slice(0, 16)}: ${held.judgment?.reason ?? 'no evidence either way by the deadline'}`, `  decide it: npm run releases -- promote ${remote}, or -- abort ${remote}`]
    : [];
  try {
    const remotes = await (await fetch(new URL('/remotes.json', siteUrl), { signal: AbortSignal.timeout(5_000) })).json();
    const { canary, live, minutes } = await canaryHealth({ remote, entry, health: fieldHealthFrom(remotes.worker, healthKey) });
    const line = (name, version, health) =>
      `  ${name} ${version}: ${health.pageLoads} page loads, ${health.errorRate === null ? 'none' : `${(health.errorRate * 100).toFixed(1)}%`} of them errored, p75 INP ${health.p75Inp ?? 'none'} ms, p75 LCP ${health.p75Lcp ?? 'none'} ms`;
    const policy = canaryPolicyFrom(process.env);
    const judgment = judgeCanary({ canary: sampleOf(canary), live: sampleOf(live), minutes, policy });
    return [
      `${remote}: a canary for ${entry.canary.share}% of visitors for ${Math.floor(minutes)} minutes, side by side since it started:`,
      line('canary', entry.canary.version, canary),
      line('live  ', entry.version, live),
      `  the judge: ${judgment.decision}${judgment.evidence ? ` (${standingOf(judgment.evidence, policy)})` : ''}: ${judgment.reason}`,
      ...holdLines,
    ];
  } catch (error) {
    return [`${remote}: a canary for ${entry.canary.share}% of visitors; its field health could not be read (${error.message})`, ...holdLines];
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
      const canary = live[remote]?.canary;
      const state = live[remote]?.version === version ? 'live' : canary?.version === version ? `canary ${canary.share}%` : 'available';
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
