// Which remote owns which paths (the architecture's table). Paths nobody owns are
// the shell's not-found page; paths a remote owns but does not know are the remote's
// own not-found page. Matching ignores case, so /Team and /TOBHomes work.
import { matchPath } from 'react-router-dom';

export type RemoteName = 'marketing' | 'careers' | 'payments' | 'guides' | 'staffhub';

interface Ownership {
  remote: RemoteName;
  /** A route pattern; `/*` owns everything below it too. */
  path: string;
}

// Order matters: /verify/trust belongs to the staff hub, the rest of /verify to payments.
export const OWNERSHIP: readonly Ownership[] = [
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

export function ownerOf(pathname: string): RemoteName | undefined {
  return OWNERSHIP.find(({ path }) => matchPath({ path, caseSensitive: false, end: true }, pathname))?.remote;
}
