// The marketing remote's islands by name (#42): what <Island name=…> on its pages refers
// to. The home page's share one file of code, loaded at the first of their moments.
import type { IslandLoaders } from 'shared-ui/islands/registerIslands';

const home = () => import('./features/home/islands/homeIslands');

export const islandLoaders = {
  'home-carousel': () => home().then((islands) => ({ default: islands.CarouselIsland })),
  'home-about-captions': () => home().then((islands) => ({ default: islands.AboutCaptionsIsland })),
  'home-videos': () => home().then((islands) => ({ default: islands.VideosIsland })),
  'home-social-feed': () => home().then((islands) => ({ default: islands.SocialFeedIsland })),
} satisfies IslandLoaders;

export type MarketingIsland = keyof typeof islandLoaders;
