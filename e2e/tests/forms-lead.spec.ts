// A clinic planning a new building asks the sales team for a quote, from a service page's button.
import { expect, test } from '../support/test';
import { emailsAbout, fillCustomerRequest, journaledOnce, stopClock } from '../support/customerRequest';

const email = 'maria@gomezdental.example';

test('a commercial lead with its interest and "when" sends a receipt and the commercial sales email carrying both, is journaled, and goes to /confirmation at once', async ({
  page,
}) => {
  await page.goto('/opportunity?interest=home-theater');
  // One name for the page, its heading and its button (#33).
  await expect(page).toHaveTitle(/^Get a quote \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Quote request' });
  await expect(form.getByLabel(/^Type of project/).getByRole('option')).toHaveText([
    'Not sure yet',
    'New Construction',
    'Retrofitting',
    'Remodeling',
    'Product Purchase',
  ]);
  await expect(form.getByLabel('What are you interested in?')).toHaveValue('home-theater');
  await expect(form.getByLabel('When would you like to start?').getByRole('option')).toHaveText([
    'Not sure yet',
    'As soon as possible',
    'In 1-3 months',
    'In 3-6 months',
    'Just exploring',
  ]);

  // Only the name, email and phone are asked for; the rest helps the sales team.
  await fillCustomerRequest(page, {
    name: 'Maria Gomez',
    commercial: 'This is for a business (commercial project)',
    businessName: 'Gomez Dental',
    email,
    phone: '608 555 0177',
    category: { label: 'Type of project', value: 'New Construction' },
    when: { label: 'When would you like to start?', value: 'In 1-3 months' },
    purchase: { label: 'Have you bought from us before?', value: 'No' },
  });
  // No clock to move: the lead goes to /confirmation as soon as its emails are sent.
  await stopClock(page);
  await form.getByRole('button', { name: 'Get a quote' }).click();

  await expect(page).toHaveURL(/\/confirmation\?case=[A-Z]{2}-[0-9A-Z]{6,10}$/); // the case in the address, as a posted form's answer has it
  const row = await journaledOnce('lead', email, 'delivered');
  expect(row.case_id).toMatch(/^LD-\d{6}$/);
  await expect(page.getByText(row.case_id)).toBeVisible();

  const emails = await emailsAbout(email);
  expect(emails.map((sent) => sent.templateId)).toEqual(['template_lead_receipt', 'template_lead_commercial']);
  expect(emails[0]!.params).toMatchObject({ to_name: 'Maria Gomez', to_email: email, case_id: row.case_id, interest: 'Home theater' });
  expect(emails[1]!.params).toMatchObject({
    case_id: row.case_id,
    businessName: 'Gomez Dental',
    category: 'New Construction',
    interest: 'Home theater',
    date: 'In 1-3 months',
    address: '',
    description: '',
    purchaseDomain: 'No',
  });
});
