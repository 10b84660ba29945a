// Monolith stand-in for packages/shell/src/remotes/federationPlugins.ts: nothing to install.
export function installFederationPlugins() {}
