// The posting's application is an island islands.js can hydrate, with the position the
// page wrote, and what it hydrates draws exactly what the server drew.
import type { FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from 'shared-ui/islands/islandMarks';
import { firstIsland, serverDrawn } from 'site-testing/serverDrawn';
import * as routes from './routes';
import { islandLoaders } from './islandLoaders';

const serverHtml = (address: string) => serverDrawn(routes, address);

describe("the careers remote's islands", () => {
  it.each([
    ['/apply/positions/1', 'System Integrator'],
    ['/apply/positions/2', 'Sales + Project Manager'],
  ])('%s draws its application as an island with its position, and the island draws the same', async (address, position) => {
    const html = await serverHtml(address);
    const island = firstIsland(html)!;
    expect(island.name).toBe('application');
    const written = new RegExp(`${ISLAND_PROPS_ATTRIBUTE}="([^"]+)"`).exec(island.tag)![1]!;
    const props = JSON.parse(written.replaceAll('&quot;', '"')) as { position: string };
    expect(props).toEqual({ position });

    window.history.replaceState(null, '', address);
    const Loaded = (await islandLoaders.application()).default as FunctionComponent<{ position: string }>;
    const drawn = renderToString(<Loaded {...props} />);
    expect(drawn).toContain(`aria-label="Application for ${position}"`);
    expect(html.slice(island.contentAt, island.contentAt + drawn.length)).toBe(drawn);
  });

  it('is the only island of the careers pages', async () => {
    const names = [...(await serverHtml('/apply/positions/1')).matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g'))].map((match) => match[1]);
    expect(names).toEqual(Object.keys(islandLoaders));
  });
});
