// The marketing remote's islands by name (#42): what <Island name=…> on its pages refers
// to. The home page's share one file of code, loaded at the first of their moments; a
// gallery's viewer is the gallery the page's address names. The ticket's and the quote's
// forms send the visitor on to /confirmation and ask before a link leaves typed input, and
// the booking's keeps its step in the address, so they are hydrated inside a router over
// the page's own address.
import { routedIsland, type IslandLoaders } from 'shared-ui/islands/registerIslands';

const home = () => import('./features/home/islands/homeIslands');
const gallery = () => import('./features/gallery/islands/galleryIslands');

export const islandLoaders = {
  'home-carousel': () => home().then((islands) => ({ default: islands.CarouselIsland })),
  'home-about-captions': () => home().then((islands) => ({ default: islands.AboutCaptionsIsland })),
  'home-videos': () => home().then((islands) => ({ default: islands.VideosIsland })),
  'home-social-feed': () => home().then((islands) => ({ default: islands.SocialFeedIsland })),
  'gallery-viewer': () => routedIsland(gallery().then((islands) => islands.viewerAt(window.location.pathname))),
  'ticket-form': () => routedIsland(import(/* webpackChunkName: "island-ticket-form" */ './features/ticket/TicketForm').then((module) => module.TicketForm)),
  'quote-form': () => routedIsland(import(/* webpackChunkName: "island-quote-form" */ './features/lead/QuoteForm').then((module) => module.QuoteForm)),
  'booking-form': () => routedIsland(import(/* webpackChunkName: "island-booking-form" */ './features/booking/BookingForm').then((module) => module.BookingForm)),
} satisfies IslandLoaders;

export type MarketingIsland = keyof typeof islandLoaders;
