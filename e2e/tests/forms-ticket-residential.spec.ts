// A homeowner whose internet keeps dropping opens a support ticket and quotes the
// case id the worker made, from /confirmation.
import { expect, test } from '../support/test';
import { emailsAbout, fillCustomerRequest, journaledOnce, stopClock } from '../support/customerRequest';

const email = 'lee.chen.residential@example.com';

test('a residential ticket sends a receipt and the internet team email, is journaled, and shows its case id after 3 s', async ({
  page,
}) => {
  await page.goto('/support/newTicket');
  await expect(page.getByRole('heading', { level: 1, name: 'Open a support ticket' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Support ticket' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Business name')).toBeHidden();

  await fillCustomerRequest(page, {
    name: 'Lee Chen',
    email,
    phone: '608-555-0123',
    address: '12 Lake Street, Madison',
    category: { label: 'Type of issue', value: 'Internet Connection Not Working / Poor Performance' },
    month: { label: 'Month the equipment was installed or purchased', value: '2024-05' },
    purchase: { label: 'Did you buy this equipment from us?', value: 'Yes' },
    description: { label: 'Describe the issue', value: 'The Wi-Fi drops every evening around 7.' },
  });

  // From here the page's timers run only when the test moves its clock.
  await stopClock(page);
  const journalRequest = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/submissions/ticket'));
  await form.getByRole('button', { name: 'Submit ticket' }).click();

  // The page sends the form's bot signals and no case id: the worker makes that.
  const sent = (await journalRequest).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ website: '', filledInMs: expect.any(Number) });
  expect(sent).not.toHaveProperty('UUID');

  const row = await journaledOnce('ticket', email, 'delivered');
  const caseId = row.case_id;
  expect(caseId).toMatch(/^SP-\d{6}$/);
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  expect(payload).not.toHaveProperty('website');
  expect(payload).not.toHaveProperty('filledInMs');
  expect(payload).toMatchObject({
    name: 'Lee Chen',
    category: 'Internet Connection Not Working / Poor Performance',
    date: '2024-05',
    purchaseDomain: 'Yes',
    commercialCustomer: false,
  });

  const emails = await emailsAbout(email);
  expect(emails.map((sent) => sent.templateId)).toEqual(['template_ticket_receipt', 'template_ticket_internet']);
  expect(emails[0]!.params).toEqual({
    to_name: 'Lee Chen',
    to_email: email,
    case_id: caseId,
    category: 'Internet Connection Not Working / Poor Performance',
  });
  expect(emails[1]!.params).toMatchObject({ case_id: caseId, UUID: caseId, phone: '608-555-0123', customer_type: 'Residential' });

  // Sent: from here the spinner waits out its 3 s.
  await expect(form.getByRole('status')).toHaveText('Your ticket is sent');
  await page.clock.runFor(2999);
  await expect(page).toHaveURL(/\/support\/newTicket$/);
  await page.clock.runFor(1);
  await expect(page).toHaveURL(/\/confirmation\?case=[A-Z]{2}-[0-9A-Z]{6,10}$/); // the case in the address, as a posted form's answer has it
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText(caseId)).toBeVisible();
});
