// How the site's Node servers serve a build and listen: the shell's host, and locally
// the remotes' and the release store's stand-ins for their CDN.
const path = require('node:path');
const { serve } = require('@hono/node-server');
const { serveStatic } = require('@hono/node-server/serve-static');

/** A file whose name holds its content's hash: it never changes. */
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+(\.(br|gz))?$/;

/** Hashed files cached for a year; the rest (remoteEntry.js, main.js, index.json) revalidated, so a release shows at once. @param {string} file */
const cacheControlFor = (file) => (HASHED_FILE.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** A build's files as its CDN serves them: the brotli or gzip file written at build time when the browser takes it. @param {string} distDir */
const serveBuild = (distDir) =>
  serveStatic({
    root: path.relative(process.cwd(), distDir),
    precompressed: true,
    onFound: (file, c) => {
      c.header('Cache-Control', cacheControlFor(file));
    },
  });

/**
 * Listens on this machine only, unless LISTEN_HOST says otherwise (LISTEN_HOST=0.0.0.0 to
 * be reached from the network), and stops at once on SIGINT or SIGTERM: a browser's open
 * keep-alive connections are cut, not waited for.
 * @param {{ fetch: (request: Request) => Response | Promise<Response> }} app
 * @param {{ name: string, port: number, serving: string }} options  `serving` says what, in the line printed once listening
 */
function listen(app, { name, port, serving }) {
  const hostname = process.env.LISTEN_HOST?.trim() || '127.0.0.1';
  const listener = serve({ fetch: app.fetch, port, hostname }, () => {
    console.log(`${name} serving ${serving} at http://localhost:${port} (listening on ${hostname})`);
  });
  listener.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    console.error(error.code === 'EADDRINUSE' ? `${name}: port ${port} is already in use` : error);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      listener.close(() => process.exit(0));
      if ('closeAllConnections' in listener) listener.closeAllConnections();
    });
  }
  return listener;
}

/** The value of `--name value` among a process's arguments. @param {string[]} args @param {string} name */
function flag(args, name) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

module.exports = { cacheControlFor, serveBuild, listen, flag };
