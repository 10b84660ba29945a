// A TOB Homes buyer sets up the Lutron Caséta Smart Bridge on a phone.
import { expect, test } from '../support/test';
import { returnHome, stepHeading, walkSteps } from '../support/guide';
import { fetchHtml, mainOf, textOf, watchHydration } from '../support/serverHtml';
import { siteUrl } from '../support/site';

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

test('a link to a step arrives drawn at that step, and hydrates there', async ({ request, page }) => {
  const served = await fetchHtml(request, '/tobhomes/caseta?step=2');
  expect(served.status).toBe(200);
  // The step's own heading (the progress above it names every step).
  const stepHeadings = [...mainOf(served.html).matchAll(/<h2\b[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
  expect(stepHeadings).toContain(steps[2]);
  expect(stepHeadings).not.toContain(steps[0]);
  expect(textOf(mainOf(served.html))).toContain('Step 3 of 3');
  expect(served.html).toContain(`<link rel="canonical" href="${siteUrl}/tobhomes/caseta"/>`);

  const hydration = await watchHydration(page);
  await page.goto('/tobhomes/caseta?step=2');
  await expect(stepHeading(page, steps[2]!)).toBeVisible();
  await hydration.interactive();
  await expect(stepHeading(page, steps[2]!)).toBeVisible();
  expect(hydration.messages).toEqual([]);
});
