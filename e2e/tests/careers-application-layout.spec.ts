// The application as it looks: on a phone it is as long as what the applicant fills in,
// fields side by side line up at their inputs, the posting's side panel has its picture,
// the application's outline stays beside the form, and a phone number is never split.
import { expect, test, type Locator } from '../support/test';
import { PHONE } from '../support/phone';

const inputTop = async (field: Locator) => (await field.boundingBox())?.y;

test('fields side by side line up at their inputs, whichever of them has a hint, beside the panel with its picture', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/apply/positions/1');
  const form = page.getByRole('form', { name: 'Application for System Integrator' });
  const contact = form.getByRole('group', { name: 'Contact Information' });
  const job1 = form.getByRole('group', { name: 'Job 1' });
  const rows: [Locator, Locator][] = [
    [contact.getByLabel('Legal first name'), contact.getByLabel('Legal family name')],
    [contact.getByLabel('Phone'), contact.getByLabel('Email')],
    [job1.getByLabel('Job title'), job1.getByLabel('Employer')],
    [job1.getByLabel('Start date'), job1.getByLabel('End date')],
  ];
  for (const [left, right] of rows) {
    const [leftBox, rightBox] = [await left.boundingBox(), await right.boundingBox()];
    expect(rightBox!.x, 'side by side').toBeGreaterThan(leftBox!.x + leftBox!.width);
    expect(await inputTop(right)).toBeCloseTo((await inputTop(left))!, 0);
  }

  // The posting's side panel shows its work at its top (#33); the application has a panel of
  // its own, its parts as links, that stays beside the long form down to Submit (#43).
  const side = page.getByRole('complementary', { name: 'About applying' });
  const picture = side.getByRole('img', { name: 'A system integrator in a blue company shirt beside the network rack he wired, its cables dressed and its status lights green.' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const outline = page.getByRole('complementary', { name: 'Your application' });
  await form.getByRole('button').last().scrollIntoViewIfNeeded();
  await expect(outline.getByRole('heading', { name: 'On this form' })).toBeInViewport();
  const [formBox, outlineBox] = [(await form.boundingBox())!, (await outline.boundingBox())!];
  expect(outlineBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
  await outline.getByRole('link', { name: 'Previous Employment' }).click();
  await expect(page).toHaveURL(/#employment$/);
  await expect(form.getByRole('group', { name: 'Previous Employment' })).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the application shows Job 1 until another is asked for, and keeps phone numbers whole', async ({ page }) => {
    await page.goto('/apply/positions/1');
    const form = page.getByRole('form', { name: 'Application for System Integrator' });
    await expect(form.getByRole('group', { name: 'Job 1' })).toBeVisible();
    await expect(form.getByRole('group', { name: /^Job [23]$/ })).toHaveCount(0);
    await expect(form.getByText('608-555-0142', { exact: true })).toHaveCSS('white-space', 'nowrap');

    await form.getByRole('button', { name: 'Add another job' }).tap();
    await expect(form.getByRole('group', { name: 'Job 2' }).getByLabel('Job title')).toBeFocused();
    await form.getByRole('button', { name: 'Remove Job 2' }).tap();
    await expect(form.getByRole('group', { name: 'Job 2' })).toHaveCount(0);
  });

  test('Careers shows the open positions, why work here and the office phone, on one line', async ({ page }) => {
    await page.goto('/apply');
    const main = page.getByRole('main');
    const positions = main.getByRole('region', { name: 'Open positions' });
    await expect(positions.getByRole('heading', { level: 3 })).toHaveText(['System Integrator', 'Sales + Project Manager']);
    await expect(positions.getByRole('link', { name: 'Apply Now' }).nth(1)).toHaveAttribute('href', '/apply/positions/2');
    await expect(main.getByRole('region', { name: 'Why work here' }).getByRole('listitem')).toHaveCount(8);
    const phone = main.getByRole('region', { name: 'Two ways to apply' }).getByRole('link', { name: '(608) 555-0142' });
    await expect(phone).toHaveAttribute('href', 'tel:+16085550142');
    await expect(phone).toHaveCSS('white-space', 'nowrap');
  });
});
