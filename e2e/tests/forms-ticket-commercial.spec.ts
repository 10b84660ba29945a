// A business whose video conferencing room has stopped working opens a ticket; the
// business name and the commercial categories appear once the commercial box is ticked.
import { expect, test } from '../support/test';
import { emailsAbout, fillCustomerRequest, journaledOnce, stopClock } from '../support/customerRequest';

const email = 'facilities@gomezdental.example';
const commercialBox = 'This is for a business (commercial customer)';

test('a commercial ticket for the conference room reaches the default staff template and /confirmation with its case id', async ({
  page,
}) => {
  await page.goto('/support/newTicket');
  const form = page.getByRole('form', { name: 'Support ticket' });
  const category = form.getByLabel(/^Type of issue/);
  await expect(category.getByRole('option', { name: 'Video Conferencing System' })).toHaveCount(0);

  await form.getByRole('checkbox', { name: commercialBox }).check();
  await expect(category.getByRole('option', { name: 'Video Conferencing System' })).toHaveCount(1);
  await expect(
    category.getByRole('option', { name: 'Commercial Control System (Building/Room Control) Not Working' }),
  ).toHaveCount(1);

  await fillCustomerRequest(page, {
    name: 'Maria Gomez',
    businessName: 'Gomez Dental',
    email,
    phone: '(608) 555-0177',
    address: '400 State Street, Madison',
    category: { label: 'Type of issue', value: 'Video Conferencing System' },
    description: { label: 'Describe the issue', value: 'The conference room camera shows a black screen in every call.' },
  });

  await stopClock(page);
  await form.getByRole('button', { name: 'Submit ticket' }).click();

  const row = await journaledOnce('ticket', email, 'delivered');
  expect(JSON.parse(row.payload)).toMatchObject({ businessName: 'Gomez Dental', commercialCustomer: true });
  const emails = await emailsAbout(email);
  expect(emails.map((sent) => sent.templateId)).toEqual(['template_ticket_receipt', 'template_ticket_default']);
  expect(emails[1]!.params).toMatchObject({
    case_id: row.case_id,
    businessName: 'Gomez Dental',
    category: 'Video Conferencing System',
    customer_type: 'Commercial',
  });

  await expect(form.getByRole('status')).toHaveText('Your ticket is sent');
  await expect(page).toHaveURL(/\/support\/newTicket$/);
  await page.clock.runFor(3000);
  await expect(page).toHaveURL(/\/confirmation\?case=[A-Z]{2}-[0-9A-Z]{6,10}$/); // the case in the address, as a posted form's answer has it
  await expect(page.getByText(row.case_id)).toBeVisible();
});
