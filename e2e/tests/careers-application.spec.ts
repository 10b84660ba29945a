// An applicant sends a complete technician application: it is journaled with the
// worker, reaches the email service with every field, and ends on /confirmation.
import { expect, test, type Page } from '../support/test';
import { answerNextDialog, leaveWhenAsked } from '../support/dialogs';
import { journalRows } from '../support/journal';
import { sentEmails } from '../support/sandbox';

const LEAVE_WARNING = 'Leave this page? Your form has not been submitted, and what you typed will be lost.';

const applicant = {
  firstName: 'Mary-Jane',
  lastName: "O'Brien",
  email: `maryjane.${Date.now()}@example.com`,
};
/** As most people write it; the form sends the ten digits as 608-555-0187. */
const TYPED_PHONE = '(608) 555-0187';
const SENT_PHONE = '608-555-0187';

async function fillApplication(page: Page) {
  const form = page.getByRole('form', { name: 'Application for Sales + Project Manager' });
  const contact = form.getByRole('group', { name: 'Contact Information' });
  await contact.getByLabel('Legal first name').fill(applicant.firstName);
  await contact.getByLabel('Legal family name').fill(applicant.lastName);
  await contact.getByLabel('Phone').fill(TYPED_PHONE);
  await contact.getByLabel('Email').fill(applicant.email);
  await form.getByLabel('I am at least 18 years of age').check();
  await form.getByLabel('I am authorized to work in the United States').check();
  await form.getByLabel("I have a valid driver's license and reliable transportation").check();
  await form.getByLabel('I hold industry certifications').check();
  await form.getByLabel('Certification 1').fill('AVIXA CTS');
  await form.getByLabel('Certification 2').fill('CEDIA IST');
  await form.getByLabel('Certification 3').fill('Control4 Certified Installer');
  await form.getByLabel('Brand 1').selectOption('Sonos');
  await form.getByLabel('Brand 2').selectOption('Control4');
  const job1 = form.getByRole('group', { name: 'Job 1' });
  await job1.getByLabel('Job title').fill('Project Coordinator');
  await job1.getByLabel('Employer').fill('Lakeside Audio');
  await job1.getByLabel('Start date').fill('2021-03-01');
  await job1.getByLabel('I currently work here').check();
  await job1.getByLabel('Responsibilities').fill('Scheduled installs and ordered equipment for residential projects.');
  await form.getByRole('button', { name: 'Add another job' }).click();
  const job2 = form.getByRole('group', { name: 'Job 2' });
  await job2.getByLabel('Job title').fill('Installer');
  await job2.getByLabel('Employer').fill('Badger Sound');
  await job2.getByLabel('Start date').fill('2018-06-04');
  await job2.getByLabel('End date').fill('2021-02-26');
  await job2.getByLabel('Responsibilities').fill('Pulled wire and hung speakers.');
  await form.getByLabel('Cover letter').fill('I would like to sell and run the projects I used to install.');
}

test('a complete application is journaled, emailed with every field and confirmed', async ({ page }) => {
  await page.goto('/apply/positions/2');
  await fillApplication(page);
  await page.getByRole('button', { name: 'Submit' }).dblclick();

  await expect(page).toHaveURL(/\/confirmation\?case=AP-[0-9A-Z]{10}$/); // the case in the address, as a posted form's answer has it
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  const caseId = (await page.getByText(/Your case number is/).locator('strong').textContent()) ?? '';
  expect(caseId).toMatch(/^AP-/);

  const emails = (await sentEmails('template_application')).filter((email) => email.params.email === applicant.email);
  expect(emails).toHaveLength(1);
  expect(emails[0]?.params).toMatchObject({
    position: 'Sales + Project Manager',
    ...applicant,
    phone: SENT_PHONE,
    ageCheck: true,
    workCheck: true,
    driveCheck: true,
    certCheck: true,
    certList1: 'AVIXA CTS',
    certList2: 'CEDIA IST',
    certList3: 'Control4 Certified Installer',
    brandSelect_1: 'Sonos',
    brandSelect_2: 'Control4',
    brandSelect_3: 'N/A',
    jobhistory_title_1: 'Project Coordinator',
    jobhistory_company_1: 'Lakeside Audio',
    jobhistory_SD_1: '2021-03-01',
    jobhistory_ED_1: '',
    jobhistory_curemployment_1: true,
    jobhistory_desc_1: 'Scheduled installs and ordered equipment for residential projects.',
    jobhistory_title_2: 'Installer',
    jobhistory_company_2: 'Badger Sound',
    jobhistory_SD_2: '2018-06-04',
    jobhistory_ED_2: '2021-02-26',
    jobhistory_curemployment_2: false,
    jobhistory_desc_2: 'Pulled wire and hung speakers.',
    jobhistory_title_3: '',
    jobhistory_company_3: '',
    jobhistory_SD_3: '',
    jobhistory_ED_3: '',
    jobhistory_curemployment_3: false,
    jobhistory_desc_3: '',
    coverletter: 'I would like to sell and run the projects I used to install.',
    case_id: caseId,
  });
  expect(emails[0]?.params.contact_and_authorization).toContain("Name: Mary-Jane O'Brien");
  expect(emails[0]?.params.certifications_and_brands).toContain('Certifications: AVIXA CTS; CEDIA IST; Control4 Certified Installer');
  expect(emails[0]?.params.employment_and_cover_letter).toContain('Job 2: Installer, Badger Sound');

  const row = journalRows('application').find((entry) => entry.case_id === caseId);
  expect(row?.delivery).toBe('delivered');
  expect(JSON.parse(row?.payload ?? '{}')).toMatchObject({ ...applicant, phone: SENT_PHONE, position: 'Sales + Project Manager' });
});

