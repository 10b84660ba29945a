// Which of a remote's pages a request is for. Paths match whatever their case and
// trailing slash, as the browser's router does; the server then answers with a
// redirect to the one spelling the remote declares, so links, crawlers and caches
// know each page by a single address. A remote may also draw a page as a query shows
// it (a guide's '/tobhomes/caseta?step=2'): a request whose query holds the same
// values gets that drawing, any other the page's own.
import { drawnOnlyInBrowser } from 'shared-ui/routing/prerender';
import { normalizePath } from 'site/routes';
import { sitePath } from 'site/sitePath';
import type { RemoteIndex, RemotePage } from './remoteIndex';

export type Resolution =
  | { kind: 'page'; page: RemotePage }
  | { kind: 'redirect'; to: string }
  | { kind: 'browserOnly' }
  | { kind: 'notFound'; page: RemotePage };

/** The drawing of `pathname` for the values in `search`, if the remote made one. */
function variantFor(index: RemoteIndex, pathname: string, search: string): RemotePage | undefined {
  if (search.length < 2) return undefined;
  const asked = new URLSearchParams(search);
  const prefix = `${pathname}?`;
  const key = Object.keys(index.pages).find(
    (path) => path.startsWith(prefix) && [...new URLSearchParams(path.slice(prefix.length))].every(([name, value]) => asked.get(name) === value),
  );
  return key === undefined ? undefined : index.pages[key];
}

export function resolvePath(index: RemoteIndex, pathname: string, search = ''): Resolution {
  const exact = index.pages[pathname];
  if (exact) return { kind: 'page', page: variantFor(index, pathname, search) ?? exact };
  const wanted = normalizePath(pathname);
  const canonical = Object.keys(index.pages).find((path) => normalizePath(path) === wanted);
  // A spelling that is not a path of this site (a remote's index gone wrong) is never one to send a browser to.
  if (canonical) return { kind: 'redirect', to: sitePath(canonical) };
  if (drawnOnlyInBrowser(index.clientOnly, pathname)) return { kind: 'browserOnly' };
  return { kind: 'notFound', page: index.notFound };
}
