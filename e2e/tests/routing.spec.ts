// Paths a visitor types or follows: any case, unknown ones, and the thank-you page.
import { expect, test } from '../support/test';

test.describe('routing', () => {
  // Each page's own heading: a fallback (Retry, not found) has an h1 too.
  for (const [path, heading] of [
    ['/Team', 'Our team'],
    ['/TOBHomes', 'Welcome home, TOB Homes owners'],
    ['/ResidentialServices', 'Residential services'],
    ['/CommercialServices', 'Commercial services'],
  ] as const) {
    test(`${path} works whatever its case`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText('There is nothing here!')).toHaveCount(0);
    });
  }

  for (const path of ['/no-such-page', '/apply/no-such-page', '/gallery/commercialgallerylist/994']) {
    test(`${path} shows the not-found page with a link home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'There is nothing here!' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL('/');
    });
  }

  test('/confirmation thanks the visitor and promises a call or an email', async ({ page }) => {
    await page.goto('/confirmation');
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText('Someone from our team will contact you by phone or email soon.', { exact: false })).toBeVisible();
  });
});
