// The keypad and the hub's topics are islands islands.js can hydrate, and what each
// hydrates draws exactly what the server drew; the rest of their pages (the notice, the way
// to Pay Online, the hub's title and the way to suggest a change) stays the server's.
import type { FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_ATTRIBUTE } from 'shared-ui/islands/islandMarks';
import { matchesAny } from 'shared-ui/routing/prerender';
import { firstIsland, serverDrawn } from 'site-testing/serverDrawn';
import * as routes from './routes';
import { islandLoaders } from './islandLoaders';
import { PATHS } from './paths';
import { prerenderPlan } from './prerender';

const serverHtml = (address: string) => serverDrawn(routes, address);

/** The island `name` as `html` draws it, and what its loaded code draws at `address`. */
async function drawnBoth(html: string, name: keyof typeof islandLoaders, address: string) {
  const island = firstIsland(html)!;
  expect(island.name).toBe(name);
  window.history.replaceState(null, '', address);
  const Loaded = (await islandLoaders[name]()).default as FunctionComponent;
  const drawn = renderToString(<Loaded />);
  return { island, drawn, served: html.slice(island.contentAt, island.contentAt + drawn.length) };
}

describe("the staff hub remote's islands", () => {
  it('/verify/trust is sent without the app, and draws its keypad as an island that draws the same', async () => {
    expect(matchesAny(prerenderPlan.staticPages, PATHS.keypad)).toBe(true);
    const { island, drawn, served } = await drawnBoth(await serverHtml(PATHS.keypad), 'keypad', PATHS.keypad);
    // Digits, Backspace and Enter on a focused key wait for its code rather than being lost.
    expect(island.tag).toContain('data-island-holds="0 1 2 3 4 5 6 7 8 9 Backspace Enter"');
    expect(drawn).toContain('aria-label="Passcode keypad"');
    expect(drawn).toContain('0 of 8 digits entered');
    expect(served).toBe(drawn);
  });

  it('keeps the notice that the keypad needs scripts and the way to Pay Online outside the island, in the page', async () => {
    const html = await serverHtml(PATHS.keypad);
    const island = html.indexOf(`${ISLAND_ATTRIBUTE}=`);
    expect(html.indexOf('The keypad needs this page’s scripts')).toBeLessThan(island);
    expect(html.indexOf('Go to Pay Online')).toBeGreaterThan(html.indexOf('</div>', html.indexOf('Submit')));
  });

  it("/kh draws its page with the topics' island loading, no topic in it, and the island draws the same", async () => {
    const html = await serverHtml(PATHS.hub);
    expect(html).toContain('Knowledge Hub');
    const { drawn, served } = await drawnBoth(html, 'hub-topics', PATHS.hub);
    expect(drawn).toContain('Loading the topics');
    expect(served).toBe(drawn);
    expect(html).not.toMatch(/href="\/kh\/(?!suggestion")/); // no topic's link
    expect(html).toContain('href="/kh/suggestion"');
  });
});
