// Resource hints sent with the site's HTML, from the same remotes.json the page reads:
// the browser connects to the remotes' origins while it is still fetching the shell. The
// composer's pages carry the owning remote's entry as a low-priority preload in their
// <head> (shell/src/server/composeDocument.ts); pageLinkHeader preloads it from the
// header for pages drawn in the browser (the bench's monolith).
const { ownerOf } = require('./routes.js');

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/** @param {{ remotes: ReadonlyArray<{ entry: string }> }} manifest @param {string} [ownOrigin] */
function preconnectLinkHeader(manifest, ownOrigin) {
  const origins = [...new Set(manifest.remotes.map((remote) => originOf(remote.entry)))].filter((origin) => origin !== ownOrigin);
  // Scripts and stylesheets of another origin load without CORS, so the hint does too.
  return origins.map((origin) => `<${origin}>; rel=preconnect`).join(', ');
}

/**
 * @param {{ remotes: ReadonlyArray<{ name: string, entry: string }> }} manifest
 * @param {string} pathname  the page requested
 * @param {string} [ownOrigin]
 */
function pageLinkHeader(manifest, pathname, ownOrigin) {
  const owner = manifest.remotes.find((remote) => remote.name === ownerOf(pathname));
  // The federation runtime adds the entry as a plain <script>: the same no-CORS request.
  const preload = owner ? [`<${owner.entry}>; rel=preload; as=script`] : [];
  return [...preload, preconnectLinkHeader(manifest, ownOrigin)].filter(Boolean).join(', ');
}

module.exports = { preconnectLinkHeader, pageLinkHeader };
