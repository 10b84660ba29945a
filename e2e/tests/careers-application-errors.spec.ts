// An applicant submits too early: the summary lists the spec's messages, the fields
// are marked, and the certification inputs, once shown, stay.
import { expect, test } from '../support/test';

test('an empty application shows every error, and the certification inputs appear on ticking and stay', async ({ page }) => {
  await page.goto('/apply/positions/1');
  const form = page.getByRole('form', { name: 'Application for System Integrator' });
  // The form's scripted behaviour is what this test is about (the certification inputs
  // shown on ticking): sent before its island is live, the form posts and the server
  // answers without scripts (forms-without-scripts.spec.ts), where that never happens.
  await expect(page.locator('[data-island="application"]')).toHaveAttribute('data-island-state', 'hydrated');
  await form.getByRole('button', { name: 'Submit' }).click();

  const summary = form.getByRole('alert', { name: 'Please resolve the following errors before submitting:' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem')).toHaveText([
    'Please enter your legal first name',
    'Please enter your legal family name',
    'Please enter valid phone number',
    'Please enter a valid email address',
    'You must enter at least one (1) previous position.',
    'You must enter at least one (1) previous position.',
    'You must enter at least one (1) previous position.',
    'You must enter at least one (1) previous position.',
    'Please write a short cover letter',
  ]);
  const firstName = form.getByLabel('Legal first name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveCSS('border-top-color', 'rgb(179, 38, 30)');
  await expect(form.getByRole('group', { name: 'Job 1' }).getByLabel('Start date')).toHaveAttribute('aria-invalid', 'true');

  await expect(form.getByLabel('Certification 1')).toBeHidden();
  const certifications = form.getByLabel('I hold industry certifications');
  await certifications.check();
  for (const n of [1, 2, 3]) await expect(form.getByLabel(`Certification ${n}`)).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(summary.getByText('Please enter name of certification')).toHaveCount(3);

  await certifications.uncheck();
  for (const n of [1, 2, 3]) await expect(form.getByLabel(`Certification ${n}`)).toBeVisible();

  // Jobs 2 and 3 open on demand; Job 3 is optional field by field: a title alone asks
  // for nothing more, but the 75-character limit still holds.
  await expect(form.getByRole('group', { name: /^Job [23]$/ })).toHaveCount(0);
  const addJob = form.getByRole('button', { name: 'Add another job' });
  await addJob.click();
  await addJob.click();
  await expect(addJob).toHaveCount(0);
  const job3Title = form.getByRole('group', { name: 'Job 3' }).getByLabel('Job title');
  await job3Title.fill('T'.repeat(76));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(summary.getByRole('listitem').filter({ hasText: '(Job 3)' })).toHaveText(['Please enter a valid title (Job 3)']);
  await expect(job3Title).toHaveAttribute('aria-invalid', 'true');
});
