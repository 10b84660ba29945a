// An applicant on a slow phone asks for two more jobs before the application's scripts
// have taken over (support/earlyWindow.ts): both open once the scripts arrive, in order.
// Its name puts it in the 'early taps' project, which holds the scripts back.
import { expect, test } from '../support/test';
import { doneActing, openPainted, slowScripts } from '../support/earlyWindow';
import { PHONE } from '../support/phone';

test.use(PHONE);
test.beforeEach(async ({ page }) => slowScripts(page));

test('Add another job tapped twice at once opens Job 2, then Job 3', async ({ page }) => {
  await openPainted(page, '/apply/positions/1');
  const form = page.getByRole('form', { name: 'Application for System Integrator' });
  const addJob = form.getByRole('button', { name: 'Add another job' });
  await addJob.tap();
  await addJob.tap();
  await doneActing(page);

  await expect(form.getByRole('group', { name: 'Job 3' })).toBeVisible();
  await expect(form.getByRole('group', { name: /^Job \d$/ })).toHaveText([/^Job 1/, /^Job 2/, /^Job 3/]);
  await expect(addJob).toHaveCount(0);
});
