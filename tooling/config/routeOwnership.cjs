// Which remote owns which paths (the architecture's table), read by the shell's router
// and frame, and by the shell's server, which preloads the owning remote's entry with
// the page. Each remote declares its pages once (its src/paths.ts);
// e2e/tests/route-declarations.spec.ts checks this table and the frame rules below
// against those declarations, so a page no remote owns, or a prefix no page uses,
// fails the tests.
// Paths nobody owns are the shell's not-found page; paths a remote owns but does not
// know are the remote's own not-found page. Matching ignores case, so /Team and
// /TOBHomes work, and a trailing slash, as React Router does.

/** @typedef {'marketing' | 'careers' | 'payments' | 'guides' | 'staffhub'} RemoteName */

// Order matters: /verify/trust belongs to the staff hub, the rest of /verify to payments.
// A path ending in /* owns everything below it too.
/** @type {ReadonlyArray<{ remote: RemoteName, path: string }>} */
const OWNERSHIP = [
  { remote: 'staffhub', path: '/verify/trust/*' },
  { remote: 'staffhub', path: '/kh/*' },
  { remote: 'payments', path: '/verify/*' },
  { remote: 'careers', path: '/apply/*' },
  { remote: 'guides', path: '/tobhomes/*' },
  { remote: 'guides', path: '/gettingstarted/*' },
  { remote: 'marketing', path: '/' },
  { remote: 'marketing', path: '/serviceslist' },
  { remote: 'marketing', path: '/residentialservices' },
  { remote: 'marketing', path: '/commercialservices' },
  { remote: 'marketing', path: '/brands' },
  { remote: 'marketing', path: '/team' },
  { remote: 'marketing', path: '/testimonials' },
  { remote: 'marketing', path: '/gallery/*' },
  { remote: 'marketing', path: '/support/*' },
  { remote: 'marketing', path: '/opportunity' },
];

// Frame rules: the paths shown without the footer (the staff hub's knowledge hub).
/** @type {ReadonlyArray<string>} */
const WITHOUT_FOOTER = ['/kh/*'];

/** A path as matching sees it: lower case, no trailing slash. @param {string} pathname */
const normalizePath = (pathname) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

function owns(pattern, pathname) {
  if (!pattern.endsWith('/*')) return normalizePath(pattern) === pathname;
  const prefix = pattern.slice(0, -2);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** @param {string} pathname @returns {RemoteName | undefined} */
function ownerOf(pathname) {
  const path = normalizePath(pathname);
  return OWNERSHIP.find((entry) => owns(entry.path, path))?.remote;
}

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

module.exports = { ownerOf, showsFooter, isInSection, normalizePath, OWNERSHIP, WITHOUT_FOOTER };
