// What a remote's dev loop (dev-remote.mjs) is made of, worked out from the site it sits
// beside: where it listens, and the environment of the shell host it runs. Everything
// the browser asks for comes from one origin, the dev server: the remote's files under
// its own prefix, the worker under another, and every page from the shell host behind it.
// That one origin is what the site's Content-Security-Policy already allows ('self') for
// the hot updates' requests and socket, and the worker is asked with the site's origin,
// the one it trusts.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { DEFAULT_BASE_PORT, devPortsFor } = require('site/ports');
const { isRemoteName, REMOTE_TABLE, REMOTES } = require('site/remotes');
const { siteEnv } = require('site/localSite');
const { LIVE_FILE, releaseFolder } = require('site/releaseLayout');

/** Where the dev server serves the remote's build: its own prefix, clear of the shell's files. @param {string} remote */
export const remotePrefix = (remote) => `/__dev/${remote}/`;
/** Where the dev server passes requests on to the site's worker. */
export const WORKER_PREFIX = '/__dev/worker';

/** 'mf-careers' → 'careers'. @param {string} pkg */
export function remoteOfPackage(pkg) {
  const remote = pkg.replace(/^mf-/, '');
  if (!pkg.startsWith('mf-') || !isRemoteName(remote)) {
    throw new Error(`${pkg} is not a remote: the dev loop runs one of ${REMOTES.map((name) => `mf-${name}`).join(', ')}`);
  }
  return remote;
}

/** The page the loop opens on: the first path the remote owns (site/src/remotes.js). @param {import('site/remotes').RemoteName} remote */
export const firstPath = (remote) => REMOTE_TABLE[remote].paths[0].replace(/\/\*$/, '') || '/';

/**
 * Each remote's entry in the release store's live.json, where one is released: the site
 * serves those, so the loop's shell does too (read once, when the loop starts).
 * @param {unknown} live  live.json as read, or undefined
 * @param {string} releasesUrl
 * @returns {Record<string, string>}
 */
export function liveEntries(live, releasesUrl) {
  const remotes = /** @type {{ remotes?: Record<string, { version?: unknown }> } | undefined} */ (live)?.remotes ?? {};
  const root = releasesUrl.endsWith('/') ? releasesUrl : `${releasesUrl}/`;
  return Object.fromEntries(
    Object.entries(remotes)
      .filter(([name, release]) => isRemoteName(name) && typeof release?.version === 'string')
      .map(([name, release]) => [name, new URL(`${releaseFolder(name, release.version)}remoteEntry.js`, root).href]),
  );
}

/** The release store the site reads live.json from: RELEASES_URL (empty for none), else npm start's. @param {Record<string, string | undefined>} env @param {number} base */
export const releasesUrlOf = (env, base) => (env.RELEASES_URL ?? siteEnv(base).RELEASES_URL).trim();

/** Where live.json is. @param {string} releasesUrl */
export const liveUrl = (releasesUrl) => new URL(LIVE_FILE, releasesUrl.endsWith('/') ? releasesUrl : `${releasesUrl}/`).href;

const remoteUrlKey = (/** @type {string} */ name) => `REMOTE_${name.toUpperCase()}_URL`;

/**
 * The loop of `remote` beside the site whose shell is on `base`.
 * @param {object} options
 * @param {import('site/remotes').RemoteName} options.remote
 * @param {Record<string, string | undefined>} [options.env]  the environment it was started in
 * @param {Record<string, string>} [options.live]  other remotes' released entries (liveEntries)
 */
export function devLoopPlan({ remote, env = {}, live = {} }) {
  const base = Number(env.PORT) || DEFAULT_BASE_PORT;
  const ports = devPortsFor(remote, base);
  const siteEnvironment = siteEnv(base);
  const origin = `http://127.0.0.1:${ports.site}`;
  const prefix = remotePrefix(remote);
  const entry = `${origin}${prefix}remoteEntry.js`;

  /** @type {Record<string, string>} */
  const others = {};
  for (const name of REMOTES.filter((name) => name !== remote)) {
    const own = env[remoteUrlKey(name)]?.trim();
    if (own) others[remoteUrlKey(name)] = own;
    else if (live[name]) others[remoteUrlKey(name)] = live[name];
  }

  return {
    remote,
    base,
    ports,
    /** The address a person opens. */
    url: `${origin}${firstPath(remote)}`,
    origin,
    prefix,
    entry,
    /** The site the loop sits beside: its shell (for the worker, the origin it trusts) and worker. */
    siteOrigin: `http://localhost:${base}`,
    workerUrl: env.WORKER_URL?.trim() || siteEnvironment.WORKER_URL,
    shellUrl: `http://127.0.0.1:${ports.shell}`,
    /** The shell host's environment, over the one the loop was started in. */
    shellEnv: {
      ...siteEnvironment,
      ...others,
      [remoteUrlKey(remote)]: entry,
      WORKER_URL: `${origin}${WORKER_PREFIX}`,
      // The manifest is fixed: a live release of this remote would replace the dev server.
      RELEASES_URL: '',
      SITE_ORIGIN: origin,
      LISTEN_HOST: '127.0.0.1',
    },
  };
}

/** A style sheet's name with its content's hash, as a production build names it: 'x.css' → 'x.<10 hex>.css'. @param {string} file @param {string | Buffer} content */
export const versionedName = (file, content) => file.replace(/\.css$/, `.${createHash('sha256').update(content).digest('hex').slice(0, 10)}.css`);
