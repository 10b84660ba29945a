// Every island a page draws is one islands.js can hydrate, and each name loads the very
// component the page drew (the browser must draw what the server drew).
import type { FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ISLAND_ATTRIBUTE } from 'shared-ui/islands/islandMarks';
import HomePage from './features/home/HomePage';
import { islandLoaders } from './islandLoaders';
import { AboutCaptionsIsland, CarouselIsland, SocialFeedIsland, VideosIsland } from './features/home/islands/homeIslands';
import { serverDrawn } from 'site-testing/serverDrawn';
import * as routes from './routes';

const islandNames = (html: string) => [...html.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g'))].map((match) => match[1]);

const GALLERY = '/gallery/residentialgallerylist/989';

const pageHtml = (address: string) => serverDrawn(routes, address);

const galleryHtml = () => pageHtml(GALLERY);
const FORM_PAGES = { 'ticket-form': '/support/newTicket', 'quote-form': '/opportunity', 'booking-form': '/book' } as const;

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the marketing remote's islands", () => {
  it('are each named on the home page or a gallery page, and islands.js knows every name they draw', async () => {
    const home = renderToString(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const forms = await Promise.all(Object.values(FORM_PAGES).map(async (address) => islandNames(await pageHtml(address))));
    expect([...islandNames(home), ...islandNames(await galleryHtml()), ...forms.flat()].sort()).toEqual(Object.keys(islandLoaders).sort());
  });

  it("load, by name, the component the home page drew", async () => {
    const { 'gallery-viewer': _viewer, 'ticket-form': _ticket, 'quote-form': _quote, 'booking-form': _booking, ...home } = islandLoaders;
    const loaded = await Promise.all(Object.entries(home).map(async ([name, load]) => [name, (await load()).default]));
    expect(Object.fromEntries(loaded)).toEqual({
      'home-carousel': CarouselIsland,
      'home-about-captions': AboutCaptionsIsland,
      'home-videos': VideosIsland,
      'home-social-feed': SocialFeedIsland,
    });
  });

  it("load the viewer of the gallery the page's address names, drawn as the page drew it", async () => {
    const drawn = document.createElement('div');
    drawn.innerHTML = await galleryHtml();
    const island = drawn.querySelector('[data-island="gallery-viewer"]')!;
    window.history.replaceState(null, '', GALLERY);
    // A component without props (the loaders' type admits the ones that take them).
    const Viewer = (await islandLoaders['gallery-viewer']()).default as FunctionComponent;
    const loaded = document.createElement('div');
    loaded.innerHTML = renderToString(<Viewer />);
    // React hoists the first photo's preload to the page's head, where hydration never looks.
    loaded.querySelector('link[rel="preload"]')?.remove();
    expect(loaded.innerHTML).toBe(island.innerHTML);
  });

  it.each(Object.entries(FORM_PAGES))('load the %s drawn as its page drew it', async (name, address) => {
    const drawn = document.createElement('div');
    drawn.innerHTML = await pageHtml(address);
    const island = drawn.querySelector(`[data-island="${name}"]`)!;
    expect(island.querySelector('form')).not.toBeNull();
    window.history.replaceState(null, '', address);
    const Form = (await islandLoaders[name as keyof typeof FORM_PAGES]()).default as FunctionComponent;
    const loaded = document.createElement('div');
    loaded.innerHTML = renderToString(<Form />);
    expect(loaded.innerHTML).toBe(island.innerHTML);
  });

  it('fail for an address that names no gallery', async () => {
    window.history.replaceState(null, '', '/gallery/commercialgallerylist/994');
    await expect(islandLoaders['gallery-viewer']()).rejects.toThrow('/gallery/commercialgallerylist/994 names no gallery');
  });
});
