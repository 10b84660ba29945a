// Every public page of the site, as the remotes' builds published them: each remote's
// prerender plan (its dist/ssr/index.json) but its guarded pages (the hub's) and a guide's
// steps (its page's variants), and the shell's own page. The e2e's page checks and the
// bench's loads on a phone read the same list: a page a remote adds is in both, unedited.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { matchPath } = require('react-router');
const { REMOTES } = require('site/remotes');

const REPO_ROOT = path.resolve(__dirname, '../..');
/** The shell's own public page (shared-ui/routing/confirmation.ts). */
const SHELL_PAGES = ['/confirmation'];

/**
 * What a remote's build publishes for the composer.
 * @param {import('site/remotes').RemoteName} remote
 * @returns {{ pages: Record<string, unknown>, clientOnly: string[], guard?: { paths: string[] } }}
 */
const publishedIndex = (remote) => JSON.parse(readFileSync(path.join(REPO_ROOT, `mf-${remote}`, 'dist/ssr/index.json'), 'utf8'));

/** Whether `pathname` matches one of `patterns` (React Router's, any case), as shared-ui/routing/prerender.ts's matchesAny. */
const matchesAny = (/** @type {readonly string[] | undefined} */ patterns, /** @type {string} */ pathname) =>
  (patterns ?? []).some((pattern) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname) !== null);

/**
 * The public pages a remote draws on the server, each at its canonical address.
 * @param {import('site/remotes').RemoteName} remote
 * @returns {string[]}
 */
function publishedPages(remote) {
  const { pages, guard } = publishedIndex(remote);
  return Object.keys(pages).filter((page) => !page.includes('?') && !matchesAny(guard?.paths, page));
}

/** Every public page of the built site. */
const publicPaths = () => [...REMOTES.flatMap(publishedPages), ...SHELL_PAGES];

module.exports = { publishedIndex, publishedPages, publicPaths };
