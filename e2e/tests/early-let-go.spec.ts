// The capture's safety net against its own failure: when the page's scripts never take
// over, a Submit it held is let go and the browser posts the form, as a page without
// scripts would, and the server answers it (here: refused, drawn again with what was typed).
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { documentRequests, openPainted, stillServerDrawn } from '../support/earlyWindow';

const TICKET = 'GET /support/newTicket';
const POSTED = 'POST /support/newTicket';
const DESCRIPTION = 'Sent while the scripts were away.';

/** The server's answer to the ticket it was sent: refused, with the spec's message and what was typed. */
async function answeredByTheServer(page: Page) {
  const form = page.getByRole('form', { name: 'Support ticket' });
  const summary = form.getByRole('alert', { name: 'Please resolve the following errors before submitting' });
  await expect(summary.getByRole('listitem').first()).toHaveText('Please enter your name');
  await expect(form.getByLabel(/^Describe the issue/)).toHaveValue(DESCRIPTION);
}

/**
 * A support ticket's issue described and sent while the page's scripts are away; its
 * Submit shows it was taken. Kept short: the tap must come before the capture would let
 * go on its own.
 */
async function sendTicketEarly(page: Page) {
  await openPainted(page, '/support/newTicket');
  await page.getByLabel(/^Describe the issue/).fill(DESCRIPTION);
  const submit = page.getByRole('button', { name: 'Submit ticket' });
  await submit.click();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await stillServerDrawn(page);
}

test('with every script of the page failing to load, a Submit tapped meanwhile is posted by the browser', async ({ page }) => {
  let tapped!: () => void;
  const afterTheTap = new Promise<void>((resolve) => (tapped = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await afterTheTap;
    await route.abort();
  });
  const documents = documentRequests(page);

  await sendTicketEarly(page);
  expect(documents).toEqual([TICKET]);
  tapped();

  await expect.poll(() => documents).toEqual([TICKET, POSTED]);
  await answeredByTheServer(page);
});

test('with scripts that never arrive, a Submit tapped meanwhile is posted by the browser in the end', async ({ page }) => {
  const held: Route[] = [];
  await page.route(/\.js(\?|$)/, (route) => void held.push(route));
  const documents = documentRequests(page);

  await sendTicketEarly(page);
  expect(documents).toEqual([TICKET]);

  // The capture lets go some seconds after the first paint (docs/architecture.md).
  await expect.poll(() => documents, { timeout: 20_000 }).toEqual([TICKET, POSTED]);
  await answeredByTheServer(page);
  expect(held.length).toBeGreaterThan(0); // the page did ask for its scripts
});
