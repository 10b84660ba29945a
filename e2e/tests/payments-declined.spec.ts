// A customer's card is declined: the popup says so, and the site ends on its error page.
import { expect, test } from '../support/test';
import { DECLINED_CARD, ledgerRows, paymentPopup, payWithCard, pendingInvoice, startPayment } from '../support/payments';

const ERROR_TEXT =
  'Your bank has handled your payment, but an error happened on our side while we were finalizing it. If we do not receive your payment, we will reach out to you.';

test('a declined card ends on the error page, then thanks and a way home, with nothing recorded', async ({ page }) => {
  await startPayment(page, { amount: '40', card: 'Credit' });
  const invoice = await pendingInvoice(page);

  await page.getByRole('button', { name: 'Pay $41.20 now' }).click();
  await payWithCard(page, DECLINED_CARD);
  const popup = paymentPopup(page);
  await expect(popup.getByText('Declined: Transaction declined.')).toBeVisible();
  await popup.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/verify\/checkout\/processing$/);
  await expect(page.getByText(ERROR_TEXT)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Success!')).toHaveCount(0);
  await expect(page.getByText('Thank you for paying online!')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Return to Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);

  expect(ledgerRows(invoice)).toEqual([]);
});
