// Monolith stand-in for shell/src/remotes/federationPlugins.ts: nothing to install.
export function installFederationPlugins() {}
