// A visitor opens the ticket or the lead form while the worker's email configuration
// cannot be reached: the page says so, reloads itself after 5 s, and the form is
// there once the worker answers again.
import { expect, test } from '../support/test';
import { CUSTOMER_FORMS } from '../support/customerForms';

const CONFIG = '**/config/email';

for (const { form, path, name } of CUSTOMER_FORMS) {
  test(`the ${form} form says 'there was an error loading this page' and reloads when the email configuration fails`, async ({
    page,
  }) => {
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route(CONFIG, (route) => route.abort('connectionrefused'));
    // The clock keeps running (a stopped one would stall loading the remote); runFor
    // below moves it past the 5 s so the test does not wait for them.
    await page.clock.install();

    await page.goto(path);
    await expect(page.getByText('there was an error loading this page', { exact: true })).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    expect(loads).toBe(1);

    await page.unroute(CONFIG);
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(5000);
    await reloaded;
    expect(loads).toBe(2);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('form', { name })).toBeVisible();
    await expect(page.getByText('there was an error loading this page')).toHaveCount(0);
  });
}
