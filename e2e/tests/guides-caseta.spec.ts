// A TOB Homes buyer sets up the Lutron Caséta Smart Bridge on a phone.
import { expect, test, type Locator } from '../support/test';
import { returnHome, stepHeading, walkSteps } from '../support/guide';
import { fetchHtml, mainOf, textOf, watchHydration } from '../support/serverHtml';
import { siteUrl } from '../support/site';
import { PHONE } from '../support/phone';

test.use(PHONE);

const steps = ['Connect the Smart Bridge', 'Install the right Lutron app', 'Add the bridge and your lights'];

/** The spec's scroll on each step change: to 120 px from the top, measured to the step's heading. */
const STEP_TOP = 120;
/** How far the top of what `locator` finds is from `y`, in CSS pixels. */
/** A button of one line: its 2.75rem minimum height; a wrapped label makes it taller. */
const ONE_LINE_BUTTON_MAX = 48;
const offBy = async (locator: Locator, y: number) => Math.abs((await locator.boundingBox())!.y - y);

test('the caseta guide from the welcome menu to the Return to the Home Page link, with a refresh on the way', async ({ page }) => {
  await page.goto('/tobhomes');
  await page.getByRole('link', { name: 'Open the Caséta guide' }).click();
  await expect(page).toHaveURL('/tobhomes/caseta');
  // The step shows the device it talks about, drawn (#33).
  await expect(page.getByRole('main').getByRole('img', { name: /^The Caséta Smart Bridge: a small white square box/ })).toBeVisible();

  await walkSteps(page, steps, { to: 1 });
  await expect(page.getByText('Devices produced after April 2015 need the newer Lutron app.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, 'Install the right Lutron app')).toBeVisible();

  await walkSteps(page, steps, { from: 1 });
  await returnHome(page);
});

test("a link to a step arrives drawn at that step, and the walkthrough's island, once touched, hydrates there", async ({ request, page }) => {
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
  await page.getByRole('main').getByRole('button', { name: 'Back' }).focus();
  await expect(page.locator('[data-island="caseta-walkthrough"]')).toHaveAttribute('data-island-state', 'hydrated');
  await expect(stepHeading(page, steps[2]!)).toBeVisible();
  expect(hydration.messages).toEqual([]);
});

test("after Next and Back the step's own heading stands 120 px from the top, and the finish buttons stack as whole buttons", async ({
  page,
}) => {
  await page.goto('/tobhomes/caseta');
  await expect(stepHeading(page, steps[0]!)).toBeVisible();

  const presses: [string, string][] = [
    ['Next', steps[1]!],
    ['Next', steps[2]!],
    ['Back', steps[1]!],
  ];
  for (const [press, title] of presses) {
    await page.getByRole('main').getByRole('button', { name: press }).click();
    await expect.poll(() => offBy(stepHeading(page, title), STEP_TOP)).toBeLessThanOrEqual(2);
    // The step's first line of text follows in view, not the guide's intro.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toBeInViewport();
  }

  await page.getByRole('main').getByRole('button', { name: 'Next' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Next' }).click();
  const done = page.getByRole('main').getByRole('heading', { level: 2, name: 'You have finished this guide' });
  await expect.poll(() => offBy(done, STEP_TOP)).toBeLessThanOrEqual(2);

  // On a phone: one full-width column of equal buttons, each label on one line.
  const finish = [
    page.getByRole('link', { name: 'Return to the Home Page' }),
    page.getByRole('link', { name: 'See all TOB Homes guides' }),
    page.getByRole('main').getByRole('button', { name: 'Back' }),
  ];
  const boxes = await Promise.all(finish.map(async (control) => (await control.boundingBox())!));
  const column = (await done.boundingBox())!;
  for (const [index, box] of boxes.entries()) {
    expect(Math.abs(box.x - column.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.width - column.width)).toBeLessThanOrEqual(1);
    expect(box.height).toBeLessThan(ONE_LINE_BUTTON_MAX);
    if (index > 0) expect(box.y).toBeGreaterThan(boxes[index - 1]!.y + boxes[index - 1]!.height);
  }
});
