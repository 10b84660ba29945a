// The marketing remote's islands by name (#42): what <Island name=…> on its pages refers
// to. The home page's share one file of code, loaded at the first of their moments; a
// gallery's viewer is the gallery the page's address names.
import type { IslandLoaders } from 'shared-ui/islands/registerIslands';

const home = () => import('./features/home/islands/homeIslands');
const gallery = () => import('./features/gallery/islands/galleryIslands');

export const islandLoaders = {
  'home-carousel': () => home().then((islands) => ({ default: islands.CarouselIsland })),
  'home-about-captions': () => home().then((islands) => ({ default: islands.AboutCaptionsIsland })),
  'home-videos': () => home().then((islands) => ({ default: islands.VideosIsland })),
  'home-social-feed': () => home().then((islands) => ({ default: islands.SocialFeedIsland })),
  'gallery-viewer': async () => (await gallery()).viewerIslandAt(window.location.pathname),
} satisfies IslandLoaders;

export type MarketingIsland = keyof typeof islandLoaders;
