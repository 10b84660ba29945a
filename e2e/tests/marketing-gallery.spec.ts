// A visitor opens the galleries, looks through one in the full-screen viewer (drawn by
// the server, its code loaded at the first interaction) with its links and the keyboard,
// and comes back; a gallery that does not exist is not found. The landing
// fills its column, and every picture shows its preview until it arrives.
import { expect, test, type Page } from '../support/test';

/** The list's cards end in a whole row: its last card reaches the grid's right edge, as its first row does (#33). */
async function expectWholeRows(page: Page) {
  const grid = page.getByRole('main').getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
  const edges = await grid.evaluate((list) => {
    const cards = [...list.children].map((card) => card.getBoundingClientRect());
    return { grid: Math.round(list.getBoundingClientRect().right), last: Math.round(cards.at(-1)!.right), rows: new Set(cards.map((card) => Math.round(card.top))).size };
  });
  expect(edges.last).toBe(edges.grid);
  expect(edges.rows).toBeGreaterThan(1);
}

/** The photo on show in the viewer (every photo is in the page; the others are hidden), and its counter. */
const shownSlide = (page: Page) => page.locator('[data-photo-viewer] [id^="photo-"]:visible');
const shownPhoto = (page: Page) => shownSlide(page).locator('img');
const shownCount = (page: Page) => shownSlide(page).getByText(/^Photo \d of \d$/);

/** The frame steps aside for the viewer: nav, footer and copyright hidden (spec). */
async function expectFrameHidden(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText(/All rights reserved/)).toBeHidden();
}

