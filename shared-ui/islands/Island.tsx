import type { ComponentType } from 'react';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HOLDS_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandLoad,
} from 'shared-ui/islands/islandMarks';
import styles from './Island.module.css';

interface IslandProps<P extends object> {
  /** The name the remote's islands.js registers the same component under (its src/islandLoaders.ts). */
  name: string;
  /** The island's own component: it binds its data itself, or takes it from `props`. */
  component: ComponentType<P>;
  /** Plain data (JSON) for `component`, written into the page so the browser draws exactly what the server drew. */
  props?: P;
  load: IslandLoad;
  /** Keys the island acts on that have no job in HTML (the carousel's arrows), held until its code arrives. */
  holds?: readonly string[];
}

/**
 * A part of a server-drawn page that needs scripts (#42 item 2). On a page sent without the
 * app, only this part's code loads, when `load` says, and is hydrated on its own root; the
 * rest of the page is never hydrated. Inside a page the app draws, it is drawn as any part.
 */
export function Island<P extends object>({ name, component: Component, props, load, holds }: IslandProps<P>) {
  const marks = {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_LOAD_ATTRIBUTE]: load,
    [ISLAND_HOLDS_ATTRIBUTE]: holds?.join(' '),
    [ISLAND_PROPS_ATTRIBUTE]: props && JSON.stringify(props),
  };
  return (
    <div className={styles.island} {...marks}>
      <Component {...(props ?? ({} as P))} />
    </div>
  );
}
