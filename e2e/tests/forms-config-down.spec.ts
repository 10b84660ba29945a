// A visitor opens the ticket or the lead form while the worker's email configuration
// cannot be reached. The form is there from the first paint (only the send needs the
// configuration); the page says the spec's 'there was an error loading this page' and
// reloads itself after 5 s, unless the visitor has begun typing: then it keeps the form
// and what they typed.
import { expect, test } from '../support/test';
import { CUSTOMER_FORMS } from '../support/customerForms';

const CONFIG = '**/config/email';
const LOAD_ERROR = 'there was an error loading this page';

for (const { form, path, name } of CUSTOMER_FORMS) {
  test.describe(`the ${form} form while the email configuration cannot be reached`, () => {
    test.beforeEach(async ({ page }) => {
      await page.route(CONFIG, (route) => route.abort('connectionrefused'));
      // The clock keeps running (a stopped one would stall loading the remote); runFor
      // below moves it past the 5 s so the test does not wait for them.
      await page.clock.install();
    });

    test(`says '${LOAD_ERROR}' above the form and reloads after 5 s`, async ({ page }) => {
      let loads = 0;
      page.on('load', () => (loads += 1));

      await page.goto(path);
      await expect(page.getByRole('form', { name })).toBeVisible();
      await expect(page.getByText(LOAD_ERROR, { exact: true })).toBeVisible();
      await expect(page.getByText('The page will reload in 5 seconds.', { exact: false })).toBeVisible();
      expect(loads).toBe(1);

      await page.unroute(CONFIG);
      const reloaded = page.waitForEvent('load');
      await page.clock.runFor(5000);
      await reloaded;
      expect(loads).toBe(2);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('form', { name })).toBeVisible();
      await expect(page.getByText(LOAD_ERROR)).toHaveCount(0);
    });

    test('keeps the page and what the visitor typed once they have begun', async ({ page }) => {
      let loads = 0;
      page.on('load', () => (loads += 1));

      await page.goto(path);
      await expect(page.getByText(LOAD_ERROR, { exact: true })).toBeVisible();
      const nameField = page.getByRole('form', { name }).getByLabel(/^Name/);
      await nameField.fill('Lee Chen');
      await expect(page.getByText('What you typed is still here. If this keeps happening, call us at', { exact: false })).toBeVisible();

      await page.clock.runFor(10_000);
      expect(loads).toBe(1);
      await expect(nameField).toHaveValue('Lee Chen');
    });
  });
}
