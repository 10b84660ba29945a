// What a remote's development build exposes as './routes' (createRemoteConfigs.cjs): the
// remote's own src/routes.tsx, drawn again in place when a hot update reaches it. The
// shell's React is its production build, which React Refresh cannot drive, so an edit
// anywhere below the routes (a page, a component, its text) bubbles up to here, the new
// routes module is taken and the remote's tree is drawn with it: what was edited shows
// without the page reloading (the remote's components start afresh, their state with them).
import { useEffect, useState } from 'react';
import * as remoteRoutes from 'remote-routes';

declare global {
  interface ImportMeta {
    /** webpack's hot module API, in a build with hot updates on. */
    webpackHot?: { accept(dependency: string, callback: () => void): void };
  }
}

const redraws = new Set<() => void>();
let current: typeof remoteRoutes = remoteRoutes;

// Written out in full, as webpack reads it. The new module is taken with import(), which
// finds it loaded already: webpack does not rebind the static import here.
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('remote-routes', () => {
    void import('remote-routes').then((next) => {
      current = next;
      redraws.forEach((redraw) => redraw());
    });
  });
}

export default function HotRoutes() {
  const [, setGeneration] = useState(0);
  useEffect(() => {
    const redraw = () => setGeneration((generation) => generation + 1);
    redraws.add(redraw);
    return () => void redraws.delete(redraw);
  }, []);
  const Routes = current.default;
  return <Routes />;
}

/** The remote's own preload, of its current version. */
export const preload = (pathname: string): Promise<unknown> => current.preload?.(pathname) ?? Promise.resolve();
