// A visitor lands on checkout with no amount (a bookmark, a new tab).
import { expect, test } from '../support/test';

test('checkout without an amount alerts and sends the visitor back to /verify', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/verify/checkout');
  await expect.poll(() => alerts).toEqual(['Amount entered is not valid, you are being redirected.']);

  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Online' })).toBeVisible();
  await expect(page.getByLabel(/Payment amount/)).toBeVisible();
});
