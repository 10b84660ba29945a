// The version a report names: the release of the remote that the page's manifest (the one
// the composer wrote into the page, a canary's included) points at. An entry outside the
// release store (a remote serving its own build, a dev server) and the shell itself,
// which is not released through the store, are 'local'.
import { LOCAL_VERSION, type FieldReportRemote } from 'contract/schemas/fieldReportRules';
import { versionOfEntry } from 'site/releaseLayout';
import type { SiteManifest } from '../remotes/manifest';

export function versionOf(remote: FieldReportRemote, manifest: SiteManifest): string {
  if (remote === 'shell') return LOCAL_VERSION;
  const entry = manifest.remotes.find(({ name }) => name === remote)?.entry;
  return (entry && versionOfEntry(entry)) || LOCAL_VERSION;
}
