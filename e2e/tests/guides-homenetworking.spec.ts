// A TOB Homes buyer sets up home networking from the welcome menu, on either option.
import { expect, test } from '../support/test';
import { returnHome, stepHeading, walkSteps } from '../support/guide';
import { PHONE } from '../support/phone';

const option1 = [
  'Order internet service as a self-install',
  'Find your network panel',
  'Connect the modem and let it start up',
  'Activate your service',
  'Connect the router and join your Wi-Fi',
];

const option2 = ['Book a professional installation', 'Meet the technician at the network panel', 'Join your Wi-Fi and check it'];

test('option 1, from /TOBHomes: a refresh keeps the step, the browser back button goes back a step, and the end leads home', async ({
  page,
}) => {
  await page.goto('/TOBHomes');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome home, TOB Homes owners' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the home networking guide' }).click();
  await expect(page).toHaveURL('/tobhomes/homenetworking');
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/tobhomes');
  await page.getByRole('link', { name: 'Start option 1' }).click();
  await expect(page).toHaveURL('/tobhomes/homenetworking/option1');

  await walkSteps(page, option1, { to: 3 });
  await expect(page).toHaveURL('/tobhomes/homenetworking/option1?step=3#guide-step');
  await expect(stepHeading(page, 'Activate your service')).toBeVisible();
  await expect(page.getByText('After the 20 minutes, contact your internet provider', { exact: false })).toBeVisible();

  // The step change scrolls the step's own heading to 120 px from the top of the view.
  const heading = stepHeading(page, 'Activate your service');
  await expect.poll(async () => Math.abs((await heading.boundingBox())!.y - 120)).toBeLessThanOrEqual(2);

  await page.reload();
  await expect(stepHeading(page, 'Activate your service')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/tobhomes/homenetworking/option1?step=2#guide-step');
  await expect(stepHeading(page, 'Connect the modem and let it start up')).toBeVisible();
  await expect(page.getByText('Now wait 20 minutes before you contact your internet provider.', { exact: false })).toBeVisible();

  await walkSteps(page, option1, { from: 2 });
  await expect(page).toHaveURL('/tobhomes/homenetworking/option1?step=5#guide-step');
  await returnHome(page);
});

test('option 2: three steps, Back goes back a step, and the end leads home', async ({ page }) => {
  await page.goto('/tobhomes/homenetworking');
  await page.getByRole('link', { name: 'Start option 2' }).click();
  await walkSteps(page, option2, { to: 2 });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/tobhomes/homenetworking/option2?step=1#guide-step');
  await walkSteps(page, option2, { from: 1 });
  await returnHome(page);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test("the five-step bar is one row of numbers, the current one marked, and the step's heading names it (#43)", async ({ page }) => {
    await page.goto('/tobhomes/homenetworking/option1?step=4');
    const bar = page.getByRole('navigation', { name: 'Guide progress' });
    await expect(bar.getByText('Step 5 of 5')).toBeVisible();
    const steps = bar.getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(4)).toHaveAttribute('aria-current', 'step');
    // One line each (the names wrapped to five lines here: "Wi-/Fi"), all on one row.
    const boxes = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await steps.nth(i).boundingBox())!));
    for (const box of boxes) expect(box.height).toBeLessThan(48);
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
    await expect(stepHeading(page, 'Connect the router and join your Wi-Fi')).toBeVisible();
  });
});
