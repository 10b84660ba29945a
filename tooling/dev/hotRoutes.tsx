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
    webpackHot?: { accept(dependency: string, callback: () => void): void; addStatusHandler(handler: (status: string) => void): void };
  }
}
/** Where this build's files are served from (webpack fills it in). */
declare const __webpack_public_path__: string;

/**
 * The composed page carries this remote's style sheets inline, under versioned names (the
 * dev loop's ssr/), and the browser loads each again as a link at its one address, which
 * hot updates replace: an inline copy whose link is there goes, or its old rules would stay.
 */
function dropInlineCopies() {
  const base = new URL(__webpack_public_path__, document.baseURI).href;
  const linked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href.split('?')[0]));
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = style.dataset.href ?? '';
    if (href.startsWith(base) && linked.has(href.replace(/\.[0-9a-f]{10}\.css$/, '.css'))) style.remove();
  }
}

const redraws = new Set<() => void>();
let current: typeof remoteRoutes = remoteRoutes;

// Written out in full, as webpack reads it. The new module is taken with import(), which
// finds it loaded already: webpack does not rebind the static import here.
if (import.meta.webpackHot) {
  dropInlineCopies();
  import.meta.webpackHot.addStatusHandler((status) => status === 'idle' && dropInlineCopies());
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
