// A page in a chunk of its own, loaded the first time it is shown like React.lazy, that
// can also be loaded ahead. Once loaded it renders without suspending: no fallback
// shows, and React does not hold it back (React keeps content that resolves after a
// fallback until 300 ms after that fallback showed).
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { matchPath } from 'react-router-dom';

export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  preload: () => Promise<void>;
}

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // the next visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Page(props: P) {
    // Each mounted page keeps the component it started with, so it never remounts.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload });
}

export interface PageRoute {
  /** Relative to the remote's mount point, as in <Route path>; '' is the index route. */
  path: string;
  element: ReactElement;
  preload?: () => Promise<void>;
}

/** A route to a lazy page, with what it takes to load that page ahead. */
export function pageRoute<P extends object>(path: string, page: LazyPage<P>, props: P): PageRoute {
  return { path, element: createElement(page, props), preload: page.preload };
}

/** Loads ahead the page of the route that matches `pathname`, if it has one to load. */
export function preloadRoute(routes: readonly PageRoute[], pathname: string): Promise<void> {
  const route = routes.find(({ path }) => matchPath({ path: `/${path}`, caseSensitive: false, end: true }, pathname));
  return route?.preload?.() ?? Promise.resolve();
}
