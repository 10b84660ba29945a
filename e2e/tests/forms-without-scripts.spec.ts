// Pages whose scripts do not run: turned off in the browser, or every script of the page
// failing to load. The forms the server drew are posted natively and answered by the
// server with the same contract: refused with the spec's messages and what was typed,
// accepted with a case id on /confirmation and one journal row; the Menu opens; Pay
// Online says it needs scripts and gives the phone number.
import { expect, test, type Page } from '../support/test';
import { journalRows } from '../support/journal';
import { sentEmails } from '../support/sandbox';

/** The one journal row of this form sent with this email, once the page has settled. */
async function journaledOnceBy(page: Page, form: string, email: string) {
  await page.waitForLoadState('load');
  const rows = journalRows(form).filter((row) => (JSON.parse(row.payload) as { email?: string }).email === email);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function caseNumberShown(page: Page, pattern: RegExp): Promise<string> {
  await expect(page).toHaveURL(/\/confirmation\?case=/);
  const caseNumber = page.getByText(/Your case number is/).locator('strong');
  await expect(caseNumber).toHaveText(pattern);
  return (await caseNumber.textContent()) ?? '';
}

/** A phone's Menu, opened and followed without the page's scripts. */
async function menuOpens(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link')).toHaveText(['Services', 'Galleries', 'Get Support', 'Pay Online', 'Get a quote', 'Call (608) 555-0142']);
  await menu.getByRole('link', { name: 'Galleries' }).click();
  await expect(page).toHaveURL('/gallery');
}

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('an application is refused with the spec messages and what was typed, then accepted with its case id and one journal row', async ({ page }) => {
    const email = `nojs.applicant.${Date.now()}@example.com`;
    await page.goto('/apply/positions/1');
    const form = page.getByRole('form', { name: 'Application for System Integrator' });
    const contact = form.getByRole('group', { name: 'Contact Information' });
    await contact.getByLabel('Legal first name').fill('Dana');
    await contact.getByLabel('Legal family name').fill('Okafor');
    await contact.getByLabel('Phone').fill('608-555-0123');
    await contact.getByLabel('Email').fill('dana@');
    await form.getByLabel('I am at least 18 years of age').check();
    const job1 = form.getByRole('group', { name: 'Job 1' });
    await job1.getByLabel('Job title').fill('Low-voltage Technician');
    await job1.getByLabel('Employer').fill('Prairie Wiring');
    await job1.getByLabel('Start date').fill('2022-01-10');
    await job1.getByLabel('Responsibilities').fill('Terminated network cable and mounted TVs.');
    await form.getByRole('button', { name: 'Submit' }).click();

    const summary = form.getByRole('alert', { name: 'Please resolve the following errors before submitting:' });
    await expect(summary.getByRole('listitem')).toHaveText(['Please enter a valid email address', 'Please write a short cover letter']);
    await expect(contact.getByLabel('Legal first name')).toHaveValue('Dana');
    await expect(contact.getByLabel('Email')).toHaveValue('dana@');
    await expect(contact.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(form.getByLabel('I am at least 18 years of age')).toBeChecked();
    await expect(job1.getByLabel('Start date')).toHaveValue('2022-01-10');
    await expect(form.getByLabel('Cover letter')).toHaveAttribute('aria-invalid', 'true');
    expect(journalRows('application').filter((row) => row.payload.includes('dana@'))).toEqual([]);

    await contact.getByLabel('Email').fill(email);
    await form.getByLabel('Cover letter').fill('I would like to grow into system integration.');
    await form.getByRole('button', { name: 'Submit' }).click();

    const caseId = await caseNumberShown(page, /^AP-[0-9A-Z]{10}$/);
    const row = await journaledOnceBy(page, 'application', email);
    expect(row.case_id).toBe(caseId);
    expect(row.delivery).toBe('delivered');
    expect(JSON.parse(row.payload)).toMatchObject({ position: 'System Integrator', firstName: 'Dana', ageCheck: true, workCheck: false });
    const emails = (await sentEmails('template_application')).filter((sent) => sent.params.email === email);
    expect(emails.map((sent) => sent.params.case_id)).toEqual([caseId]);
  });

  test('the Menu opens with its four links, the quote and the call', async ({ page }) => menuOpens(page));

  test('Pay Online says it needs scripts and gives the phone number', async ({ page }) => {
    await page.goto('/verify');
    const notice = page.getByText('Paying online needs our card processor’s scripts, which are not running in your browser.');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: '(608) 555-0142' })).toHaveAttribute('href', /^tel:/);
  });
});

test.describe('with every script of the page failing to load', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
  });

  test('the Menu opens with its four links, the quote and the call', async ({ page }) => menuOpens(page));

  test('a ticket is refused with the spec messages and what was typed, then accepted with its case id and one journal row', async ({ page }) => {
    const email = `nojs.ticket.${Date.now()}@example.com`;
    await page.goto('/support/newTicket');
    const form = page.getByRole('form', { name: 'Support ticket' });
    await form.getByLabel(/^Name/).fill('Lee Chen');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Phone/).fill('608-555-0123');
    await form.getByLabel(/^Address/).fill('12 Lake Street, Madison');
    await form.getByLabel(/^Describe the issue/).fill('The Wi-Fi drops every evening around 7.');
    await form.getByRole('button', { name: 'Submit ticket' }).click();

    const summary = form.getByRole('alert', { name: 'Please resolve the following errors before submitting' });
    await expect(summary.getByRole('listitem')).toHaveText(["Please select a type of issue, select 'other' if not listed"]);
    await expect(form.getByLabel(/^Type of issue/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/^Name/)).toHaveValue('Lee Chen');
    await expect(form.getByLabel(/^Describe the issue/)).toHaveValue('The Wi-Fi drops every evening around 7.');
    expect(journalRows('ticket').filter((row) => row.payload.includes(email))).toEqual([]);

    await form.getByLabel(/^Type of issue/).selectOption('Internet Connection Not Working / Poor Performance');
    await form.getByRole('button', { name: 'Submit ticket' }).click();

    const caseId = await caseNumberShown(page, /^SP-\d{6}$/);
    const row = await journaledOnceBy(page, 'ticket', email);
    expect(row.case_id).toBe(caseId);
    expect(row.delivery).toBe('delivered');
    const emails = (await sentEmails()).filter((sent) => sent.params.to_email === email || sent.params.email === email);
    expect(emails.map((sent) => [sent.templateId, sent.params.case_id])).toEqual([
      ['template_ticket_receipt', caseId],
      ['template_ticket_internet', caseId],
    ]);
  });
});
