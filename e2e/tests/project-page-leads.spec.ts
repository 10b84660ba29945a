// A gallery's project page is no dead end (#43): the spec hides the site's nav and footer
// while the viewer is open, so the viewer has a slim bar of its own, the company's name
// linking home and a call, in a phone's first screen; beside the project's facts, "Plan a
// room like this" leads to the quote form with the project's kind chosen. All plain links:
// they work before the viewer's code comes, and without scripts.
import { expect, test, type Page } from '../support/test';
import { PHONE } from '../support/phone';

const CALL = 'Call (608) 555-0142';

const PROJECTS = [
  { path: '/gallery/residentialgallerylist/991', project: 'A basement theater in Janesville', quote: '/opportunity?interest=home-theater' },
  { path: '/gallery/commercialgallerylist/999', project: 'Game days at a Madison sports bar', quote: '/opportunity?interest=business' },
] as const;

/** The frame steps aside for the viewer: nav, footer and copyright hidden (spec). */
async function expectFrameHidden(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText(/All rights reserved/)).toBeHidden();
}

/** The viewer's own bar: the way home and the call, each whole within the first screen. */
async function expectBarInFirstScreen(page: Page) {
  const bar = page.locator('[data-photo-viewer]').getByRole('navigation', { name: 'Site' });
  const home = bar.getByRole('link', { name: 'Rock River Audio Video home' });
  const call = bar.getByRole('link', { name: CALL });
  await expect(home).toHaveAttribute('href', '/');
  await expect(call).toHaveAttribute('href', 'tel:+16085550142');
  const screen = page.viewportSize()!;
  for (const link of [home, call]) {
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
    expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
  }
}

test.describe('on a phone', () => {
  test.use(PHONE);

  for (const { path, project, quote } of PROJECTS) {
    test(`${path} offers home and a call in its first screen, and a quote beside the project's facts, the frame still hidden`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('[data-photo-viewer]').getByText('Photo 1 of 5')).toBeVisible();
      await expectFrameHidden(page);
      await expectBarInFirstScreen(page);

      const card = page.getByRole('region', { name: project });
      const plan = card.getByRole('link', { name: 'Plan a room like this' });
      await expect(plan).toHaveAttribute('href', quote);
      // In the first screen with the call, unscrolled (design review): the project card comes right under the photo.
      await expect(plan).toBeInViewport({ ratio: 1 });
      await expectFrameHidden(page);
    });
  }

  test('"Plan a room like this" opens the quote form with the project\'s kind chosen, and the frame comes back', async ({ page }) => {
    await page.goto('/gallery/residentialgallerylist/991');
    await page.getByRole('link', { name: 'Plan a room like this' }).click();
    await expect(page).toHaveURL('/opportunity?interest=home-theater');
    await expect(page.getByRole('form', { name: 'Quote request' }).getByLabel('What are you interested in?')).toHaveValue('home-theater');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('on a desktop the bar is above the viewer\'s title and "Plan a room like this" is under the facts', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/gallery/commercialgallerylist/999');
  await expectFrameHidden(page);
  await expectBarInFirstScreen(page);
  const title = (await page.getByRole('heading', { level: 1, name: 'Game days at a Madison sports bar' }).boundingBox())!;
  const call = (await page.getByRole('link', { name: CALL }).boundingBox())!;
  expect(call.y + call.height).toBeLessThanOrEqual(title.y);
  const card = page.getByRole('region', { name: 'Game days at a Madison sports bar' });
  const facts = (await card.locator('dl').boundingBox())!;
  const plan = (await card.getByRole('link', { name: 'Plan a room like this' }).boundingBox())!;
  expect(plan.y).toBeGreaterThanOrEqual(facts.y + facts.height);
});

test.describe('with scripts turned off', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('the bar and the quote are plain links that work', async ({ page }) => {
    await page.goto('/gallery/commercialgallerylist/999');
    await expectFrameHidden(page);
    await expectBarInFirstScreen(page);
    await page.getByRole('link', { name: 'Plan a room like this' }).click();
    await expect(page).toHaveURL('/opportunity?interest=business');
    await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
  });
});
