// A remote's islands.js (#42): registers how to hydrate each of its islands, by name, for
// the shell's page script to call when an island's moment comes. React and each island's
// code are fetched only then, so the file itself is a few hundred bytes.
import type { ComponentType, FunctionComponent } from 'react';
import { configureWorker } from 'shared-ui/api/worker';
import { ISLAND_PROPS_ATTRIBUTE, type HydrateIsland } from 'shared-ui/islands/islandMarks';
import { tellTypedBeforeLive } from 'shared-ui/islands/typedBeforeLive';

/** An island's component: without props, or taking the ones its <Island> wrote into the page (JSON). */
export type IslandComponent = ComponentType | FunctionComponent<never>;

/**
 * Each island's code by name. An island loaded `now` names its import's chunk
 * `island-<name>` (webpackChunkName), so its page asks for that code with the page itself
 * (tooling/config/webpack/IslandChunksPlugin.cjs); the build fails where one does not.
 */
export type IslandLoaders = Readonly<Record<string, () => Promise<{ default: IslandComponent }>>>;

export function hydrateWith(loaders: IslandLoaders): HydrateIsland {
  return async (name, element, site) => {
    const load = loaders[name];
    if (!load) throw new Error(`no island is named ${name}`);
    configureWorker(site.worker);
    // Named so a page whose island loads at once can ask for them with the page (tooling/config/webpack/IslandChunksPlugin.cjs).
    const [{ hydrateRoot }, { createElement, startTransition, useEffect }, { default: Component }] = await Promise.all([
      import(/* webpackChunkName: "islands-hydration" */ 'react-dom/client'),
      import(/* webpackChunkName: "islands-hydration" */ 'react'),
      load(),
    ]);
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
    // Settles once the island is live (its effects have run), so what was pressed meanwhile acts on the live part.
    await new Promise<void>((live) => {
      function Hydrated() {
        useEffect(live, []);
        return createElement(Component as ComponentType<Record<string, unknown>>, props);
      }
      // In a transition, the hydration yields to the browser every few milliseconds rather
      // than holding the main thread for the whole island (a long form), as Next.js hydrates;
      // a press on the island meanwhile hydrates it at once (React's selective hydration).
      startTransition(() => {
        hydrateRoot(element, createElement(Hydrated), {
          // A part the browser had to draw again is still a working part: say so, do not fail.
          onRecoverableError: (error) => console.warn(`island ${name} was drawn again in the browser`, error),
        });
      });
    });
    await tellTypedBeforeLive(element);
  };
}

/**
 * An island's component, hydrated inside a DocumentRouter (an island that routes or moves
 * on to another page); the router is fetched beside the component, not with islands.js.
 */
export function routedIsland<P extends object>(component: Promise<ComponentType<P>>): Promise<{ default: FunctionComponent<P> }> {
  return Promise.all([component, import(/* webpackChunkName: "islands-router" */ 'shared-ui/islands/DocumentRouter')]).then(([Component, { inDocumentRouter }]) => ({
    default: inDocumentRouter(Component),
  }));
}

export function registerIslands(remote: string, loaders: IslandLoaders): void {
  (window.__siteIslands ??= {})[remote] = hydrateWith(loaders);
}
