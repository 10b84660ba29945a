/**
 * @jest-environment node
 */
// A post read as the contract body: boxes as booleans, the rest as typed, the fill time
// only for a form that has bot signals (the ticket and the lead), never the markers.
import { TICKET_CATEGORIES, ticketSchema } from 'contract/schemas/ticket';
import { formBody, formFields } from './formBody';

it('reads an application as its schema body, every field of it, with no bot signals and no markers', () => {
  const posted = new URLSearchParams({ _form: 'application', _opened: 'x', position: 'System Integrator', firstName: 'Dana', ageCheck: 'on' });
  const body = formBody('application', posted, 5000);
  expect(body).toMatchObject({ position: 'System Integrator', firstName: 'Dana', lastName: '', ageCheck: true, driveCheck: false, certCheck: false, coverletter: '' });
  expect(Object.keys(body)).not.toEqual(expect.arrayContaining(['_form']));
  expect(body).not.toHaveProperty('_opened');
  expect(body).not.toHaveProperty('filledInMs');
  expect(body).not.toHaveProperty('website');
});

it('adds the fill time to a form with a honeypot, and the honeypot as posted', () => {
  const posted = new URLSearchParams({ name: 'Dana', commercialCustomer: 'on', website: 'http://spam.example' });
  const body = formBody('ticket', posted, 5000);
  expect(body).toMatchObject({ name: 'Dana', commercialCustomer: true, email: '', website: 'http://spam.example', filledInMs: 5000 });
});

it('gives each public form the fields its schema takes, so a body with what a visitor typed passes it', () => {
  const posted = new URLSearchParams({
    name: 'Dana Fox',
    email: 'dana@example.com',
    phone: '608-555-0142',
    address: '1 Main St, Madison',
    category: TICKET_CATEGORIES[0],
    description: 'The kitchen speakers hum.',
  });
  expect(ticketSchema.safeParse(formBody('ticket', posted, 60_000)).success).toBe(true);
  for (const form of ['application', 'lan', 'ticket', 'lead'] as const) {
    expect(formFields(form).size).toBe(Object.keys(formBody(form, new URLSearchParams(), 0)).length);
    expect(formFields(form).size).toBeGreaterThan(5);
  }
});
