// Where the remotes live, read at run time from remotes.json or from the page the
// server composed, and the loading of a remote's routes. A Retry registers the remote again under an entry URL never used
// before: the federation runtime remembers a failed entry by its URL, so a URL tried
// once would fail again without asking the server.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureWorker } from 'shared-ui/api/worker';
import { describeContractProblems, routesContractProblems, type RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';
import { MANIFEST_PATH, parseManifest, type SiteManifest } from './manifest';
import type { RemoteName } from 'site/routes';

let manifest: Promise<SiteManifest> | undefined;

function install(json: unknown): SiteManifest {
  const parsed = parseManifest(json);
  configureWorker(parsed.worker);
  registerRemotes(parsed.remotes.map(({ name, entry }) => ({ name, entry })));
  return parsed;
}

/** The manifest the server wrote into the page: no request for remotes.json. */
export function adoptServerManifest(json: unknown): void {
  manifest = Promise.resolve(install(json));
}

export function loadManifest(): Promise<SiteManifest> {
  manifest ??= fetch(MANIFEST_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${MANIFEST_PATH} answered ${response.status}`);
      return response.json();
    })
    .then(install)
    .catch((error: unknown) => {
      manifest = undefined;
      throw error;
    });
  return manifest;
}

// Counted for the whole page, not per mount: leaving a failed remote and coming back
// starts its attempts at 0 again, and the next Retry still needs a new URL.
let retries = 0;

const freshEntry = (entry: string) => {
  retries += 1;
  const url = new URL(entry);
  url.searchParams.set('attempt', String(retries));
  return url.href;
};

export async function loadRemoteRoutes(name: RemoteName, attempt: number): Promise<RemoteRoutesModule> {
  const { remotes } = await loadManifest();
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`remotes.json does not list "${name}"`);
  if (attempt > 0) registerRemotes([{ name, entry: freshEntry(remote.entry) }], { force: true });
  const routes = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  const problems = routesContractProblems(routes);
  if (!routes || problems.length > 0) throw new Error(describeContractProblems(`${name}/routes`, problems));
  return routes;
}
