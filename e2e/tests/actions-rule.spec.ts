// One rule for actions (#43, docs/design.md): the amber filled button is the quote or the
// call, nothing else, on every public page at 1366 px. "Amber filled" is read from the
// page as drawn: a link or button whose background is the accent colour, whatever class
// drew it. What counts as the quote is one list, shared-ui/kit/ButtonRule.ts.
import { expect, test, type Page } from '../support/test';
import { PUBLIC_PATHS } from '../support/publicPages';
import { isQuoteOrCall, QUOTE_ACTIONS } from '../../shared-ui/kit/ButtonRule';

/** The names of the page's visible links and buttons filled with the accent colour, in page order. */
const amberActions = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--color-accent)';
    document.body.append(probe);
    const accent = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const nameOf = (element: Element) => {
      const copy = element.cloneNode(true) as Element;
      copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return (element.getAttribute('aria-label') ?? copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    return [...document.querySelectorAll('a, button, summary, [role="button"]')]
      .filter((element) => element.checkVisibility() && getComputedStyle(element).backgroundColor === accent)
      .map(nameOf);
  });

test.use({ viewport: { width: 1366, height: 768 } });

test('on every public page, the amber filled buttons are the quote and the call only', async ({ page }) => {
  test.setTimeout(PUBLIC_PATHS.length * 8_000);
  const offending: Record<string, string[]> = {};
  for (const path of PUBLIC_PATHS) {
    await page.goto(path);
    const others = (await amberActions(page)).filter((name) => !isQuoteOrCall(name));
    if (others.length > 0) offending[path] = others;
  }
  expect(offending).toEqual({});
});

test('the check sees the amber buttons: a services page offers the quote in the nav bar, in its services and in its closing band', async ({ page }) => {
  await page.goto('/residentialservices');
  const amber = await amberActions(page);
  // The header's, each service's quote (in their order), the closing band's.
  expect(amber.filter((name) => name !== 'Get a quote')).toEqual(['Plan your theater', 'Talk to a designer', 'Start an automation project', 'Plan your lighting', 'Plan your network']);
  expect(amber.filter((name) => name === 'Get a quote')).toHaveLength(2);
  for (const name of amber) expect(QUOTE_ACTIONS).toContain(name);
  // Their galleries' buttons are the outline.
  const gallery = page.getByRole('link', { name: 'See home theaters we built' });
  await expect(gallery).toBeVisible();
  expect(await gallery.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe(
    await page.evaluate(() => getComputedStyle(document.querySelector('a[href="/opportunity"]')!).backgroundColor),
  );
});

test('the marketing and gallery-list pages end on the closing band, the quote amber and the call beside it', async ({ page }) => {
  for (const path of ['/serviceslist', '/residentialservices', '/commercialservices', '/brands', '/team', '/testimonials', '/gallery', '/gallery/residentialgallerylist', '/gallery/commercialgallerylist', '/support']) {
    await page.goto(path);
    const band = page.getByRole('main').locator('section[aria-labelledby="closing-heading"]');
    await expect(band, path).toHaveCount(1);
    // Nothing of the page below it: the footer follows.
    const below = await band.evaluate((section) => {
      const bottom = section.getBoundingClientRect().bottom;
      return [...section.closest('main')!.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().height > 0 && element.getBoundingClientRect().bottom > bottom + 1)
        .map((element) => element.tagName);
    });
    expect(below, path).toEqual([]);
    await expect(band.getByRole('link'), path).toHaveText(['Get a quote', 'Call (608) 555-0142']);
  }
});
