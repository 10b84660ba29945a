// Whose page a path is and its route pattern, as a report names them: never the address
// as typed, never a query string or fragment (only the pathname is read).
//
// The shell cannot see the remotes' own route tables (a remote exposes its <Routes>, not
// its paths), so the pattern is made from the path: each segment that is an id (all
// digits, or a hex or UUID string holding a digit) becomes ':id', so
// /apply/positions/2 is reported as /apply/positions/:id and
// /gallery/residentialgallerylist/991 as /gallery/residentialgallerylist/:id. A path
// with a segment that is not a plain word (anything but letters, digits, '.', '_', '~',
// '-'), or too long for a report, is reported as the pattern its remote declares in
// site/src/routes.js ('/apply/*'). A path nobody owns is the shell's not-found page,
// reported as '/*'; the shell's own /confirmation as itself. A private page (the office's,
// site/src/routes.js UNCACHED) is reported as its pattern alone: its path can hold a
// customer's case id.
import { CONFIRMATION_PATH } from 'shared-ui/routing/confirmation';
import { MAX_ROUTE_LENGTH, type FieldReportRemote } from 'contract/schemas/fieldReportRules';
import { isUncached, normalizePath, ownershipOf } from 'site/routes';

/** The route of every path nobody owns: the shell's not-found page. */
export const NOT_FOUND_ROUTE = '/*';

const PLAIN_SEGMENT = /^[A-Za-z0-9._~-]+$/;
const ID_SEGMENT = /^(\d+|(?=[a-f-]*\d)[0-9a-f]{8,}|(?=[a-f-]*\d)[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12})$/i;

export interface PageRoute {
  remote: FieldReportRemote;
  route: string;
}

export function routeOf(pathname: string): PageRoute {
  const owner = ownershipOf(pathname);
  if (!owner) {
    return { remote: 'shell', route: normalizePath(pathname) === CONFIRMATION_PATH ? CONFIRMATION_PATH : NOT_FOUND_ROUTE };
  }
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const { remote, path: declared } = owner;
  if (isUncached(pathname)) return { remote, route: declared };
  if (!segments.every((segment) => PLAIN_SEGMENT.test(segment))) return { remote, route: declared };
  const route = `/${segments.map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment)).join('/')}`;
  return { remote, route: route.length <= MAX_ROUTE_LENGTH ? route : declared };
}
