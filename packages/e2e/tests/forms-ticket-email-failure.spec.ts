// The email service is down when a customer sends a ticket: the ticket is not lost.
// It stays on screen, the journal holds it as undelivered for staff to follow up,
// and sending again once the service is back delivers it under the same case id.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { emailsAbout, fillCustomerRequest, journaledBy, journaledOnce, stopClock } from '../support/customerRequest';
import { failEmailsMatching, setEmailFailure } from '../support/sandbox';
import { environment, repoRoot } from '../support/site';

const email = 'sam.okafor.outage@example.com';

/** What staff see when they run `npm run submissions -w worker`. */
const unconfirmedListing = () =>
  execFileSync(process.execPath, [path.join(repoRoot, 'packages/worker/dist/submissions.mjs')], {
    env: { ...process.env, ...environment },
    encoding: 'utf8',
  });

test.afterEach(() => setEmailFailure('off'));

test('a ticket sent while the email service fails keeps its input, is journaled as undelivered, and goes through on a retry', async ({
  page,
}) => {
  await failEmailsMatching(email);
  await page.goto('/support/newTicket');
  const form = page.getByRole('form', { name: 'Support ticket' });
  await fillCustomerRequest(page, {
    name: 'Sam Okafor',
    email,
    phone: '608.555.0199',
    address: '88 Mill Road, Janesville',
    category: { label: 'Type of issue', value: 'Audio Not Working' },
    description: { label: 'Describe the issue', value: 'No sound from the kitchen speakers since the storm.' },
  });
  await form.getByRole('button', { name: 'Submit ticket' }).click();

  await expect(page.getByText('we are encountering issues. please try again.', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'we are encountering issues' })).toBeVisible();
  await expect(page).toHaveURL(/\/support\/newTicket$/);
  await expect(form.getByLabel(/^Name/)).toHaveValue('Sam Okafor');
  await expect(form.getByLabel(/^Email/)).toHaveValue(email);
  await expect(form.getByLabel(/^Type of issue/)).toHaveValue('Audio Not Working');
  await expect(form.getByLabel(/^Describe the issue/)).toHaveValue('No sound from the kitchen speakers since the storm.');

  const failed = await journaledOnce('ticket', email, 'failed');
  expect(await emailsAbout(email)).toEqual([]);
  const listing = unconfirmedListing();
  expect(listing).toMatch(new RegExp(`${failed.case_id}\\s+ticket\\s+\\S+\\s+failed`));

  await setEmailFailure('off');
  await stopClock(page);
  await form.getByRole('button', { name: 'Submit ticket' }).click();
  await expect.poll(async () => (await emailsAbout(email)).map((sent) => sent.templateId)).toEqual([
    'template_ticket_receipt',
    'template_ticket_audio',
  ]);
  await expect.poll(() => journaledBy('ticket', email).map((row) => [row.case_id, row.delivery])).toEqual([
    [failed.case_id, 'delivered'],
  ]);
  expect(unconfirmedListing()).not.toContain(failed.case_id);

  await page.clock.runFor(3000);
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByText(failed.case_id)).toBeVisible();
});
