// The store is one instance in the browser: a remote writes, the shell reads.
import { expect, test } from '../support/test';

test('the gallery flag set by the marketing remote hides the shell frame, and clearing it brings the frame back', async ({
  page,
}) => {
  await page.goto('/gallery');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/gallery/residentialgallerylist/991');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText(/All rights reserved/)).toHaveCount(0);
  await page.getByRole('link', { name: /Back to/ }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
