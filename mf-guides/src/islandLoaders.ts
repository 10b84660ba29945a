// The guides remote's islands by name (#42): what <Island name=…> on its pages refers to.
// A guide's walkthrough moves between its steps in the page (?step=2), so it is hydrated
// inside a router over the page's own address; the router comes with its code, not with
// islands.js. The network personalization form sends the visitor on to /confirmation and
// asks before a link leaves typed input: routed too, and asked for at once with its page.
import type { ComponentType } from 'react';
import { routedIsland, type IslandLoaders } from 'shared-ui/islands/registerIslands';

type Walkthroughs = typeof import('./features/guides/islands/guideWalkthroughs');

const walkthrough = (pick: (walkthroughs: Walkthroughs) => ComponentType) => () =>
  routedIsland(import('./features/guides/islands/guideWalkthroughs').then(pick));

export const islandLoaders = {
  'caseta-walkthrough': walkthrough((walkthroughs) => walkthroughs.CasetaWalkthrough),
  'ring-doorbell-walkthrough': walkthrough((walkthroughs) => walkthroughs.RingDoorbellWalkthrough),
  'home-networking-option1-walkthrough': walkthrough((walkthroughs) => walkthroughs.HomeNetworkingOption1Walkthrough),
  'home-networking-option2-walkthrough': walkthrough((walkthroughs) => walkthroughs.HomeNetworkingOption2Walkthrough),
  'lan-form': () => routedIsland(import(/* webpackChunkName: "island-lan-form" */ './features/lan/LanForm').then((module) => module.LanForm)),
} satisfies IslandLoaders;

export type GuidesIsland = keyof typeof islandLoaders;
