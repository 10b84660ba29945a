// Pay Online's wizard is an island islands.js can hydrate, and what it hydrates draws
// exactly what the server drew: the amount step, its form marked as needing scripts.
import type { FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_ATTRIBUTE, NEEDS_SCRIPTS_ATTRIBUTE } from 'shared-ui/islands/islandMarks';
import { firstIsland, serverDrawn } from 'site-testing/serverDrawn';
import * as routes from './routes';
import { islandLoaders } from './islandLoaders';

const serverHtml = (address: string) => serverDrawn(routes, address);

describe("the payments remote's islands", () => {
  it('/verify draws its wizard as an island, and the island draws the same', async () => {
    const html = await serverHtml('/verify');
    const island = firstIsland(html)!;
    expect(island.name).toBe('payment-wizard');

    window.history.replaceState(null, '', '/verify');
    const Loaded = (await islandLoaders['payment-wizard']()).default as FunctionComponent;
    const drawn = renderToString(<Loaded />);
    expect(drawn).toContain('How much would you like to pay?');
    expect(drawn).toMatch(new RegExp(`<form[^>]*${NEEDS_SCRIPTS_ATTRIBUTE}=""`));
    expect(html.slice(island.contentAt, island.contentAt + drawn.length)).toBe(drawn);
  });

  it('keeps the notice that paying needs scripts outside the island, in the page', async () => {
    const html = await serverHtml('/verify');
    expect(html.indexOf('Paying online needs our card processor’s scripts')).toBeLessThan(html.indexOf(`${ISLAND_ATTRIBUTE}=`));
  });

  it('is the only island of the payments pages', async () => {
    const names = [...(await serverHtml('/verify')).matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g'))].map((match) => match[1]);
    expect(names).toEqual(Object.keys(islandLoaders));
  });
});
