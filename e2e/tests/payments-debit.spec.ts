// A customer pays a $250.50 invoice by debit card: no surcharge.
import { expect, test } from '../support/test';
import { APPROVED_CARD, ledgerRows, paymentPopup, payWithCard, pendingInvoice, startPayment } from '../support/payments';

test('a debit payment charges the amount alone and is recorded once', async ({ page }) => {
  await startPayment(page, { amount: '250.5', card: 'Debit' });
  const invoice = await pendingInvoice(page);
  await expect(page.getByText('Credit card surcharge')).toHaveCount(0);

  await page.getByRole('button', { name: 'Pay $250.50 now' }).click();
  await expect(paymentPopup(page).getByText('Service fee')).toHaveCount(0);
  await expect(paymentPopup(page).getByRole('button', { name: 'Pay $250.50' })).toBeVisible();
  await payWithCard(page, APPROVED_CARD);

  await expect(page.getByText('Success!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  expect(ledgerRows(invoice)).toEqual([expect.objectContaining({ invoice, amount_cents: 25_050, result: 'APPROVED' })]);
});
