// A customer opens the card popup and closes it without paying.
import { expect, test } from '../support/test';
import { paymentPopup, startPayment } from '../support/payments';

test('closing the card popup before paying asks the customer to complete checkout', async ({ page }) => {
  await startPayment(page, { amount: '75', card: 'Credit' });
  await page.getByRole('button', { name: 'Pay $77.25 now' }).click();
  await expect(paymentPopup(page).getByRole('heading', { name: 'Secure payment' })).toBeVisible();

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await paymentPopup(page).getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => alerts).toEqual(['Please complete checkout before continuing.']);

  await expect(page.getByRole('dialog', { name: 'Secure payment' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/verify\/checkout$/);
  await expect(page.getByRole('button', { name: 'Pay $77.25 now' })).toBeFocused();
});
