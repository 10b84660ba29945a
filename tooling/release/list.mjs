// `npm run releases`: each remote's live version and the others it can roll back to,
// with when, by whom and from which commit each was first released.

/**
 * @param {{ remotes: string[], store: import('./openReleaseStore.mjs').ReleaseStore }} options
 */
export async function listReleases({ remotes, store }) {
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
      const state = live[remote]?.version === version ? 'live' : 'available';
      rows.push([remote, version, state, at.replace('T', ' ').slice(0, 16), record?.by ?? '', record?.commit ?? '']);
    }
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
}
