// A TOB Homes buyer sets up the Lutron Caséta Smart Bridge on a phone.
import { expect, test } from '../support/test';
import { returnHome, stepHeading, walkSteps } from '../support/guide';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const steps = ['Connect the Smart Bridge', 'Install the right Lutron app', 'Add the bridge and your lights'];

test('the caseta guide from the welcome menu to the Return to the Home Page link, with a refresh on the way', async ({ page }) => {
  await page.goto('/tobhomes');
  await page.getByRole('link', { name: 'Open the Caséta guide' }).click();
  await expect(page).toHaveURL('/tobhomes/caseta');

  await walkSteps(page, steps, { to: 1 });
  await expect(page.getByText('Devices produced after April 2015 need the newer Lutron app.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, 'Install the right Lutron app')).toBeVisible();

  await walkSteps(page, steps, { from: 1 });
  await returnHome(page);
});
