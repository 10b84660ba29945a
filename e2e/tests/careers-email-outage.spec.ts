// The email service is down when an applicant submits: the spec's alert shows, the
// application stays in the form, and it goes through once the service is back.
import { expect, test } from '../support/test';
import { sentEmails, setEmailFailure } from '../support/sandbox';

test('with the email service failing, the alert shows and the input is kept', async ({ page }) => {
  const email = `jonah.${Date.now()}@example.com`;
  await page.goto('/apply/positions/1');
  const form = page.getByRole('form', { name: 'Application for System Integrator' });
  await form.getByLabel('Legal first name').fill('Jonah');
  await form.getByLabel('Legal family name').fill('Reyes');
  await form.getByLabel('Phone').fill('(608)5550199');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('I am at least 18 years of age').check();
  await form.getByLabel('I am authorized to work in the United States').check();
  const job1 = form.getByRole('group', { name: 'Job 1' });
  await job1.getByLabel('Job title').fill('Low-voltage Technician');
  await job1.getByLabel('Employer').fill('Prairie Electric');
  await job1.getByLabel('Start date').fill('2019-09-03');
  await job1.getByLabel('Responsibilities').fill('Ran network and speaker cable in new homes.');
  await form.getByLabel('Cover letter').fill('I want to grow from wiring into programming systems.');

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  // Accepted as it opens: an open alert blocks the page, so the click could not finish otherwise.
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });

  await setEmailFailure('always');
  try {
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => alerts)
      .toEqual(['alert: there was an error submitting your application. check internet connection.']);
  } finally {
    await setEmailFailure('off');
  }

  await expect(page).toHaveURL('/apply/positions/1');
  expect(errors.some((text) => text.includes('could not submit the application'))).toBe(true);
  await expect(form.getByLabel('Legal first name')).toHaveValue('Jonah');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(job1.getByLabel('Start date')).toHaveValue('2019-09-03');
  await expect(form.getByLabel('Cover letter')).toHaveValue('I want to grow from wiring into programming systems.');
  expect((await sentEmails('template_application')).filter((sent) => sent.params.email === email)).toHaveLength(0);

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/confirmation\?case=AP-[0-9A-Z]{10}$/); // the case in the address, as a posted form's answer has it
  expect((await sentEmails('template_application')).filter((sent) => sent.params.email === email)).toHaveLength(1);
});
