/**
 * @jest-environment node
 */
// The composer's pages sent without the app (#42): none of the app's scripts, and the code
// of their islands that load at once named for after the first paint.
import { filesFetch } from 'site-testing/filesFetch';
import { CAREERS, careersFiles, careersIndex, composer, EARLY_SCRIPT, get, ISLAND_PRESSES, manifest, sha256, stateOf } from './composerFixtures';
import { SPECULATION_RULES } from './staticTemplate';

describe('the composer, for a page sent without the app', () => {
  it("sends a page without the app with none of the app's scripts, its preloads or the early capture: the page script and the islands' press holder", async () => {
    const index = careersIndex('Careers');
    index.pages['/apply'] = { ...index.pages['/apply']!, static: true };
    const files = { ...careersFiles(), [`${CAREERS}ssr/index.json`]: index };
    const response = await get(composer(filesFetch(files).fetch), '/apply');
    const html = await response.text();

    expect(response.status).toBe(200);
    // No inline script is left to allow but the islands' press holder and the speculation rules.
    expect(response.headers.get('Content-Security-Policy')).toBe(
      `script-src 'self' ${sha256(ISLAND_PRESSES)} ${sha256(SPECULATION_RULES)}; style-src ${sha256('.careers-x{color:red}')}`,
    );
    expect(html).toContain(`<script data-island-presses>${ISLAND_PRESSES}</script>`);
    expect(html).not.toContain(EARLY_SCRIPT);
    expect(html).not.toContain('/main.js');
    expect(html).not.toContain('rel="preload" as="script"');
    // Nothing comes from the remotes' origins: no connection is opened to them.
    expect(response.headers.get('Link')).toBeNull();
    expect(html).toContain('<script defer src="/static-page.js"></script>');
    expect(html).toContain('<h1>Careers</h1>');
    expect(html).toContain(`<style data-href="${CAREERS}541.0123456789.css">.careers-x{color:red}</style>`);
    expect(stateOf(html)).toEqual({ manifest, pathname: '/apply', remote: { name: 'careers', render: 'content' } });

    // Its remote's not-found page is not the page marked static: it is sent as before, and
    // holds no island's presses apart (the app hydrates its islands with it).
    const missing = await (await get(composer(filesFetch(files).fetch), '/apply/nothing-here')).text();
    expect(missing).toContain('/main.js');
    expect(missing).not.toContain(ISLAND_PRESSES);
  });

  it('sends /confirmation without the app, the case id from the address drawn in it and kept from shared caches', async () => {
    const compose = composer(filesFetch(careersFiles()).fetch);
    const plain = await get(compose, '/confirmation');
    const html = await plain.text();
    expect(html).toContain('<script defer src="/static-page.js"></script>');
    expect(html).not.toContain('/main.js');
    expect(html).toContain('Thank you!');
    expect(plain.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=5');

    const withCase = await get(compose, '/confirmation?case=SP-7K2M9Q4R8T');
    expect(await withCase.text()).toContain('<strong class="case-number">SP-7K2M9Q4R8T</strong>');
    expect(withCase.headers.get('Cache-Control')).not.toMatch(/public/);
  });

  it("names the code of a page's islands that load at once in its state, for after the first paint: no preload, never the app's entry", async () => {
    const index = careersIndex('Careers');
    index.pages['/apply'] = { ...index.pages['/apply']!, chunks: ['islands.js', 'islands/react.0123456789.js', 'islands/island-application.0123456789.js'], static: true };
    const files = { ...careersFiles(), [`${CAREERS}ssr/index.json`]: index };
    const html = await (await get(composer(filesFetch(files).fetch), '/apply')).text();

    expect(stateOf(html).islandCode).toEqual([
      `${CAREERS}islands.js`,
      `${CAREERS}islands/react.0123456789.js`,
      `${CAREERS}islands/island-application.0123456789.js`,
    ]);
    expect(html).not.toContain('<link rel="preload" as="script"');
  });
});
