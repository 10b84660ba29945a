// The card was charged, then the network dropped before the worker heard of it, and the
// customer reloads the checkout: the site goes on to finalize that payment instead of
// offering the pay button again.
import { expect, test } from '../support/test';
import { APPROVED_CARD, ledgerRows, payWithCard, pendingInvoice, PURCHASE_URL, startPayment } from '../support/payments';

test('reloading the checkout after a paid popup finalizes the payment, recorded once', async ({ page }) => {
  await startPayment(page, { amount: '60', card: 'Credit' });
  const invoice = await pendingInvoice(page);
  await page.route(PURCHASE_URL, (route) => route.abort('internetdisconnected'), { times: 1 });
  const purchaseLost = page.waitForEvent('requestfailed', (request) => request.url() === PURCHASE_URL);

  await page.getByRole('button', { name: 'Pay $61.80 now' }).click();
  await payWithCard(page, APPROVED_CARD);
  await expect(page).toHaveURL(/\/verify\/checkout\/processing$/);
  await purchaseLost;
  expect(ledgerRows(invoice)).toEqual([]);

  await page.goto('/verify/checkout');
  await expect(page).toHaveURL(/\/verify\/checkout\/processing$/);
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
  await expect(page.getByText('Success!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  expect(ledgerRows(invoice)).toEqual([expect.objectContaining({ invoice, amount_cents: 6_180, result: 'APPROVED' })]);
});
