// The remotes.json a local shell serves: where each remote's entry and the worker live,
// on the local site's ports, any of them pointed elsewhere by an override.
const { DEFAULT_BASE_PORT, portsFor } = require('./ports.js');
const { REMOTES } = require('./remotes.js');

/** @param {number} [base] @param {Record<string, string>} [overrides] */
function remotesManifest(base = DEFAULT_BASE_PORT, overrides = {}) {
  const ports = portsFor(base);
  return {
    remotes: REMOTES.map((name) => ({
      name,
      entry: overrides[name] ?? `http://localhost:${ports[name]}/remoteEntry.js`,
    })),
    worker: overrides.worker ?? `http://localhost:${ports.worker}`,
  };
}

/**
 * The overrides an environment names: REMOTE_<NAME>_URL for a remote's entry, WORKER_URL for the worker.
 * @param {Record<string, string | undefined>} env @returns {Record<string, string>}
 */
function manifestOverrides(env) {
  /** @type {Record<string, string>} */
  const overrides = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^REMOTE_([A-Z]+)_URL$/.exec(key);
    if (match?.[1] && value) overrides[match[1].toLowerCase()] = value;
  }
  if (env.WORKER_URL) overrides.worker = env.WORKER_URL;
  return overrides;
}

module.exports = { remotesManifest, manifestOverrides };
