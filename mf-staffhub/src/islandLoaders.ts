// The staff hub remote's islands by name (#42): what <Island name=…> on its pages refers to.
// The keypad moves on to the trust nav once the code is right, so it is hydrated inside a
// router over the page's own address.
import { routedIsland, type IslandLoaders } from 'shared-ui/islands/registerIslands';

export const islandLoaders = {
  keypad: () => routedIsland(import(/* webpackChunkName: "island-keypad" */ './features/keypad/Keypad').then((module) => module.Keypad)),
} satisfies IslandLoaders;
