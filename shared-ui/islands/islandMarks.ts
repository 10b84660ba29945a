// What a server-drawn island says about itself in the page's HTML (#42), read by the
// shell's script of a page without the app (shell/src/islands/) and written by <Island>.
// No React here: the shell's page script loads none.

/**
 * When an island's code is asked for, after the first paint (Astro's client directives):
 * now, for the form the visitor came to fill; visible, once it nears the screen; idle,
 * once the page has loaded and the browser has nothing else to do; interaction, on the
 * first press or key inside it.
 */
export type IslandLoad = 'now' | 'visible' | 'idle' | 'interaction';

/** Where an island is on its way: waiting for its moment, loading its code, hydrated, or given up on (its native HTML stays). */
export type IslandState = 'waiting' | 'loading' | 'hydrated' | 'failed';

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_LOAD_ATTRIBUTE = 'data-island-load';
export const ISLAND_HOLDS_ATTRIBUTE = 'data-island-holds';
/** The island's props, as JSON, for its component in the browser (Astro's way): the same values the server drew it with. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_STATE_ATTRIBUTE = 'data-island-state';
/**
 * On a form in an island that only its code can send (Pay Online's amount: paying needs the
 * card processor's scripts). Sent before the code is live, it waits for it rather than
 * posting to a server that has nothing to answer (shell/src/islands/holdIslandPresses.js).
 */
export const NEEDS_SCRIPTS_ATTRIBUTE = 'data-needs-scripts';

/** What an island's code needs from the page it is on: the shell's app configures the same from its manifest. */
export interface IslandSite {
  /** The worker's origin, for an island that calls it (a form). */
  worker: string;
}

/** Hydrates island `name` of a remote into `element`; each remote's islands.js registers one under its name. */
export type HydrateIsland = (name: string, element: HTMLElement, site: IslandSite) => Promise<void>;

declare global {
  interface Window {
    __siteIslands?: Record<string, HydrateIsland>;
  }
}

/** The file beside a remote's entry that registers its islands (tooling/config/webpack/createIslandsConfig.cjs). */
export const ISLANDS_FILE = 'islands.js';
