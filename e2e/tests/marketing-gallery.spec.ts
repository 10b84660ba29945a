// A visitor opens the galleries, looks through one in the full-screen viewer with the
// keyboard and comes back; a gallery that does not exist is not found.
import { expect, test } from '../support/test';

test('a visitor views a gallery full screen and returns to the site', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Galleries' })).toBeVisible();
  await page.getByRole('link', { name: 'Commercial Galleries' }).click();
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
  ]);

  await page.goto('/gallery/residentialgallerylist');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Home Theater',
    'Whole-Home Integrated Systems',
    'Automation Control',
    'Smart Lighting',
    'Structured Wiring & Home Networking',
  ]);

  // Hold the gallery's photos back for a moment, so the wait screen can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/gallery-991.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Home Theater' }).click();
  await expect(page).toHaveURL('/gallery/residentialgallerylist/991');
  await expect(page.getByText('PLEASE WAIT')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  release();

  await expect(page.getByText('Photo 1 of 5')).toBeVisible();
  await expect(page.getByText('PLEASE WAIT')).toHaveCount(0);
  await expect(page).toHaveTitle('Home Theater gallery | Rock River Audio Video');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText(/All rights reserved/)).toHaveCount(0);

  const shown = page.locator('img[loading="eager"]');
  await expect(shown).toHaveAttribute('alt', /star ceiling/);
  await expect(shown).toHaveJSProperty('complete', true);
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Photo 2 of 5')).toBeVisible();
  await expect(shown).toHaveAttribute('alt', /Three-row theater/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Photo 5 of 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Photo 4 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Show photo 1' }).click();
  await expect(page.getByText('Photo 1 of 5')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/gallery/residentialgallerylist');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('link', { name: 'Smart Lighting' }).click();
  await expect(page.getByText('Photo 1 of 5')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Residential Galleries' }).click();
  await expect(page).toHaveURL('/gallery/residentialgallerylist');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.goto('/gallery/commercialgallerylist/994');
  await expect(page.getByRole('heading', { name: 'There is nothing here!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