test('a visitor views a gallery full screen and returns to the site', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Galleries' })).toBeVisible();
  await page.getByRole('link', { name: 'Commercial galleries' }).click();
  await expect(page).toHaveURL('/gallery/commercialgallerylist');
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([
    'Restaurants & Sports Bars',
    'Conference Rooms',
    'Houses of Worship',
    'Night Clubs & Event Centers',
    'Apartments & Multiple Dwelling Units',
    'Commercial-Grade Audio & Acoustic Reinforcement',
    'Sound Masking & Speech Privacy',
    // Every gallery list ends on the closing band's quote and call (#43).
    'Ready to plan your project?',
  ]);
  await expectWholeRows(page);

  await page.goto('/gallery/residentialgallerylist');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Home Theater',
    'Whole-Home Integrated Systems',
    'Automation Control',
    'Smart Lighting',
    'Structured Wiring & Home Networking',
    'Ready to plan your project?',
  ]);
  await expectWholeRows(page);

  // The page arrives drawn (#42): the server's HTML alone, no script run, shows photo 1 and
  // its counter, with the frame's nav, footer and copyright hidden under the viewer.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.getByRole('link', { name: 'Home Theater' }).click();
  await expect(page).toHaveURL('/gallery/residentialgallerylist/991');
  await expect(shownCount(page)).toHaveText('Photo 1 of 5');
  await expect(shownPhoto(page)).toHaveAttribute('alt', /star ceiling/);
  await expect(page.getByText('PLEASE WAIT')).toHaveCount(0);
  await expectFrameHidden(page);
  await page.unroute(/\.js(\?|$)/);
  await page.reload();
  await expect(page.getByText('Use the arrow keys or swipe to browse; Escape returns to the list.')).toBeVisible();

  // The photos sit on the site's column: the first control starts where the title does (#33).
  const titleLeft = (await page.getByRole('heading', { level: 1, name: 'A basement theater in Janesville' }).boundingBox())!.x;
  expect(Math.round((await page.getByRole('link', { name: 'Previous photo' }).boundingBox())!.x)).toBe(Math.round(titleLeft));
  await expect(page).toHaveTitle('Home Theater gallery | Rock River Audio Video');
  await expectFrameHidden(page);

  const shown = shownPhoto(page);
  await expect(shown).toHaveJSProperty('complete', true);
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // Next is a link: it steps at once, and brings the viewer's code, which then takes the keys.
  await page.getByRole('link', { name: 'Next photo' }).click();
  await expect(shownCount(page)).toHaveText('Photo 2 of 5');
  await expect(shown).toHaveAttribute('alt', /Three-row theater/);
  await expect(page.locator('[data-island="gallery-viewer"]')).toHaveAttribute('data-island-state', 'hydrated');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(shownCount(page)).toHaveText('Photo 5 of 5');
  await expect(page.getByRole('link', { name: 'Next photo' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(shownCount(page)).toHaveText('Photo 4 of 5');
  await page.getByRole('link', { name: 'Show photo 1' }).click();
  await expect(shownCount(page)).toHaveText('Photo 1 of 5');

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/gallery/residentialgallerylist');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The gallery reads as a project: where, what went in, with which brands.
  const smartLighting = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Smart Lighting' }) });
  await expect(smartLighting).toContainText('Madison');
  await expect(smartLighting).toContainText('Dimming on 42 circuits, tunable-white downlights and landscape lighting.');
  await page.getByRole('link', { name: 'Smart Lighting' }).click();
  await expect(shownCount(page)).toHaveText('Photo 1 of 5');
  const project = page.getByRole('region', { name: 'Lighting scenes for a Madison home' });
  await expect(project).toContainText('Dimming on 42 circuits, tunable-white downlights and landscape lighting.');
  await expect(project).toContainText('Lutron, Ketra');
  await page.getByRole('link', { name: 'Back to residential galleries' }).click();
  await expect(page).toHaveURL('/gallery/residentialgallerylist');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();

  await page.goto('/gallery/commercialgallerylist/994');
  await expect(page.getByRole('heading', { name: 'There is nothing here!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

/** The left and right edges of the page column's content, where the h1 starts. */
const columnEdges = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => {
      const column = heading.closest('header')!.parentElement!;
      const box = column.getBoundingClientRect();
      const style = getComputedStyle(column);
      return [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)].map(Math.round);
    });

test('the galleries landing fills its column: both kinds side by side on a desktop, one above the other on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/gallery');
  const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Residential galleries', 'Commercial galleries']);
  // How many galleries and photos each kind holds, counted from the data (unit tests check the count).
  await expect(cards.nth(0).getByRole('heading', { level: 3 })).toHaveText(/^5 galleries, \d+ photos$/);
  await expect(cards.nth(1).getByRole('heading', { level: 3 })).toHaveText(/^7 galleries, \d+ photos$/);
  await expect(cards.nth(0).getByRole('link', { name: 'Smart Lighting' })).toHaveAttribute('href', '/gallery/residentialgallerylist/988');

  const [left, right] = await columnEdges(page);
  const [residential, commercial] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(Math.round(residential.y)).toBe(Math.round(commercial.y));
  expect(Math.round(residential.x)).toBe(left);
  expect(Math.round(commercial.x + commercial.width)).toBe(right);
  expect(Math.round(residential.width)).toBe(Math.round(commercial.width));

  await page.setViewportSize({ width: 390, height: 844 });
  const [phoneLeft, phoneRight] = await columnEdges(page);
  const [top, below] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(below.y).toBeGreaterThan(top.y + top.height);
  for (const card of [top, below]) expect([Math.round(card.x), Math.round(card.x + card.width)]).toEqual([phoneLeft, phoneRight]);

  await cards.nth(1).getByRole('link', { name: 'Conference Rooms' }).click();
  await expect(page).toHaveURL('/gallery/commercialgallerylist/998');
  await expect(shownCount(page)).toHaveText('Photo 1 of 5');
  // On the phone the photo's box takes the photo's own shape: no dark bands above and below it.
  const shown = shownPhoto(page);
  await expect(shown).toHaveJSProperty('complete', true);
  const box = (await shown.boundingBox())!;
  const [naturalWidth, naturalHeight] = await shown.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(Math.abs(box.height - (box.width * naturalHeight!) / naturalWidth!)).toBeLessThan(2);
  // Photo first on a phone: full width, the project card below it (#33).
  expect(Math.round(box.width)).toBe(390);
  const card = (await page.getByRole('region', { name: 'Six meeting rooms for a Rockford firm' }).boundingBox())!;
  expect(card.y).toBeGreaterThan(box.y + box.height);
});

test('a picture that has not arrived shows its preview, never an empty box', async ({ page }) => {
  // Hold every picture file back: what is drawn is what a visitor sees while they arrive.
  await page.route(/\.(webp|avif)$/, () => {});
  for (const path of ['/gallery', '/gallery/residentialgallerylist']) {
    // The load event waits for pictures, which never come here.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const pictures = page.getByRole('main').getByRole('img');
    await expect(pictures.first()).toBeVisible();
    const drawn = await pictures.evaluateAll((images) =>
      images.map((image) => ({ complete: (image as HTMLImageElement).naturalWidth > 0, preview: getComputedStyle(image).backgroundImage })),
    );
    expect(drawn.length, path).toBe(path === '/gallery' ? 2 : 5);
    for (const { complete, preview } of drawn) {
      expect(complete).toBe(false);
      expect(preview).toMatch(/^url\("data:image\/webp;base64,[A-Za-z0-9+/]+=*"\)$/);
    }
  }
});

test("a page's lead picture is there with the page: its narrowest file, drawn by the server's HTML, while the files are held", async ({ page }) => {
  await page.route(/\.(webp|avif)$/, () => {});
  for (const path of ['/residentialservices', '/gallery/residentialgallerylist', '/gallery/residentialgallerylist/991']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const lead = page.getByRole('main').locator('img').first();
    const { preview, narrowest } = await lead.evaluate((image: HTMLImageElement) => ({
      preview: getComputedStyle(image).backgroundImage,
      narrowest: image.srcset.split(', ')[0]!.split(' ')[0]!,
    }));
    const inlined = /^url\("data:image\/webp;base64,([A-Za-z0-9+/]+=*)"\)$/.exec(preview)?.[1];
    expect(inlined, path).toBeDefined();
    const file = await page.request.get(narrowest);
    expect(Buffer.from(inlined!, 'base64').equals(await file.body()), `${path}: the preview is ${narrowest}`).toBe(true);
  }
});
