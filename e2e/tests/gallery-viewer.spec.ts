// A gallery's page is sent without the app (#42): the server draws its photo viewer ready,
// which works with no script (each photo has its own address; Previous, Next and the
// thumbnails are links to them; CSS shows the one the address names) and hides the
// frame's nav from the first paint. Its code is an island, fetched at the first
// interaction: a first load fetches the page script alone, and an arrow key pressed
// before the code arrives acts once when it does.
import { expect, test, type Page } from '../support/test';

const GALLERY = '/gallery/residentialgallerylist/991';

/** The photo on show (every photo is in the page; the others are hidden), with its counter. */
const shownSlide = (page: Page) => page.locator('[data-photo-viewer] [id^="photo-"]:visible');
const shownCount = (page: Page) => shownSlide(page).getByText(/^Photo \d of \d$/);
const island = (page: Page) => page.locator('[data-island="gallery-viewer"]');

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the viewer steps with its Next and Previous links and its thumbnails, the nav hidden', async ({ page }) => {
    await page.goto(GALLERY);
    await expect(page.getByRole('heading', { level: 1, name: 'A basement theater in Janesville' })).toBeVisible();
    await expect(shownSlide(page)).toHaveCount(1);
    await expect(shownCount(page)).toHaveText('Photo 1 of 5');
    await expect(shownSlide(page).getByRole('img')).toHaveAttribute('alt', /star ceiling/);
    await expect(shownSlide(page).getByRole('link', { name: 'Previous photo' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByText(/All rights reserved/)).toBeHidden();
    // The keys and the swipe are the scripts': not offered where they cannot work.
    await expect(page.getByText('Use the arrow keys or swipe to browse; Escape returns to the list.')).toBeHidden();

    await page.getByRole('link', { name: 'Next photo' }).click();
    await expect(page).toHaveURL(`${GALLERY}#photo-2`);
    await expect(shownCount(page)).toHaveText('Photo 2 of 5');
    await expect(shownSlide(page).getByRole('img')).toHaveAttribute('alt', /Three-row theater/);
    await page.getByRole('link', { name: 'Previous photo' }).click();
    await expect(shownCount(page)).toHaveText('Photo 1 of 5');

    await page.getByRole('link', { name: 'Show photo 5' }).click();
    await expect(page).toHaveURL(`${GALLERY}#photo-5`);
    await expect(shownCount(page)).toHaveText('Photo 5 of 5');
    await expect(shownSlide(page).getByRole('link', { name: 'Next photo' })).toHaveAttribute('aria-disabled', 'true');
    await expect(shownSlide(page).getByRole('link', { name: 'Next photo' })).not.toHaveAttribute('href');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to residential galleries' }).click();
    await expect(page).toHaveURL('/gallery/residentialgallerylist');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  });
});

test("a first load fetches the page script alone; the viewer's code comes at the first interaction and hydrates the viewer alone", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) warnings.push(message.text());
  });
  await page.goto(GALLERY, { waitUntil: 'networkidle' });
  await expect(shownCount(page)).toHaveText('Photo 1 of 5');
  expect(scripts).toEqual(['/static-page.js', '/web-vitals.js']);
  await expect(island(page)).toHaveAttribute('data-island-state', 'waiting');

  await shownSlide(page).getByRole('img').click();
  await expect(island(page)).toHaveAttribute('data-island-state', 'hydrated');
  expect(scripts).toEqual(
    expect.arrayContaining(['/islands.js', expect.stringMatching(/^\/islands\/react\.\w+\.js$/), expect.stringMatching(/^\/islands\/gallery-991\.\w+\.js$/)]),
  );
  await expect(page.locator('[data-photo-viewer]')).toHaveAttribute('data-enhanced');
  const hydrated = await page.evaluate(() => {
    const known = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith('__react'));
    return { viewer: known(document.querySelector('[data-photo-viewer]')), menu: known(document.querySelector('button[commandfor="site-menu"]')) };
  });
  expect(hydrated).toEqual({ viewer: true, menu: false });
  // The browser drew what the server drew: React had nothing to draw again.
  expect(warnings.filter((text) => /drawn again|hydrat/i.test(text))).toEqual([]);
});

test("an arrow key pressed before the viewer's code arrives is held, and acts once when the code is live", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/islands\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(GALLERY);
  // A click on the photo puts the visitor in the viewer and asks for its code, held above.
  await shownSlide(page).getByRole('img').click();
  await expect(island(page)).toHaveAttribute('data-island-state', 'loading');
  await page.keyboard.press('ArrowRight');
  await expect(island(page)).toHaveAttribute('aria-busy', 'true');
  await expect(shownCount(page)).toHaveText('Photo 1 of 5');

  release();
  await expect(island(page)).toHaveAttribute('data-island-state', 'hydrated');
  await expect(island(page)).not.toHaveAttribute('aria-busy');
  await expect(shownCount(page)).toHaveText('Photo 2 of 5');
  // Once: the next key moves one more.
  await page.keyboard.press('ArrowRight');
  await expect(shownCount(page)).toHaveText('Photo 3 of 5');
  await expect(page).toHaveURL(GALLERY);
});
