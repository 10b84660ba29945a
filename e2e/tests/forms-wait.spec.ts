// The worker asks a visitor to wait before sending a ticket or a lead again (429: the
// connection sent too many of that form, or the form went a moment after it opened). The page says how long, keeps everything typed, sends no email,
// and the same form goes through once the worker takes it.
import { expect, test } from '../support/test';
import { CUSTOMER_FORMS } from '../support/customerForms';
import { emailsAbout, fillCustomerRequest, journaledBy, journaledOnce } from '../support/customerRequest';
import { siteUrl } from '../support/site';

const ANSWERS = {
  name: 'Pat Weber',
  phone: '608-555-0144',
  address: '5 Quarry Lane, Beloit',
  description: 'Please call about the back porch speakers.',
};

for (const { form, path, name, submit } of CUSTOMER_FORMS) {
  test(`a ${form} the worker asks to wait for says how long, keeps its input, and goes through when sent again`, async ({ page }) => {
    const email = `pat.weber.wait.${form}@example.com`;
    const journal = `**/submissions/${form}`;
    await page.route(journal, (route) =>
      route.request().method() !== 'POST'
        ? route.fallback()
        : route.fulfill({
            status: 429,
            headers: { 'Access-Control-Allow-Origin': siteUrl, 'Retry-After': '240' },
            json: { error: `There have been too many ${form} submissions from your connection; please wait and send again`, retryAfterSeconds: 240 },
          }),
    );

    await page.goto(path);
    const formElement = page.getByRole('form', { name });
    await fillCustomerRequest(page, {
      ...ANSWERS,
      email,
      category: form === 'ticket' ? { label: 'Type of issue', value: 'Audio Not Working' } : { label: 'Type of project', value: 'Retrofitting' },
      description: { label: form === 'ticket' ? 'Describe the issue' : 'Describe your project', value: ANSWERS.description },
    });
    // The scripted form's answer to the worker's 429 is what this test is about: sent before
    // its island is live, the form posts and the server answers it without scripts, past
    // this test's route (forms-without-scripts.spec.ts covers that answer).
    await expect(page.locator('[data-island]', { has: formElement })).toHaveAttribute('data-island-state', 'hydrated');
    await formElement.getByRole('button', { name: submit }).click();

    await expect(page.getByText('Not sent yet: please wait 4 minutes, then send it again.')).toBeVisible();
    await expect(page.getByText(/What you typed is still here/)).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue(ANSWERS.name);
    await expect(page.getByLabel(/^Describe/)).toHaveValue(ANSWERS.description);
    expect(journaledBy(form, email)).toEqual([]);
    expect(await emailsAbout(email)).toEqual([]);

    await page.unroute(journal);
    await formElement.getByRole('button', { name: submit }).click();
    await expect(page).toHaveURL(/\/confirmation\?case=[A-Z]{2}-[0-9A-Z]{6,10}$/, { timeout: 15_000 });
    const row = await journaledOnce(form, email, 'delivered');
    await expect(page.getByText(row.case_id)).toBeVisible();
    expect(await emailsAbout(email)).toHaveLength(2);
  });
}
