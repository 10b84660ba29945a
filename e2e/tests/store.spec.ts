// The frame steps aside for a gallery's viewer (spec: nav, footer and copyright are hidden
// while the gallery viewer flag is on). A gallery's page is sent without the app (#42), so
// no store runs on it: the shell's CSS hides them from the first paint, for any page that
// holds the viewer (body:has([data-photo-viewer])). Where the app draws a gallery, the
// store's flag, which the marketing remote sets and the shell's frame reads, does it too
// (unit tests: shell/src/frame/Frame.test.tsx, GalleryPage.test.tsx).
import { expect, test } from '../support/test';

test('a gallery page hides the nav, footer and copyright, and the way back to the list brings them back', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/gallery/residentialgallerylist/991');
  await expect(page.getByRole('heading', { level: 1, name: 'A basement theater in Janesville' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText(/All rights reserved/)).toBeHidden();
  await page.getByRole('link', { name: /Back to/ }).click();
  await expect(page).toHaveURL('/gallery/residentialgallerylist');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(/All rights reserved/)).toBeVisible();
});
