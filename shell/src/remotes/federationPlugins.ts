import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isRemoteName } from 'site/remotes';
import { reportChunkError } from '../field/fieldReports';

/** The spec's limit for loading any script of the site, remote entries included. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

const siteLoadingPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'site-loading',
  createScript: () => ({ timeout: SCRIPT_LOAD_TIMEOUT_MS }),
  errorLoadRemote: ({ id, error, remote }) => {
    // Logged and reported here; the error still reaches the remote's error boundary, which shows the fallback.
    console.error(`could not load ${id}`, error);
    const name = remote?.name ?? id.split('/')[0];
    if (name && isRemoteName(name)) reportChunkError(name, error);
    throw error;
  },
});

export function installFederationPlugins() {
  registerPlugins([siteLoadingPlugin()]);
}
