// Where each local process listens, derived from one base port (the shell's): `PORT=9080`
// moves the whole site, so a test run and `npm start` can live side by side.
const { REMOTE_TABLE, REMOTES } = require('./remotes.js');

const DEFAULT_BASE_PORT = 8080;

const SERVICE_OFFSETS = { shell: 0, worker: 7, releases: 8, sandbox: 9 };

/** @typedef {keyof typeof SERVICE_OFFSETS | import('./remotes.js').RemoteName} AppName */

/** @param {number} [base] @returns {Record<AppName, number>} */
function portsFor(base = DEFAULT_BASE_PORT) {
  const remotes = Object.fromEntries(REMOTES.map((name) => [name, base + REMOTE_TABLE[name].portOffset]));
  const services = Object.fromEntries(Object.entries(SERVICE_OFFSETS).map(([name, offset]) => [name, base + offset]));
  return /** @type {Record<AppName, number>} */ ({ ...services, ...remotes });
}

/** The ports of `npm start`, the defaults a process falls back on when run alone. */
const DEFAULT_PORTS = portsFor();

/** The origins a local shell on `port` is reached at: the worker trusts them. @param {number} port */
const localSiteOrigins = (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

/** The address of a local process on its default port. @param {AppName} app */
const localOrigin = (app, base = DEFAULT_BASE_PORT) => `http://localhost:${portsFor(base)[app]}`;

/** How far above a site's ports a remote's dev loop listens: clear of `npm start`'s ten. */
const DEV_OFFSET = 100;

/**
 * A remote's dev loop beside the site on `base` (`npm run dev -w mf-<remote>`): the one
 * address a team opens (`site`: its dev server, in front of the shell) and the shell's host
 * behind it (`shell`). Careers beside `npm start` is 8182 and 8192, each remote its own.
 * @param {import('./remotes.js').RemoteName} remote @param {number} [base]
 */
function devPortsFor(remote, base = DEFAULT_BASE_PORT) {
  const offset = REMOTE_TABLE[remote].portOffset;
  return { site: base + DEV_OFFSET + offset, shell: base + DEV_OFFSET + 10 + offset };
}

module.exports = { DEFAULT_BASE_PORT, portsFor, DEFAULT_PORTS, localSiteOrigins, localOrigin, devPortsFor };
