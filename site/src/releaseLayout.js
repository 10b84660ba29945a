// The release store's layout, read by the release tool (releases/tool), the local
// releases host (tooling/scripts/serve-releases.mjs) and the shell's composer
// (shell/src/server/releasedManifest.ts). In production the store is an object store
// behind a CDN; here it is the folder RELEASES_DIR.
//
//   <remote>/<version>/...   a release's files (its dist/), never written twice: the
//                            version is the hash of their content. Cached for a year.
//   <remote>/<version>/server/  its server code, which draws a refused form's page
//                            (refusalEndpoint.js). Run by the remote's host, never served.
//   live.json                which version of each remote is live. Served uncached.
//   history.jsonl            who switched what, when. Not served.
// A release's smoke load sees its staged version through a signed token
// (credentials/src/previewToken.js), which the composer checks without reading the store.
const VERSION_PATTERN = /^[0-9a-f]{12}$/;
const LIVE_FILE = 'live.json';
const HISTORY_FILE = 'history.jsonl';
/** The request header that carries a preview token, and the response header that names what it chose. */
const PREVIEW_HEADER = 'x-release-preview';
/** A build's server code, in its dist/ and so in its release: run by the remote's host, never served as a file. */
const SERVER_DIR = 'server';

/** A release's folder in the store, relative to its root. @param {string} remote @param {string} version */
const releaseFolder = (remote, version) => `${remote}/${version}/`;

/**
 * The release an entry URL of the manifest points at: the version folder holding its
 * remoteEntry.js (`.../<remote>/<version>/remoteEntry.js`), or undefined for an entry
 * that is not in the release store (a remote serving its own build, a dev server).
 * @param {string} entry  an absolute URL
 * @returns {string | undefined}
 */
function versionOfEntry(entry) {
  if (!URL.canParse(entry)) return undefined;
  const folders = new URL(entry).pathname.split('/');
  const version = folders.at(-2);
  return folders.at(-1) === 'remoteEntry.js' && folders.length >= 4 && version && VERSION_PATTERN.test(version) ? version : undefined;
}

module.exports = { VERSION_PATTERN, LIVE_FILE, HISTORY_FILE, PREVIEW_HEADER, SERVER_DIR, releaseFolder, versionOfEntry };
