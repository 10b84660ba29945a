// The environment of every local process for a site whose shell listens on `base`:
// the worker's and the sandbox's ports, the origins they trust, the providers the
// worker points the browser at (the sandbox here; the real services in production), and
// the release store (its folder, and the releases host that serves it).
// ALLOW_DEV_DEFAULTS lets the worker use the sandbox's settings and the documented
// development passcode: the local site (npm start, the e2e run, the benchmark) only.
const path = require('node:path');
const { portsFor, REMOTES, DEFAULT_BASE_PORT } = require('./ports.cjs');

/** Where `npm start` keeps releases made with `npm run release` (RELEASES_DIR moves it). */
const DEFAULT_RELEASES_DIR = path.resolve(__dirname, '../../.releases');

function siteEnv(base = DEFAULT_BASE_PORT, extra = {}) {
  const ports = portsFor(base);
  const sandbox = `http://localhost:${ports.sandbox}`;
  return {
    PORT: String(base),
    WORKER_PORT: String(ports.worker),
    SANDBOX_PORT: String(ports.sandbox),
    SITE_ORIGINS: `http://localhost:${ports.shell},http://127.0.0.1:${ports.shell}`,
    WORKER_URL: `http://localhost:${ports.worker}`,
    EMAILJS_ORIGIN: sandbox,
    RELEASES_DIR: process.env.RELEASES_DIR || DEFAULT_RELEASES_DIR,
    RELEASES_URL: `http://localhost:${ports.releases}`,
    ALLOW_DEV_DEFAULTS: '1',
    ...extra,
  };
}

/** The remotes.json the shell serves: where each remote's entry and the worker live. */
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

module.exports = { siteEnv, remotesManifest };
