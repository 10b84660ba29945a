import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The spec's limit for loading any script of the site, remote entries included. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

const siteLoadingPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'site-loading',
  createScript: () => ({ timeout: SCRIPT_LOAD_TIMEOUT_MS }),
  errorLoadRemote: ({ id, error }) => {
    // Logged here; the error still reaches the remote's error boundary, which shows the fallback.
    console.error(`could not load ${id}`, error);
    throw error;
  },
});

export function installFederationPlugins() {
  registerPlugins([siteLoadingPlugin()]);
}
