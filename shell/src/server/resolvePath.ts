// Which of a remote's pages a request is for. Paths match whatever their case and
// trailing slash, as the browser's router does; the server then answers with a
// redirect to the one spelling the remote declares, so links, crawlers and caches
// know each page by a single address.
import { drawnOnlyInBrowser } from 'shared-ui/routing/prerender';
import { normalizePath } from '../routing/ownership';
import type { RemoteIndex, RemotePage } from './remoteIndex';

export type Resolution =
  | { kind: 'page'; page: RemotePage }
  | { kind: 'redirect'; to: string }
  | { kind: 'browserOnly' }
  | { kind: 'notFound'; page: RemotePage };

export function resolvePath(index: RemoteIndex, pathname: string): Resolution {
  const exact = index.pages[pathname];
  if (exact) return { kind: 'page', page: exact };
  const wanted = normalizePath(pathname);
  const canonical = Object.keys(index.pages).find((path) => normalizePath(path) === wanted);
  if (canonical) return { kind: 'redirect', to: canonical };
  if (drawnOnlyInBrowser(index.clientOnly, pathname)) return { kind: 'browserOnly' };
  return { kind: 'notFound', page: index.notFound };
}
