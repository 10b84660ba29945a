// Every island a guide's page or the network personalization page draws is one islands.js
// can hydrate, and what it hydrates draws exactly what the server drew for the same
// address, a step's included.
import type { FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { firstIsland, serverDrawn } from 'site-testing/serverDrawn';
import * as routes from './routes';
import { islandLoaders } from './islandLoaders';
import { PATHS } from './paths';

const serverHtml = (address: string) => serverDrawn(routes, address);

const guideAddresses = [PATHS.caseta, `${PATHS.caseta}?step=2`, `${PATHS.ringDoorbell}?step=2`, PATHS.homeNetworkingOption1, `${PATHS.homeNetworkingOption2}?step=3`];

describe("the guides remote's islands", () => {
  it('are named once on each guide and on the network personalization page, and islands.js knows every name drawn', async () => {
    const pages = [PATHS.caseta, PATHS.ringDoorbell, PATHS.homeNetworkingOption1, PATHS.homeNetworkingOption2, PATHS.lan];
    const names = await Promise.all(pages.map(async (path) => firstIsland(await serverHtml(path))?.name));
    expect(names.sort()).toEqual(Object.keys(islandLoaders).sort());
  });

  it('draw the network personalization form as the server drew it', async () => {
    const html = await serverHtml(PATHS.lan);
    const island = firstIsland(html)!;
    expect(island.name).toBe('lan-form');
    window.history.replaceState(null, '', PATHS.lan);
    const Loaded = (await islandLoaders['lan-form']()).default as FunctionComponent;
    const drawn = renderToString(<Loaded />);
    expect(drawn).toMatch(/^<form[^>]*aria-label="Network personalization"/);
    expect(html.slice(island.contentAt, island.contentAt + drawn.length)).toBe(drawn);
  });

  it.each(guideAddresses)('draw at %s what the server drew there', async (address) => {
    const html = await serverHtml(address);
    const island = firstIsland(html)!;
    window.history.replaceState(null, '', address);
    const Loaded = (await islandLoaders[island.name as keyof typeof islandLoaders]()).default as FunctionComponent;
    const drawn = renderToString(<Loaded />);
    expect(drawn).toMatch(/^<section[^>]*aria-labelledby="guide-step"/);
    expect(html.slice(island.contentAt, island.contentAt + drawn.length)).toBe(drawn);
  });
});
