// The keypad is an island islands.js can hydrate, and what it hydrates draws exactly what
// the server drew; the rest of the page (the notice, the way to Pay Online) stays the server's.
import type { FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ISLAND_ATTRIBUTE } from 'shared-ui/islands/islandMarks';
import { matchesAny } from 'shared-ui/routing/prerender';
import StaffhubRoutes from './routes';
import { islandLoaders } from './islandLoaders';
import { PATHS } from './paths';
import { prerenderPlan } from './prerender';

const serverHtml = (address: string) =>
  renderToString(
    <MemoryRouter initialEntries={[address]}>
      <StaffhubRoutes />
    </MemoryRouter>,
  );

describe("the staff hub remote's islands", () => {
  it('/verify/trust is sent without the app, and draws its keypad as an island that draws the same', async () => {
    expect(matchesAny(prerenderPlan.staticPages, PATHS.keypad)).toBe(true);
    const html = serverHtml(PATHS.keypad);
    const opening = new RegExp(`<div[^>]*${ISLAND_ATTRIBUTE}="([^"]+)"[^>]*>`).exec(html)!;
    expect(opening[1]).toBe('keypad');
    // Digits, Backspace and Enter on a focused key wait for its code rather than being lost.
    expect(opening[0]).toContain('data-island-holds="0 1 2 3 4 5 6 7 8 9 Backspace Enter"');

    window.history.replaceState(null, '', PATHS.keypad);
    const Loaded = (await islandLoaders.keypad()).default as FunctionComponent;
    const drawn = renderToString(<Loaded />);
    expect(drawn).toContain('aria-label="Passcode keypad"');
    expect(drawn).toContain('0 of 8 digits entered');
    const at = opening.index + opening[0].length;
    expect(html.slice(at, at + drawn.length)).toBe(drawn);
  });

  it('keeps the notice that the keypad needs scripts and the way to Pay Online outside the island, in the page', () => {
    const html = serverHtml(PATHS.keypad);
    const island = html.indexOf(`${ISLAND_ATTRIBUTE}=`);
    expect(html.indexOf('The keypad needs this page’s scripts')).toBeLessThan(island);
    expect(html.indexOf('Go to Pay Online')).toBeGreaterThan(html.indexOf('</div>', html.indexOf('Submit')));
  });

  it("/kh draws its page with the topics' island loading, no topic in it, and the island draws the same", async () => {
    const html = serverHtml(PATHS.hub);
    expect(html).toContain('Knowledge Hub');
    const opening = new RegExp(`<div[^>]*${ISLAND_ATTRIBUTE}="([^"]+)"[^>]*>`).exec(html)!;
    expect(opening[1]).toBe('hub-topics');

    window.history.replaceState(null, '', PATHS.hub);
    const Loaded = (await islandLoaders['hub-topics']()).default as FunctionComponent;
    const drawn = renderToString(<Loaded />);
    expect(drawn).toContain('Loading the topics');
    const at = opening.index + opening[0].length;
    expect(html.slice(at, at + drawn.length)).toBe(drawn);
    expect(html).not.toMatch(/href="\/kh\/(?!suggestion")/); // no topic's link
    expect(html).toContain('href="/kh/suggestion"');
  });
});
