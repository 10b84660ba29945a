// Which remote owns which path (src/remotes.js), and the frame rules, read by the
// shell's router, frame and server. Paths nobody owns are the shell's not-found page;
// paths a remote owns but does not know are that remote's own not-found page. Matching
// ignores case, so /Team and /TOBHomes work, and a trailing slash, as React Router does.
const { REMOTE_TABLE, REMOTES } = require('./remotes.js');

/** @typedef {import('./remotes.js').RemoteName} RemoteName */

/** Every path pattern and its remote, the most specific first. @type {ReadonlyArray<{ remote: RemoteName, path: string }>} */
const OWNERSHIP = REMOTES.flatMap((remote) => REMOTE_TABLE[remote].paths.map((path) => ({ remote, path }))).sort(
  (a, b) => b.path.length - a.path.length,
);

/** The paths shown without the footer (the staff hub's knowledge hub). @type {ReadonlyArray<string>} */
const WITHOUT_FOOTER = ['/kh/*'];

/**
 * The paths no cache may keep (\`private, no-store\`), whatever else the page is: the
 * office's (#35), drawn in the browser for one signed-in person.
 * @type {ReadonlyArray<string>}
 */
const UNCACHED = ['/office/*'];

/** A path as matching sees it: lower case, no trailing slash. @param {string} pathname */
const normalizePath = (pathname) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/** @param {string} pattern @param {string} pathname */
function owns(pattern, pathname) {
  if (!pattern.endsWith('/*')) return normalizePath(pattern) === pathname;
  const prefix = pattern.slice(0, -2);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The pattern that gives `pathname` to its remote, and the remote. @param {string} pathname */
function ownershipOf(pathname) {
  const path = normalizePath(pathname);
  return OWNERSHIP.find((entry) => owns(entry.path, path));
}

/** @param {string} pathname */
const isUncached = (pathname) => UNCACHED.some((pattern) => owns(pattern, normalizePath(pathname)));

/** @param {string} pathname @returns {RemoteName | undefined} */
const ownerOf = (pathname) => ownershipOf(pathname)?.remote;

/** @param {string} pathname */
const showsFooter = (pathname) => !WITHOUT_FOOTER.some((pattern) => owns(pattern, normalizePath(pathname)));

/**
 * Whether a section's link (`to`) is current on `pathname`: the page is at or below it
 * and the same remote owns both, so /verify/trust (the staff keypad) is not Pay Online.
 * @param {string} to @param {string} pathname
 */
function isInSection(to, pathname) {
  const path = normalizePath(pathname);
  return owns(`${normalizePath(to)}/*`, path) && ownerOf(path) === ownerOf(to);
}

module.exports = { OWNERSHIP, WITHOUT_FOOTER, UNCACHED, isUncached, normalizePath, ownershipOf, ownerOf, showsFooter, isInSection };
