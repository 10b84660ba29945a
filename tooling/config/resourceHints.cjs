// Resource hints the shell's server sends with its HTML, from the same remotes.json
// the page reads: the browser connects to the remotes' origins, and fetches the entry
// of the remote that owns the requested page, while it is still fetching the shell,
// instead of after the shell has started and asked for them.
const { ownerOf } = require('./routeOwnership.cjs');

const originOf = (url) => new URL(url).origin;

/** @param {{ remotes: Array<{ entry: string }> }} manifest @param {string} [ownOrigin] */
function preconnectLinkHeader(manifest, ownOrigin) {
  const origins = [...new Set(manifest.remotes.map((remote) => originOf(remote.entry)))].filter((origin) => origin !== ownOrigin);
  // Scripts and stylesheets of another origin load without CORS, so the hint does too.
  return origins.map((origin) => `<${origin}>; rel=preconnect`).join(', ');
}

/**
 * @param {{ remotes: Array<{ name: string, entry: string }> }} manifest
 * @param {string} pathname  the page requested
 * @param {string} [ownOrigin]
 */
function pageLinkHeader(manifest, pathname, ownOrigin) {
  const owner = manifest.remotes.find((remote) => remote.name === ownerOf(pathname));
  // The federation runtime adds the entry as a plain <script>: the same no-CORS request.
  const preload = owner ? [`<${owner.entry}>; rel=preload; as=script`] : [];
  return [...preload, preconnectLinkHeader(manifest, ownOrigin)].filter(Boolean).join(', ');
}

module.exports = { pageLinkHeader, preconnectLinkHeader };
