// The staff hub remote's islands by name (#42): what <Island name=…> on its pages refers to.
// The keypad moves on to the trust nav once the code is right, and the hub's topics link
// to their pages and send a visitor without an unlock to the keypad, so both are hydrated
// inside a router over the page's own address.
import { routedIsland, type IslandLoaders } from 'shared-ui/islands/registerIslands';

export const islandLoaders = {
  keypad: () => routedIsland(import(/* webpackChunkName: "island-keypad" */ './features/keypad/Keypad').then((module) => module.Keypad)),
  'hub-topics': () =>
    routedIsland(import(/* webpackChunkName: "island-hub-topics" */ './features/hub/HubTopics').then((module) => module.HubTopics)),
} satisfies IslandLoaders;
