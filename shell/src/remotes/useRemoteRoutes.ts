import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '../routing/ownership';
import type { RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';
import { loadRemoteRoutes } from './remoteRegistry';

export type RemoteRoutesState = { status: 'loading' } | { status: 'ready'; routes: RemoteRoutesModule } | { status: 'failed' };

/**
 * A remote's routes, and the page the visitor came for, loaded into plain state rather
 * than through React.lazy: a Suspense fallback would make React hold the page back
 * until 300 ms after the fallback showed (its throttle against flicker), while the
 * remote often arrives sooner. The page chunk loads before the routes mount, so they
 * do not suspend either. A new `attempt` (Retry) loads the remote again.
 */
export function useRemoteRoutes(name: RemoteName, attempt: number): RemoteRoutesState {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const [state, setState] = useState<RemoteRoutesState & { key: string }>({ status: 'loading', key: '' });
  const key = `${name}:${attempt}`;

  useEffect(() => {
    let current = true;
    loadRemoteRoutes(name, attempt)
      .then(async (routes) => {
        // A page that fails to load ahead fails again when it mounts, inside the boundary.
        await routes.preload?.(firstPath.current).catch(() => undefined);
        if (current) setState({ status: 'ready', routes, key });
      })
      .catch((error: unknown) => {
        console.error(`the ${name} remote failed`, error);
        if (current) setState({ status: 'failed', key });
      });
    return () => {
      current = false;
    };
  }, [name, attempt, key]);

  return state.key === key ? state : { status: 'loading' };
}
