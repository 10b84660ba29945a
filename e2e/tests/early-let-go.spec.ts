// The hold's safety net against its own failure: when the wizard's code never comes, a
// form the hold took (one only scripts can send: Pay Online's amount, sent with Next) is
// let go and the browser does what it does with it, as a page without scripts would: it
// posts the form, and the server sends Pay Online back, saying that paying needs scripts.
// A form the server answers is never held (early-taps.spec.ts, forms-without-scripts.spec.ts).
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { documentRequests, openPainted, stillServerDrawn } from '../support/earlyWindow';
import { ports } from '../support/site';

const PAGE = 'GET /verify';
const POSTED = 'POST /verify';

/** An amount entered and Next tapped while the page's scripts are away: the wizard shows it was taken. */
async function nextTappedEarly(page: Page) {
  await openPainted(page, '/verify');
  await page.getByLabel(/Payment amount/).fill('125.50');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('[data-island="payment-wizard"]')).toHaveAttribute('aria-busy', 'true');
  await stillServerDrawn(page);
}

const notice = (page: Page) => page.getByText('Paying online needs our card processor’s scripts, which are not running in your browser.');

test('with every script of the page failing to load, a Next held meanwhile is let go: the browser posts its form', async ({ page }) => {
  let tapped!: () => void;
  const afterTheTap = new Promise<void>((resolve) => (tapped = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await afterTheTap;
    await route.abort();
  });
  const documents = documentRequests(page);

  await nextTappedEarly(page);
  expect(documents).toEqual([PAGE]);
  tapped();

  await expect.poll(() => documents).toEqual([PAGE, POSTED, PAGE]);
  await expect(notice(page)).toBeVisible();
});

test('with scripts that never arrive, a Next held meanwhile is let go in the end: the browser posts its form', async ({ page }) => {
  const held: Route[] = [];
  await page.route(/\.js(\?|$)/, (route) => void held.push(route));
  const documents = documentRequests(page);

  await nextTappedEarly(page);
  expect(documents).toEqual([PAGE]);

  // The capture lets go some seconds after the first paint (docs/architecture.md).
  await expect.poll(() => documents, { timeout: 20_000 }).toEqual([PAGE, POSTED, PAGE]);
  expect(held.length).toBeGreaterThan(0); // the page did ask for its scripts
});

test("with the wizard's own code stalled while the page's script arrives, the page says in the end that paying needs scripts, with nothing pressed", async ({ page }) => {
  const stalled: Route[] = [];
  await page.route(new RegExp(`^http://localhost:${ports.payments}/islands(\\.js|/)`), (route) => void stalled.push(route));
  await openPainted(page, '/verify'); // its load never ends: the wizard's preloaded code never comes
  await expect(page.getByLabel(/Payment amount/)).toBeEditable();
  await expect(notice(page)).toBeHidden();

  // The holder bounds the wait for the code of the form the visitor came for (docs/architecture.md).
  await expect(notice(page)).toBeVisible({ timeout: 20_000 });
  expect(stalled.length).toBeGreaterThan(0); // the page did ask for the wizard's code
  await page.getByLabel(/Payment amount/).fill('125.50');
  await expect(page.getByLabel(/Payment amount/)).toHaveValue('125.50');
});
