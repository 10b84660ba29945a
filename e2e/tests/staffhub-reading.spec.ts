// A technician on a phone reads a long knowledge-hub section from top to bottom.
import { expect, test, type Locator } from '../support/test';
import { storeUnlockFromWorker } from '../support/staff';
import { PHONE } from '../support/phone';

test.use(PHONE);

/** The nav bar's height (--nav-height: 4rem), under which an open section's title stays. */
const NAV_HEIGHT = 64;
/** Where opening a card puts its top: under the nav bar, 1rem below it (its scroll-margin-top). */
const OPENED_TOP = NAV_HEIGHT + 16;
/** Below a card's last line: its padding (1.5rem) and its border (1px). */
const CARD_PADDING_AND_BORDER = 25;

const scrollBy = (top: number) => window.scrollBy({ top, behavior: 'instant' });
/** How far the top of what `locator` finds is from `y`, in CSS pixels. */
const offBy = async (locator: Locator, y: number) => Math.abs((await locator.boundingBox())!.y - y);

test('an open section is as tall as its content, and its title stays under the nav bar while it is read', async ({ page }) => {
  await storeUnlockFromWorker(page);
  await page.goto('/kh/sonos');
  const section = page.getByRole('article', { name: 'Wired or wireless' });
  const title = section.getByRole('heading', { level: 2, name: 'Wired or wireless' });
  await title.getByRole('button').click();
  const close = section.getByRole('button', { name: 'Close Section' });
  await expect(close).toBeVisible();
  await expect.poll(() => offBy(section, OPENED_TOP)).toBeLessThanOrEqual(2);

  // The card ends under Close Section: no panel taller than what it holds, no inner scrolling.
  const open = (await section.boundingBox())!;
  const closeBox = (await close.boundingBox())!;
  expect(Math.abs(open.y + open.height - (closeBox.y + closeBox.height) - CARD_PADDING_AND_BORDER)).toBeLessThanOrEqual(1);
  expect(await section.evaluate((card) => card.scrollHeight - card.clientHeight)).toBe(0);

  // Further down the section, its title sits right under the nav bar, over the text.
  await page.evaluate(scrollBy, open.height / 2);
  await expect.poll(() => offBy(title, NAV_HEIGHT)).toBeLessThanOrEqual(1);

  // Past the section's end, the title leaves with its card.
  await page.evaluate(scrollBy, open.height);
  await expect(title).not.toBeInViewport();

  // Closing from the title, read from under the nav bar, brings the card back into view.
  await page.evaluate(scrollBy, -open.height);
  await expect.poll(() => offBy(title, NAV_HEIGHT)).toBeLessThanOrEqual(1);
  await title.getByRole('button').click();
  await expect(close).toHaveCount(0);
  await expect.poll(() => offBy(section, OPENED_TOP)).toBeLessThanOrEqual(2);
  await expect(title.getByRole('button')).toBeFocused();
});
