// The first page's remote part, as the server drew it, when the remote's code does not
// arrive (a stalled CDN edge, a bad deploy). That HTML is a page that works without
// scripts (its links navigate, its forms post and the server answers), and the visitor
// may have typed into it: it stays, and the page says beside it that it did not finish
// loading. The fallback with Retry is for a page the server did not draw.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';
import type { RemoteName } from 'site/routes';
import { remoteFailed } from './remoteFailed';
import { remoteRegionSettled } from './remoteRegion';
import type { RemoteRoutesState } from './useRemoteRoutes';

/** The path of the first page whose remote part was kept, by remote. */
const kept = new Map<RemoteName, string>();
const listeners = new Set<() => void>();

/**
 * The remote's routes for the part the server drew: if they fail to load, a promise that
 * never settles, so React keeps that part's server HTML (a suspended boundary is left as
 * it is) instead of throwing to the boundary that would replace it.
 */
export function keepServerDrawnOnFailure(name: RemoteName, pathname: string, routes: Promise<RemoteRoutesModule>): Promise<RemoteRoutesModule> {
  return routes.catch((error: unknown) => {
    remoteFailed(name, error);
    kept.set(name, pathname);
    listeners.forEach((listener) => listener());
    remoteRegionSettled(); // nothing waits on that part any longer
    return new Promise<never>(() => undefined);
  });
}

/** Whether some part of this page stays the server's drawing for good. */
export const anyKept = (): boolean => kept.size > 0;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * 'kept' on the first page while its remote part is the server's drawing, kept because the
 * code did not arrive; 'down' for the same routes elsewhere, and back on that page once
 * left (React has then let go of that HTML): there the remote is simply down.
 */
export function useKeptServerDrawn(name: RemoteName, remote: RemoteRoutesState): 'kept' | 'down' | undefined {
  const { pathname } = useLocation();
  const keptPath = useSyncExternalStore(subscribe, () => kept.get(name), () => undefined);
  const firstPath = useRef(pathname);
  const [left, setLeft] = useState(false);
  useEffect(() => {
    if (pathname !== firstPath.current) setLeft(true);
  }, [pathname]);
  if (keptPath === undefined || remote.status !== 'ready' || !(remote.routes instanceof Promise)) return undefined;
  return keptPath === pathname && !left ? 'kept' : 'down';
}
