// A customer opens the ticket form while the worker's email configuration cannot be
// reached: the page says so, reloads itself after 5 s, and the form is there once the
// worker answers again.
import { expect, test } from '@playwright/test';

const CONFIG = '**/config/email';

test("the ticket form says 'there was an error loading this page' and reloads when the email configuration fails", async ({
  page,
}) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.route(CONFIG, (route) => route.abort('connectionrefused'));
  // The clock keeps running (a stopped one would stall loading the remote); runFor
  // below moves it past the 5 s so the test does not wait for them.
  await page.clock.install();

  await page.goto('/support/newTicket');
  await expect(page.getByText('there was an error loading this page', { exact: true })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  expect(loads).toBe(1);

  await page.unroute(CONFIG);
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(5000);
  await reloaded;
  expect(loads).toBe(2);
  await expect(page).toHaveURL(/\/support\/newTicket$/);
  await expect(page.getByRole('form', { name: 'Support ticket' })).toBeVisible();
  await expect(page.getByText('there was an error loading this page')).toHaveCount(0);
});
