// The islands of a page sent without the app (#42 item 2): each part the owning remote
// marked with <Island> (shared-ui/islands) gets its code at its own moment, from the
// remote's islands.js (never before the first paint), and is hydrated alone. The rest of
// the page stays the server's HTML: it is never hydrated, and its links, forms and the
// Menu never wait for this.
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  ISLANDS_FILE,
  type HydrateIsland,
  type IslandSite,
  type IslandLoad,
  type IslandState,
} from 'shared-ui/islands/islandMarks';
import type { ServerState } from '../remotes/serverState';
import { actOn, ISLAND_HELD_EVENT } from './islandPresses';
import { afterFirstPaint } from './afterFirstPaint';
import { atIslandMoment } from './islandMoment';
import { sayPartlyLoaded } from './partlyLoadedIsland';

const LOADS: readonly IslandLoad[] = ['now', 'visible', 'idle', 'interaction'];

/** Asks for files the remote's islands.js is about to load, beside it instead of after it ran. */
function askTogether(files: readonly string[], islandsFile: string) {
  for (const href of files) {
    if (href === islandsFile) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * The remote's islands.js, added to the page once, for the first island whose moment comes,
 * after the first paint, with the code of the page's islands that load at once (`code`,
 * named by the server) asked for in the same wave. `stop` ends a wait for the paint.
 */
function islandsScript(remote: string, entry: string, code: readonly string[]) {
  let loading: Promise<HydrateIsland> | undefined;
  let stopWaiting = () => {};
  const load = () =>
    (loading ??= new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = new URL(ISLANDS_FILE, entry).href;
      script.async = true;
      script.onload = () => {
        const hydrate = window.__siteIslands?.[remote];
        if (hydrate) resolve(hydrate);
        else reject(new Error(`${script.src} registered no islands for ${remote}`));
      };
      script.onerror = () => reject(new Error(`${script.src} failed to load`));
      stopWaiting = afterFirstPaint(() => {
        askTogether(code, script.src);
        document.head.appendChild(script);
      });
    }));
  return { load, stop: () => stopWaiting() };
}

const mark = (element: HTMLElement, state: IslandState) => element.setAttribute(ISLAND_STATE_ATTRIBUTE, state);

/** Starts every island on the page; returns what stops them all (the page is left). */
export function startIslands(document: Document, state: ServerState | undefined): () => void {
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const remote = state?.remote?.name;
  const entry = state?.manifest.remotes.find(({ name }) => name === remote)?.entry;
  if (elements.length === 0 || !remote || !entry) return () => undefined;
  const site: IslandSite = { worker: state.manifest.worker };
  const islands = islandsScript(remote, entry, state.islandCode ?? []);

  const stops = elements.map((element) => {
    const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
    const wanted = element.getAttribute(ISLAND_LOAD_ATTRIBUTE) as IslandLoad;
    const load = LOADS.includes(wanted) ? wanted : 'visible';
    let started = false;
    mark(element, 'waiting');

    const start = () => {
      if (started) return;
      started = true;
      cancelMoment();
      element.removeEventListener(ISLAND_HELD_EVENT, start);
      mark(element, 'loading');
      if (load === 'now') window.__islandPresses?.awaitCode(element);
      islands
        .load()
        .then((hydrate) => hydrate(name, element, site))
        .then(
          () => {
            mark(element, 'hydrated');
            // Live after all, though the hold had let go: the page no longer says scripts are not running.
            if (!document.querySelector(`[${ISLAND_STATE_ATTRIBUTE}="failed"]`)) delete document.documentElement.dataset.scripts;
            void actOn(window.__islandPresses?.settle(element) ?? []);
          },
          (error: unknown) => {
            mark(element, 'failed');
            window.__islandPresses?.letGo(element);
            sayPartlyLoaded(element);
            console.warn(`island ${name} stays as the server drew it`, error);
          },
        );
    };
    // A press taken before this script ran, or from now on, asks for the island's code at once.
    element.addEventListener(ISLAND_HELD_EVENT, start);
    const cancelMoment = atIslandMoment(window.__islandPresses?.isHeld(element) ? 'now' : load, element, start);
    return () => {
      cancelMoment();
      element.removeEventListener(ISLAND_HELD_EVENT, start);
      window.__islandPresses?.settle(element);
    };
  });
  return () => {
    stops.forEach((stop) => stop());
    islands.stop();
  };
}
