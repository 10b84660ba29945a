// The release store's layout, read by the release tool (tooling/release), the local
// releases host (tooling/scripts/serve-releases.mjs) and the shell's composer
// (shell/src/server/releasedManifest.ts). In production the store is an object store
// behind a CDN; here it is the folder RELEASES_DIR.
//
//   <remote>/<version>/...   a release's files (its dist/), never written twice: the
//                            version is the hash of their content. Cached for a year.
//   live.json                which version of each remote is live. Served uncached.
//   history.jsonl            who switched what, when. Not served.
//   previews/<token>.json    a grant that lets requests carrying the token (the
//                            release's smoke load) see one staged version. Uncached.
const VERSION_PATTERN = /^[0-9a-f]{12}$/;
const PREVIEW_TOKEN_PATTERN = /^[0-9a-f]{64}$/;
const LIVE_FILE = 'live.json';
const HISTORY_FILE = 'history.jsonl';
const PREVIEWS_DIR = 'previews';
/** The request header that carries a preview grant's token, and the response header that names what it chose. */
const PREVIEW_HEADER = 'x-release-preview';

/** A release's folder in the store, relative to its root. @param {string} remote @param {string} version */
const releaseFolder = (remote, version) => `${remote}/${version}/`;
/** @param {string} token */
const previewFile = (token) => `${PREVIEWS_DIR}/${token}.json`;

module.exports = { VERSION_PATTERN, PREVIEW_TOKEN_PATTERN, LIVE_FILE, HISTORY_FILE, PREVIEWS_DIR, PREVIEW_HEADER, releaseFolder, previewFile };
