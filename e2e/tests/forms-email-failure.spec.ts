// The email service is down when a customer sends a ticket or a prospect a lead: the
// request is not lost. It stays on screen, the journal holds it as undelivered for
// staff to follow up, and sending again once the service is back delivers it under
// the same case id.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../support/test';
import { LEAD_FORM, TICKET_FORM, type CustomerForm } from '../support/customerForms';
import {
  emailsAbout,
  fillCustomerRequest,
  journaledBy,
  journaledOnce,
  stopClock,
  type CustomerRequestAnswers,
} from '../support/customerRequest';
import { failEmailsMatching, stopFailingEmailsMatching } from '../support/sandbox';
import { environment, repoRoot } from '../support/site';

interface OutageCase extends CustomerForm {
  answers: CustomerRequestAnswers & Required<Pick<CustomerRequestAnswers, 'category' | 'description'>>;
  /** The receipt's template, then the staff email's. */
  templates: [string, string];
  /** How long the form waits before /confirmation once sent (spec: ticket 3 s, lead at once). */
  confirmationDelayMs: number;
  /** What the spinner says while it waits out that delay (none when it leaves at once). */
  sentStatus?: string;
}

const CASES: OutageCase[] = [
  {
    ...TICKET_FORM,
    answers: {
      name: 'Sam Okafor',
      email: 'sam.okafor.outage@example.com',
      phone: '608.555.0199',
      address: '88 Mill Road, Janesville',
      category: { label: 'Type of issue', value: 'Audio Not Working' },
      description: { label: 'Describe the issue', value: 'No sound from the kitchen speakers since the storm.' },
    },
    templates: ['template_ticket_receipt', 'template_ticket_audio'],
    confirmationDelayMs: 3000,
    sentStatus: 'Your ticket is sent',
  },
  {
    ...LEAD_FORM,
    answers: {
      name: 'Priya Nair',
      email: 'priya.nair.outage@example.com',
      phone: '608 555 0188',
      address: '27 Oak Lane, Beloit',
      category: { label: 'Type of project', value: 'Remodeling' },
      description: { label: 'Describe your project', value: 'Music in the kitchen and on the deck after our remodel.' },
    },
    templates: ['template_lead_receipt', 'template_lead_residential'],
    confirmationDelayMs: 0,
  },
];

/** What staff see when they run `npm run submissions -w worker`. */
const unconfirmedListing = () =>
  execFileSync(process.execPath, [path.join(repoRoot, 'worker/dist/submissions.mjs')], {
    env: { ...process.env, ...environment },
    encoding: 'utf8',
  });

// Each test's own visitor only: the office spec, beside it, may be failing its payer's receipt.
test.afterEach(async () => {
  for (const { answers } of CASES) await stopFailingEmailsMatching(answers.email);
});

for (const { form, path: formPath, name, submit, failure, answers, templates, confirmationDelayMs, sentStatus } of CASES) {
  test(`a ${form} sent while the email service fails keeps its input, is journaled as undelivered, and goes through on a retry`, async ({
    page,
  }) => {
    const { email } = answers;
    await failEmailsMatching(email);
    await page.goto(formPath);
    const request = page.getByRole('form', { name });
    await fillCustomerRequest(page, answers);
    await request.getByRole('button', { name: submit }).click();

    await expect(page.getByText(failure, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === formPath);
    await expect(request.getByLabel(/^Name/)).toHaveValue(answers.name);
    await expect(request.getByLabel(/^Email/)).toHaveValue(email);
    await expect(request.getByLabel(answers.category.label)).toHaveValue(answers.category.value);
    await expect(request.getByLabel(answers.description.label)).toHaveValue(answers.description.value);

    const failed = await journaledOnce(form, email, 'failed');
    expect(await emailsAbout(email)).toEqual([]);
    expect(unconfirmedListing()).toMatch(new RegExp(`${failed.case_id}\\s+${form}\\s+\\S+\\s+failed`));

    await stopFailingEmailsMatching(email);
    await stopClock(page);
    await request.getByRole('button', { name: submit }).click();
    await expect.poll(async () => (await emailsAbout(email)).map((sent) => sent.templateId)).toEqual(templates);
    await expect.poll(() => journaledBy(form, email).map((row) => [row.case_id, row.delivery])).toEqual([
      [failed.case_id, 'delivered'],
    ]);
    expect(unconfirmedListing()).not.toContain(failed.case_id);

    if (sentStatus) await expect(request.getByRole('status')).toHaveText(sentStatus);
    await page.clock.runFor(confirmationDelayMs);
    await expect(page).toHaveURL(/\/confirmation\?case=[A-Z]{2}-[0-9A-Z]{6,10}$/); // the case in the address, as a posted form's answer has it
    await expect(page.getByText(failed.case_id)).toBeVisible();
  });
}
