// The site's typeface, Inter, is used only if it is there for the first paint
// (`font-display: optional`, shell/src/fonts.css): a first visit on a slow connection reads
// its stand-in, and a reload, drawn in Inter from the cache, must not move the page under
// the visitor. The stand-in is metric-matched to Inter, so both draw the same page.
import { expect, test, type Browser, type Page } from '../support/test';

/** The typeface the browser drew the page's first paragraph in. */
async function typefaceOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main p' });
  await cdp.send('CSS.enable');
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts[0]?.familyName;
}

/** Where every element of the page's <main> starts, from the top of the page, in a new window. */
async function layoutOf(browser: Browser, path: string, { withInter }: { withInter: boolean }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  if (withInter) {
    // The second load draws Inter from the cache, as a reload does.
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
  } else {
    await page.route(/\.woff2$/, (route) => route.abort('timedout'));
  }
  await page.goto(path);
  const typeface = await typefaceOf(page);
  const tops = await page.evaluate(() => [...document.querySelectorAll('main *')].map((element) => Math.round(element.getBoundingClientRect().top + window.scrollY)));
  await context.close();
  return { typeface, tops };
}

for (const path of ['/team', '/residentialservices']) {
  test(`${path} drawn in Inter's stand-in breaks its lines where Inter does`, async ({ browser }) => {
    const inter = await layoutOf(browser, path, { withInter: true });
    const standIn = await layoutOf(browser, path, { withInter: false });
    expect(inter.typeface).toBe('Inter');
    expect(standIn.typeface).not.toBe('Inter');
    expect(standIn.tops).toEqual(inter.tops);
  });
}