/** Only what the specification requires: contact, Job 1 and the cover letter. */
async function fillRequiredOnly(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Application for System Integrator' });
  const contact = form.getByRole('group', { name: 'Contact Information' });
  await contact.getByLabel('Legal first name').fill('Dana');
  await contact.getByLabel('Legal family name').fill('Okafor');
  await contact.getByLabel('Phone').fill('608-555-0123');
  await contact.getByLabel('Email').fill(email);
  const job1 = form.getByRole('group', { name: 'Job 1' });
  await job1.getByLabel('Job title').fill('Low-voltage Technician');
  await job1.getByLabel('Employer').fill('Prairie Wiring');
  await job1.getByLabel('Start date').fill('2022-01-10');
  await job1.getByLabel('Responsibilities').fill('Terminated network cable and mounted TVs.');
  await form.getByLabel('Cover letter').fill('I would like to grow into system integration.');
  return form;
}

async function sendAndConfirm(page: Page, email: string) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/confirmation\?case=AP-[0-9A-Z]{10}$/); // the case in the address, as a posted form's answer has it
  const caseId = (await page.getByText(/Your case number is/).locator('strong').textContent()) ?? '';
  const emails = (await sentEmails('template_application')).filter((sent) => sent.params.email === email);
  expect(emails).toHaveLength(1);
  expect(emails[0]?.params.case_id).toBe(caseId);
  return emails[0]!.params;
}

test('age and work authorization are answers, and an earlier job may be partial', async ({ page }) => {
  const unticked = `dana.unticked.${Date.now()}@example.com`;
  await page.goto('/apply/positions/1');
  await fillRequiredOnly(page, unticked);
  const first = await sendAndConfirm(page, unticked);
  expect(first).toMatchObject({ ageCheck: false, workCheck: false });
  expect(first.contact_and_authorization).toContain('I am at least 18 years of age: No');
  expect(first.contact_and_authorization).toContain('I am authorized to work in the United States: No');

  const partial = `dana.partial.${Date.now()}@example.com`;
  await page.goto('/apply/positions/1');
  const form = await fillRequiredOnly(page, partial);
  await form.getByLabel('I am at least 18 years of age').check();
  await form.getByLabel('I am authorized to work in the United States').check();
  await form.getByRole('button', { name: 'Add another job' }).click();
  const job2 = form.getByRole('group', { name: 'Job 2' });
  await job2.getByLabel('Job title').fill('Installer');
  await job2.getByLabel('Employer').fill('Badger Sound');
  const second = await sendAndConfirm(page, partial);
  expect(second).toMatchObject({ ageCheck: true, workCheck: true, jobhistory_title_2: 'Installer', jobhistory_SD_2: '', jobhistory_desc_2: '' });
  expect(second.employment_and_cover_letter).toContain('Job 2: Installer, Badger Sound');
});

test('an application half filled comes back after a reload, its second job open, and leaving it asks first', async ({ page }) => {
  await page.goto('/apply/positions/1');
  const form = page.getByRole('form', { name: 'Application for System Integrator' });
  const contact = form.getByRole('group', { name: 'Contact Information' });
  await contact.getByLabel('Legal first name').fill('Mary-Jane');
  await contact.getByLabel('Legal family name').fill("O'Brien");
  await form.getByRole('button', { name: 'Add another job' }).click();
  const job2 = form.getByRole('group', { name: 'Job 2' });
  await job2.getByLabel('Job title').fill('Installer');
  await job2.getByLabel('Start date').fill('2018-06-04');
  await form.getByLabel('Cover letter').fill('I have wired three new subdivisions.');

  // The browser may ask before the reload: the visitor goes ahead.
  leaveWhenAsked(page);
  await page.reload();
  await expect(contact.getByLabel('Legal first name')).toHaveValue('Mary-Jane');
  await expect(contact.getByLabel('Legal family name')).toHaveValue("O'Brien");
  await expect(job2.getByLabel('Job title')).toHaveValue('Installer');
  await expect(job2.getByLabel('Start date')).toHaveValue('2018-06-04');
  await expect(form.getByRole('group', { name: 'Job 3' })).toHaveCount(0);
  await expect(form.getByLabel('Cover letter')).toHaveValue('I have wired three new subdivisions.');

  const refused = answerNextDialog(page, false);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  expect(await refused).toEqual({ type: 'confirm', message: LEAVE_WARNING });
  await expect(page).toHaveURL('/apply/positions/1');
  await expect(form.getByLabel('Cover letter')).toHaveValue('I have wired three new subdivisions.');
});
