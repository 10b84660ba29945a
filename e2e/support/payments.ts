// A visitor paying online: the wizard up to checkout, the sandbox card popup, and the
// worker's payment ledger read straight from its SQLite file.
import { expect, type Page } from '@playwright/test';
import type { LedgerRow } from 'worker/src/payments/ledger';
import { readRows } from './readSqlite';
import { journalPath, workerUrl } from './site';

export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** The amount step's optional details, by their labels. */
export type PayerDetails = Partial<Record<'Invoice number' | 'Your name' | 'Email for your receipt', string>>;

/** Amount (and any optional details), card type and captcha, then Thank You until the wizard routes to checkout. */
export async function startPayment(page: Page, { amount, card, details = {} }: { amount: string; card: 'Credit' | 'Debit'; details?: PayerDetails }) {
  await page.goto('/verify');
  await page.getByLabel(/Payment amount/).fill(amount);
  for (const [label, value] of Object.entries(details)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: new RegExp(`^${card}`) }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await expect(page.getByText('One moment, we are securing your transaction.')).toBeVisible();
  await expect(page).toHaveURL(/\/verify\/checkout$/);
}

export const paymentPopup = (page: Page) => page.frameLocator('iframe[title="Secure payment form"]');

export const PURCHASE_URL = `${workerUrl}/purchase`;

/** Holds the page's POST /purchase until `release` is called, so processing stays in its first state. */
export async function holdPurchase(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(PURCHASE_URL, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Fills the sandbox popup with a card and billing details and pays. */
export async function payWithCard(page: Page, card: string) {
  const popup = paymentPopup(page);
  await popup.getByLabel('Card number').fill(card);
  await popup.getByLabel('Expiration date (MM/YY)').fill('12/34');
  await popup.getByLabel('Security code').fill('123');
  await popup.getByLabel('Billing street address').fill('12 Lake Street');
  await popup.getByLabel('Billing zip code').fill('53545');
  await popup.getByRole('button', { name: /^Pay \$/ }).click();
}

export function ledgerRows(invoice?: string): LedgerRow[] {
  return invoice
    ? readRows<LedgerRow>(journalPath, 'SELECT * FROM payment_ledger WHERE invoice = ?', invoice)
    : readRows<LedgerRow>(journalPath, 'SELECT * FROM payment_ledger');
}

/** The invoice of the payment in progress, from the payments remote's session key. */
export async function pendingInvoice(page: Page): Promise<string> {
  const order = await page.evaluate(() => sessionStorage.getItem('av-site:payments-order'));
  return (JSON.parse(order ?? '{}') as { invoice: string }).invoice;
}
