import { useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from 'site/routes';
import type { RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';
import { FirstRenderContext, type FirstRender } from './firstRender';
import { loadRemoteRoutes } from './remoteRegistry';
import { logRemoteFailure } from './remoteFailed';

/** Ready routes may still be on their way on the page the server drew (FirstRender). */
export type RemoteRoutesState =
  | { status: 'loading' }
  | { status: 'ready'; routes: RemoteRoutesModule | Promise<RemoteRoutesModule> }
  | { status: 'failed' };
type KeyedState = RemoteRoutesState & { key: string };

// The server's first page is hydrated once; coming back to it later loads as usual.
const hydrated = new WeakSet<FirstRender>();

/** The state the server drew this remote in, if this is the page it drew. */
function serverDrawn(first: FirstRender | undefined, name: string, pathname: string, key: string): KeyedState | undefined {
  if (!first || hydrated.has(first) || first.name !== name || first.pathname !== pathname) return undefined;
  hydrated.add(first);
  if (first.render === 'content' && first.routes) return { status: 'ready', routes: first.routes, key };
  if (first.render === 'fallback') return { status: 'failed', key };
  return undefined;
}

/**
 * A remote's routes, and the page the visitor came for, loaded into plain state rather
 * than through React.lazy: a Suspense fallback would make React hold the page back
 * until 300 ms after the fallback showed (its throttle against flicker), while the
 * remote often arrives sooner. The page chunk loads before the routes mount, so they
 * do not suspend either. On the page the server drew, the state is what the server drew:
 * the remote's routes (arriving, for RemoteRoutes to hydrate once they are here), or its
 * fallback when it was down for the server. A new `attempt` (Retry) loads the remote again.
 */
export function useRemoteRoutes(name: RemoteName, attempt: number): RemoteRoutesState {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const first = useContext(FirstRenderContext);
  const key = `${name}:${attempt}`;
  const [state, setState] = useState<KeyedState>(() => serverDrawn(first, name, pathname, key) ?? { status: 'loading', key: '' });
  const settledKey = useRef(state.key);
  // The server could not reach the remote in its budget, but the browser may: it tries
  // once, quietly, and the fallback stays until (unless) the remote arrives.
  const quietTry = useRef(state.status === 'failed');

  useEffect(() => {
    const quiet = quietTry.current;
    quietTry.current = false;
    if (settledKey.current === key && !quiet) return;
    let current = true;
    loadRemoteRoutes(name, attempt)
      .then(async (routes) => {
        // A page that fails to load ahead fails again when it mounts, inside the boundary.
        await routes.preload?.(firstPath.current).catch(() => undefined);
        if (current) setState({ status: 'ready', routes, key });
      })
      .catch((error: unknown) => {
        logRemoteFailure(name, error);
        if (current && !quiet) setState({ status: 'failed', key });
      });
    return () => {
      current = false;
    };
  }, [name, attempt, key]);

  return state.key === key ? state : { status: 'loading' };
}
