// Every island a page draws is one islands.js can hydrate, and each name loads the very
// component the page drew (the browser must draw what the server drew).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ISLAND_ATTRIBUTE } from 'shared-ui/islands/islandMarks';
import HomePage from './features/home/HomePage';
import { islandLoaders } from './islandLoaders';
import { AboutCaptionsIsland, CarouselIsland, SocialFeedIsland, VideosIsland } from './features/home/islands/homeIslands';

const islandNames = (html: string) => [...html.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g'))].map((match) => match[1]);

describe("the marketing remote's islands", () => {
  it("are each named on the home page, and islands.js knows every name it draws", async () => {
    const html = renderToString(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(islandNames(html).sort()).toEqual(Object.keys(islandLoaders).sort());
  });

  it('load, by name, the component the page drew', async () => {
    const loaded = await Promise.all(Object.entries(islandLoaders).map(async ([name, load]) => [name, (await load()).default]));
    expect(Object.fromEntries(loaded)).toEqual({
      'home-carousel': CarouselIsland,
      'home-about-captions': AboutCaptionsIsland,
      'home-videos': VideosIsland,
      'home-social-feed': SocialFeedIsland,
    });
  });
});
