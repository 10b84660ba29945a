// Pay Online on a phone (#33): what is being paid beside every step, the captcha step
// included, and Start Over only once there is something to start over.
import { expect, test } from '../support/test';

test('on a phone, Pay Online shows the payment summary on each step and offers Start Over only from step 2', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/verify');
  const summary = page.getByRole('complementary', { name: 'Your payment' });
  const rows = summary.getByRole('definition');
  await expect(rows).toHaveText(['Not entered yet', 'Not chosen yet', '—']);
  await expect(page.getByRole('button', { name: 'Start Over' })).toHaveCount(0);

  await page.getByLabel(/Payment amount/).fill('100');
  await expect(rows).toHaveText(['$100.00', 'Not chosen yet', '—']);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'How will you pay?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Over' })).toBeVisible();
  const credit = page.getByRole('radio', { name: /^Credit/ });
  const debit = page.getByRole('radio', { name: /^Debit/ });
  // One size for both radios.
  expect((await credit.boundingBox())!.width).toBe((await debit.boundingBox())!.width);
  await credit.check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  await expect(rows).toHaveText(['$100.00', 'Credit', '$3.00', '$103.00']);
  await expect(page.getByRole('button', { name: 'Start Over' })).toBeVisible();
});
