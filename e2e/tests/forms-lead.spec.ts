// A clinic planning a new building asks the sales team for a quote.
import { expect, test } from '../support/test';
import { emailsAbout, fillCustomerRequest, journaledOnce, stopClock } from '../support/customerRequest';

const email = 'maria@gomezdental.example';

test('a commercial lead sends a receipt and the commercial sales email, is journaled, and goes to /confirmation at once', async ({
  page,
}) => {
  await page.goto('/opportunity');
  await expect(page.getByRole('heading', { level: 1, name: 'Start a project with us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Project details' });
  await expect(form.getByLabel(/^Type of project/).getByRole('option')).toHaveText([
    'Choose one',
    'New Construction',
    'Retrofitting',
    'Remodeling',
    'Product Purchase',
  ]);

  await fillCustomerRequest(page, {
    name: 'Maria Gomez',
    commercial: 'This is for a business (commercial project)',
    businessName: 'Gomez Dental',
    email,
    phone: '608 555 0177',
    address: '400 State Street, Madison',
    category: { label: 'Type of project', value: 'New Construction' },
    month: { label: 'Month you would like the project to start', value: '2026-09' },
    purchase: { label: 'Have you bought from us before?', value: 'No' },
    description: { label: 'Describe your project', value: 'Audio and video for a new four-room clinic.' },
  });
  // No clock to move: the lead goes to /confirmation as soon as its emails are sent.
  await stopClock(page);
  await form.getByRole('button', { name: 'Send to our sales team' }).click();

  await expect(page).toHaveURL(/\/confirmation$/);
  const row = await journaledOnce('lead', email, 'delivered');
  expect(row.case_id).toMatch(/^LD-\d{6}$/);
  await expect(page.getByText(row.case_id)).toBeVisible();

  const emails = await emailsAbout(email);
  expect(emails.map((sent) => sent.templateId)).toEqual(['template_lead_receipt', 'template_lead_commercial']);
  expect(emails[0]!.params).toMatchObject({ to_name: 'Maria Gomez', to_email: email, case_id: row.case_id });
  expect(emails[1]!.params).toMatchObject({
    case_id: row.case_id,
    businessName: 'Gomez Dental',
    category: 'New Construction',
    date: '2026-09',
    purchaseDomain: 'No',
  });
});
