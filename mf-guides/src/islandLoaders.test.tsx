// Every island a guide's page draws is one islands.js can hydrate, and what it hydrates
// draws exactly what the server drew for the same address, a step's included.
import { renderToString } from 'react-dom/server';
import { firstIsland, serverDrawn } from 'site-testing/serverDrawn';
import * as routes from './routes';
import { islandLoaders } from './islandLoaders';
import { PATHS } from './paths';

const serverHtml = (address: string) => serverDrawn(routes, address);

const guideAddresses = [PATHS.caseta, `${PATHS.caseta}?step=2`, `${PATHS.ringDoorbell}?step=2`, PATHS.homeNetworkingOption1, `${PATHS.homeNetworkingOption2}?step=3`];

describe("the guides remote's islands", () => {
  it('are named once on each guide, and islands.js knows every name drawn', async () => {
    const guides = [PATHS.caseta, PATHS.ringDoorbell, PATHS.homeNetworkingOption1, PATHS.homeNetworkingOption2];
    const names = await Promise.all(guides.map(async (path) => firstIsland(await serverHtml(path))?.name));
    expect(names.sort()).toEqual(Object.keys(islandLoaders).sort());
  });

  it.each(guideAddresses)('draw at %s what the server drew there', async (address) => {
    const html = await serverHtml(address);
    const island = firstIsland(html)!;
    window.history.replaceState(null, '', address);
    const { default: Loaded } = await islandLoaders[island.name as keyof typeof islandLoaders]();
    const drawn = renderToString(<Loaded />);
    expect(drawn).toMatch(/^<section[^>]*aria-labelledby="guide-step"/);
    expect(html.slice(island.contentAt, island.contentAt + drawn.length)).toBe(drawn);
  });
});
