// A customer pays a $100.00 invoice by credit card: $103.00 with the 3% surcharge.
import { expect, test } from '../support/test';
import { APPROVED_CARD, ledgerRows, paymentPopup, payWithCard, pendingInvoice, startPayment } from '../support/payments';

test('a credit payment of $100.00 charges $103.00 through the card popup, records it once and goes home', async ({ page }) => {
  await startPayment(page, { amount: '100', card: 'Credit' });
  const invoice = await pendingInvoice(page);
  await expect(page.getByText('Credit card surcharge')).toBeVisible();

  // A refresh of the checkout keeps the amount (and its pending order).
  await page.reload();
  const pay = page.getByRole('button', { name: 'Pay $103.00 now' });
  await expect(pay).toBeVisible();
  expect(await pendingInvoice(page)).toBe(invoice);
  await pay.click();
  await expect(page.getByRole('dialog', { name: 'Secure payment' })).toBeVisible();
  await expect(paymentPopup(page).getByText('Service fee')).toBeVisible();
  await payWithCard(page, APPROVED_CARD);

  await expect(page).toHaveURL(/\/verify\/checkout\/processing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizing Sale' })).toBeVisible();
  await expect(page.getByText('DO NOT LEAVE OR REFRESH THIS PAGE')).toBeVisible();
  await expect(page.getByText('Success!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('YOU ARE BEING REDIRECTED...')).toBeVisible();
  const paid = page.getByRole('status');
  await expect(paid.getByRole('definition')).toHaveText(['$103.00', 'Credit', /\S+/]);
  const transaction = await paid.getByRole('definition').nth(2).textContent();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  const rows = ledgerRows(invoice);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.transaction_id).toBe(transaction);
  expect(rows[0]).toMatchObject({ invoice, amount_cents: 10_300, result: 'APPROVED', billing_street: '12 Lake Street' });
  expect(await page.evaluate(() => sessionStorage.getItem('av-site:payments-order'))).toBeNull();
});
