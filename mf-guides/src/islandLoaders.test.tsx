// Every island a guide's page draws is one islands.js can hydrate, and what it hydrates
// draws exactly what the server drew for the same address, a step's included.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ISLAND_ATTRIBUTE } from 'shared-ui/islands/islandMarks';
import GuidesRoutes from './routes';
import { islandLoaders } from './islandLoaders';
import { PATHS } from './paths';

const islandOf = (html: string) => {
  const match = new RegExp(`<div[^>]*${ISLAND_ATTRIBUTE}="([^"]+)"[^>]*>`).exec(html);
  return match && { name: match[1]!, at: match.index + match[0].length };
};

const serverHtml = (address: string) =>
  renderToString(
    <MemoryRouter initialEntries={[address]}>
      <GuidesRoutes />
    </MemoryRouter>,
  );

const guideAddresses = [PATHS.caseta, `${PATHS.caseta}?step=2`, `${PATHS.ringDoorbell}?step=2`, PATHS.homeNetworkingOption1, `${PATHS.homeNetworkingOption2}?step=3`];

describe("the guides remote's islands", () => {
  it('are named once on each guide, and islands.js knows every name drawn', () => {
    const guides = [PATHS.caseta, PATHS.ringDoorbell, PATHS.homeNetworkingOption1, PATHS.homeNetworkingOption2];
    const names = guides.map((path) => islandOf(serverHtml(path))?.name);
    expect(names.sort()).toEqual(Object.keys(islandLoaders).sort());
  });

  it.each(guideAddresses)('draw at %s what the server drew there', async (address) => {
    const html = serverHtml(address);
    const island = islandOf(html)!;
    window.history.replaceState(null, '', address);
    const { default: Loaded } = await islandLoaders[island.name as keyof typeof islandLoaders]();
    const drawn = renderToString(<Loaded />);
    expect(drawn).toMatch(/^<section[^>]*aria-labelledby="guide-step"/);
    expect(html.slice(island.at, island.at + drawn.length)).toBe(drawn);
  });
});
