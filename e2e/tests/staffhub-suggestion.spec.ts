// A technician suggests a change to the knowledge hub.
import { expect, test, type Page } from '../support/test';
import { journalRows } from '../support/journal';
import { sentEmails } from '../support/sandbox';
import { UNLOCK_STORAGE_KEY, unlock } from '../support/staff';

async function fillSuggestion(page: Page, title: string) {
  await page.getByRole('textbox', { name: /Your name/ }).fill('Jordan Lee');
  await page.getByRole('combobox', { name: /Topic/ }).selectOption('Sonos');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /Your suggestion/ }).fill('Add the steps for regrouping a soundbar with its subwoofer after a firmware update.');
  await page.getByRole('textbox', { name: 'Link 1 (optional)' }).fill('https://support.sonos.com/');
}

test('an unlocked technician sends a suggestion: journaled, emailed through the sandbox, then thanked', async ({ page }) => {
  await unlock(page);
  await page.goto('/kh');
  await page.getByRole('link', { name: 'Suggest a change' }).click();
  await expect(page).toHaveURL('/kh/suggestion');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit' }).click();
  const summary = page.getByRole('alert', { name: 'Please resolve the following errors before submitting' });
  await expect(summary.getByRole('listitem')).toHaveText([
    'Please enter your name',
    'Please choose a topic',
    'Please enter a title of 50 characters or fewer',
    'Please enter your suggestion',
  ]);

  const title = `Soundbar regrouping ${Date.now()}`;
  await fillSuggestion(page, title);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Your suggestion is sent')).toBeVisible();
  await expect(page).toHaveURL('/confirmation');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const caseId = (await page.getByText(/Your case number is/).locator('strong').textContent())!;
  expect(caseId).toMatch(/^SG-[0-9A-Z]{10}$/);

  const emails = (await sentEmails('template_suggestion')).filter((email) => email.params.topictitle === title);
  expect(emails).toHaveLength(1);
  expect(emails[0]!.params).toMatchObject({ name: 'Jordan Lee', topic: 'Sonos', url1: 'https://support.sonos.com/', case_id: caseId });
  const row = journalRows('suggestion').find((entry) => entry.case_id === caseId);
  expect(row?.delivery).toBe('delivered');
  expect(JSON.parse(row!.payload)).toMatchObject({ topictitle: title });
});

test('a suggestion sent with a forged unlock is refused by the worker and sends the visitor back to the keypad', async ({ page }) => {
  await unlock(page);
  await page.goto('/kh/suggestion');
  const title = `Forged unlock ${Date.now()}`;
  await fillSuggestion(page, title);
  // The browser only checks that an unexpired unlock is stored; the signature is the worker's to check.
  await page.evaluate((key) => {
    const unlock = JSON.parse(localStorage.getItem(key)!) as { token: string; expiresAt: string };
    const forged = `${unlock.token.slice(0, unlock.token.lastIndexOf('.'))}.bm90LWEtcmVhbC1zaWduYXR1cmU`;
    localStorage.setItem(key, JSON.stringify({ ...unlock, token: forged }));
  }, UNLOCK_STORAGE_KEY);

  const refused = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/submissions/suggestion');
  await page.getByRole('button', { name: 'Submit' }).click();

  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL('/verify/trust');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff access' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), UNLOCK_STORAGE_KEY)).toBeNull();
  expect(journalRows('suggestion').filter((entry) => JSON.parse(entry.payload).topictitle === title)).toEqual([]);
  expect((await sentEmails('template_suggestion')).filter((email) => email.params.topictitle === title)).toEqual([]);
});
