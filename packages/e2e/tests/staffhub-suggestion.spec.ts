// A technician suggests a change to the knowledge hub.
import { expect, test } from '@playwright/test';
import { journalRows } from '../support/journal';
import { sentEmails } from '../support/sandbox';
import { unlock } from '../support/staff';

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
  await page.getByRole('textbox', { name: /Your name/ }).fill('Jordan Lee');
  await page.getByRole('combobox', { name: /Topic/ }).selectOption('Sonos');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /Your suggestion/ }).fill('Add the steps for regrouping a soundbar with its subwoofer after a firmware update.');
  await page.getByRole('textbox', { name: 'Link 1 (optional)' }).fill('https://support.sonos.com/');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Sending your suggestion')).toBeVisible();
  await expect(page).toHaveURL('/confirmation');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const caseId = (await page.getByText(/Your case number is/).locator('strong').textContent())!;
  expect(caseId).toMatch(/^SG-[0-9A-Z]{10}$/);

  const emails = (await sentEmails('template_suggestion')).filter((email) => email.params.topictitle === title);
  expect(emails).toHaveLength(1);
  expect(emails[0]!.params).toMatchObject({ name: 'Jordan Lee', topic: 'Sonos', url1: 'https://support.sonos.com/', caseId });
  const row = journalRows('suggestion').find((entry) => entry.case_id === caseId);
  expect(row?.delivery).toBe('delivered');
  expect(JSON.parse(row!.payload)).toMatchObject({ topictitle: title });
});
