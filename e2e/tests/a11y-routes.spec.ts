// Every route of both specifications, as a visitor first sees it: no WCAG 2.1 AA
// violation, and nothing refused by the Content-Security-Policy. The public pages are
// checked in server-html.spec.ts, in the same first visit that checks their HTML and
// hydration; here are the rest: the not-found page, the pages behind the passcode and the
// payment's.
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations, expectNoCspViolations, recordCspViolations } from '../support/a11y';
import { APPROVED_CARD, holdPurchase, payWithCard, startPayment } from '../support/payments';
import { storeUnlockFromWorker } from '../support/staff';


const STAFF_ROUTES = ['/verify/trust/nav', '/kh', '/kh/urcremotes', '/kh/sonos', '/kh/control4', '/kh/qsys', '/kh/shop', '/kh/suggestion'];

/** The page as it is now; `networkIdle: false` for a page that is waiting on a request on purpose. */
async function checkPage(page: Page, path: string, { networkIdle = true } = {}) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (networkIdle) await page.waitForLoadState('networkidle');
  // Before axe runs: axe fetches the stylesheets itself, which the policy rightly refuses.
  await expectNoCspViolations(page, path);
  await expectNoAxeViolations(page, path);
}

async function checkRoute(page: Page, path: string) {
  await recordCspViolations(page);
  await page.goto(path);
  await checkPage(page, path);
}

test('/no-such-page (the not-found page) has no accessibility violations', async ({ page }) => {
  await checkRoute(page, '/no-such-page');
});

for (const path of STAFF_ROUTES) {
  test(`${path} (unlocked) has no accessibility violations`, async ({ page }) => {
    await storeUnlockFromWorker(page);
    await checkRoute(page, path);
    await expect(page).toHaveURL(path);
  });
}

// The payment pages have nothing to show without a payment in progress, so a visitor
// first sees them with one: made through the wizard (a pending order at the worker, the
// amount in the store) and, for processing, paid in the sandbox's card popup.
test('/verify/checkout (with its pending order) has no accessibility violations', async ({ page }) => {
  await recordCspViolations(page);
  await startPayment(page, { amount: '100', card: 'Credit' });
  await expect(page.getByRole('button', { name: 'Pay $103.00 now' })).toBeVisible();
  await checkPage(page, '/verify/checkout');
});

test('/verify/checkout/processing (finalizing a payment) has no accessibility violations', async ({ page }) => {
  await recordCspViolations(page);
  const purchase = await holdPurchase(page);
  await startPayment(page, { amount: '100', card: 'Credit' });
  await page.getByRole('button', { name: 'Pay $103.00 now' }).click();
  await payWithCard(page, APPROVED_CARD);
  await expect(page).toHaveURL(/\/verify\/checkout\/processing$/);
  await expect(page.getByText('DO NOT LEAVE OR REFRESH THIS PAGE')).toBeVisible();

  await checkPage(page, '/verify/checkout/processing', { networkIdle: false });

  purchase.release();
  await expect(page.getByText('Success!')).toBeVisible({ timeout: 15_000 });
});
