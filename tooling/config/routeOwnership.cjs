// Which remote owns which paths (the architecture's table), read by the shell's router
// and by the shell's server, which preloads the owning remote's entry with the page.
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

const normalize = (pathname) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

function owns(pattern, pathname) {
  if (!pattern.endsWith('/*')) return normalize(pattern) === pathname;
  const prefix = pattern.slice(0, -2);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** @param {string} pathname @returns {RemoteName | undefined} */
function ownerOf(pathname) {
  const path = normalize(pathname);
  return OWNERSHIP.find((entry) => owns(entry.path, path))?.remote;
}

module.exports = { ownerOf };
