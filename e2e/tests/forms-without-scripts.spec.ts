// Pages whose scripts do not run: turned off in the browser, or every script of the page
// failing to load. The forms the server drew are posted natively and answered by the
// server with the same contract: refused with the spec's messages and what was typed,
// accepted with a case id on /confirmation, one journal row and its emails; the Menu
// opens; Pay Online and the staff keypad say they need scripts (and why, and what to do). And pages whose
// shell's scripts run while the owning remote's stall or fail (a stalled CDN edge, a bad
// deploy): the remote's part stays the server's, and its forms and links still work.
import { expect, test, type Page } from '../support/test';
import { journalRows } from '../support/journal';
import { sentEmails } from '../support/sandbox';
import { LEAD_FORM } from '../support/customerForms';
import { emailsAbout, fillCustomerRequest, journaledOnce } from '../support/customerRequest';
import { VALID_BODIES } from 'contract/testing/validBodies';
import { ports } from '../support/site';

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
  await expect(menu.getByRole('link')).toHaveText(['Services', 'Galleries', 'Get Support', 'Pay Online', 'Get a quote', 'Call (608) 555-0142', 'Careers', 'Our team', 'Testimonials', 'Brands']);
  await menu.getByRole('link', { name: 'Galleries' }).click();
  await expect(page).toHaveURL('/gallery');
}

/** The keypad cannot work as a form (the staff pages are drawn in the browser alone): it says so, and why. */
async function keypadNeedsScripts(page: Page) {
  await page.goto('/verify/trust');
  await expect(page.getByText(/^The keypad needs this page’s scripts/)).toHaveText(
    'The keypad needs this page’s scripts, which are not running in your browser. The staff pages open only in the browser, after our server has checked the passcode, so that none is ever sent to someone who has not entered it.',
  );
}

async function payOnlineNeedsScripts(page: Page) {
  await page.goto('/verify');
  const notice = page.getByText('Paying online needs our card processor’s scripts, which are not running in your browser.');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: '(608) 555-0142' })).toHaveAttribute('href', /^tel:/);
}

/**
 * The application drawn by the server, certifications ticked and filled in (their boxes
 * shown by the tick, without scripts), sent twice: refused with the spec's messages and
 * what was typed, then accepted with its case id, one journal row and its email.
 */
async function applicationAnsweredByTheServer(page: Page, label: string) {
  const email = `${label}.applicant.${Date.now()}@example.com`;
  // As a visitor does: they act on what they see, without waiting for the page's load event.
  await page.goto('/apply/positions/1', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Application for System Integrator' });
  const contact = form.getByRole('group', { name: 'Contact Information' });
  await contact.getByLabel('Legal first name').fill('Dana');
  await contact.getByLabel('Legal family name').fill('Okafor');
  await contact.getByLabel('Phone').fill('608-555-0123');
  await contact.getByLabel('Email').fill('dana@');
  await form.getByLabel('I am at least 18 years of age').check();
  await expect(form.getByLabel('Certification 1')).toBeHidden();
  await form.getByLabel('I hold industry certifications').check();
  await form.getByLabel('Certification 1').fill('AVIXA CTS');
  const job1 = form.getByRole('group', { name: 'Job 1' });
  await job1.getByLabel('Job title').fill('Low-voltage Technician');
  await job1.getByLabel('Employer').fill('Prairie Wiring');
  await job1.getByLabel('Start date').fill('2022-01-10');
  await job1.getByLabel('Responsibilities').fill('Terminated network cable and mounted TVs.');
  await form.getByRole('button', { name: 'Submit' }).click();

  const summary = form.getByRole('alert', { name: 'Please resolve the following errors before submitting:' });
  await expect(summary.getByRole('listitem')).toHaveText([
    'Please enter a valid email address',
    'Please enter name of certification',
    'Please enter name of certification',
    'Please write a short cover letter',
  ]);
  await expect(contact.getByLabel('Legal first name')).toHaveValue('Dana');
  await expect(contact.getByLabel('Email')).toHaveValue('dana@');
  await expect(contact.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(contact.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(form.getByLabel('I am at least 18 years of age')).toBeChecked();
  await expect(form.getByLabel('I hold industry certifications')).toBeChecked();
  await expect(form.getByLabel('Certification 1')).toHaveValue('AVIXA CTS');
  await expect(form.getByLabel('Certification 2')).toHaveAttribute('aria-invalid', 'true');
  await expect(job1.getByLabel('Start date')).toHaveValue('2022-01-10');
  await expect(form.getByLabel('Cover letter')).toHaveAttribute('aria-invalid', 'true');
  expect(journalRows('application').filter((row) => row.payload.includes('dana@'))).toEqual([]);

  await contact.getByLabel('Email').fill(email);
  await form.getByLabel('Certification 2').fill('CEDIA IST');
  await form.getByLabel('Certification 3').fill('N/A');
  await form.getByLabel('Cover letter').fill('I would like to grow into system integration.');
  await form.getByRole('button', { name: 'Submit' }).click();

  const caseId = await caseNumberShown(page, /^AP-[0-9A-Z]{10}$/);
  const row = await journaledOnceBy(page, 'application', email);
  expect(row.case_id).toBe(caseId);
  expect(row.delivery).toBe('delivered');
  expect(JSON.parse(row.payload)).toMatchObject({
    position: 'System Integrator',
    firstName: 'Dana',
    ageCheck: true,
    workCheck: false,
    certCheck: true,
    certList1: 'AVIXA CTS',
    certList2: 'CEDIA IST',
    certList3: 'N/A',
  });
  const emails = (await sentEmails('template_application')).filter((sent) => sent.params.email === email);
  expect(emails.map((sent) => sent.params.case_id)).toEqual([caseId]);
}

/**
 * A commercial ticket drawn by the server, sent twice: refused with the spec's message and
 * what was typed, then accepted with its case id, one journal row and its two emails.
 */
async function ticketAnsweredByTheServer(page: Page, label: string) {
  // On the ticket page already: the caller opened it its own way.
  const email = `${label}.ticket.${Date.now()}@example.com`;
  const form = page.getByRole('form', { name: 'Support ticket' });
  await form.getByLabel(/^Name/).fill('Lee Chen');
  const commercialCategory = form.getByLabel(/^Type of issue/).getByRole('option', { name: 'Video Conferencing System' });
  await expect(form.getByLabel('Business name')).toBeHidden();
  await expect(commercialCategory).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'This is for a business (commercial customer)' }).check();
  await expect(commercialCategory).toHaveCount(1);
  await form.getByLabel('Business name').fill('Gomez Dental');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone/).fill('608-555-0123');
  await form.getByLabel(/^Address/).fill('12 Lake Street, Madison');
  await form.getByLabel(/^Describe the issue/).fill('The conference room camera shows a black screen in every call.');
  await form.getByRole('button', { name: 'Submit ticket' }).click();

  const summary = form.getByRole('alert', { name: 'Please resolve the following errors before submitting' });
  await expect(summary.getByRole('listitem')).toHaveText(["Please select a type of issue, select 'other' if not listed"]);
  await expect(form.getByLabel(/^Type of issue/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^Name/)).toHaveValue('Lee Chen');
  await expect(form.getByLabel('Business name')).toHaveValue('Gomez Dental');
  await expect(form.getByLabel(/^Describe the issue/)).toHaveValue('The conference room camera shows a black screen in every call.');
  expect(journalRows('ticket').filter((row) => row.payload.includes(email))).toEqual([]);

  await form.getByLabel(/^Type of issue/).selectOption('Video Conferencing System');
  await form.getByRole('button', { name: 'Submit ticket' }).click();

  const caseId = await caseNumberShown(page, /^SP-\d{6}$/);
  const row = await journaledOnceBy(page, 'ticket', email);
  expect(row.case_id).toBe(caseId);
  expect(row.delivery).toBe('delivered');
  expect(JSON.parse(row.payload)).toMatchObject({ commercialCustomer: true, businessName: 'Gomez Dental', category: 'Video Conferencing System' });
  const emails = (await sentEmails()).filter((sent) => sent.params.to_email === email || sent.params.email === email);
  expect(emails.map((sent) => [sent.templateId, sent.params.case_id])).toEqual([
    ['template_ticket_receipt', caseId],
    ['template_ticket_default', caseId],
  ]);
}

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('an application is refused with the spec messages and what was typed, then accepted with its case id and one journal row', async ({ page }) =>
    applicationAnsweredByTheServer(page, 'nojs'));

  test('the Menu opens with its four links, the quote, the call and More', async ({ page }) => menuOpens(page));

  test('a commercial lead is refused with the spec messages and what was typed, then accepted with its case id, one journal row and its two emails', async ({ page }) => {
    const email = `nojs.lead.${Date.now()}@example.com`;
    const description = `A screen and music in the new lobby, planned ${Date.now()}.`;
    await page.goto(LEAD_FORM.path);
    const form = page.getByRole('form', { name: LEAD_FORM.name });
    await form.getByLabel('What are you interested in?').selectOption('Audio and video for a business');
    await fillCustomerRequest(page, {
      name: 'Maria Gomez',
      commercial: 'This is for a business (commercial project)',
      businessName: 'Gomez Dental',
      email: '',
      phone: '',
      category: { label: 'Type of project', value: 'New Construction' },
      when: { label: 'When would you like to start?', value: 'In 3-6 months' },
      purchase: { label: 'Have you bought from us before?', value: 'No' },
      description: { label: 'Describe your project', value: description },
    });
    await form.getByRole('button', { name: LEAD_FORM.submit }).click();

    const summary = form.getByRole('alert', { name: 'Please resolve the following errors before submitting' });
    await expect(summary.getByRole('listitem')).toHaveText(['Please enter your email', 'Please enter your phone number']);
    await expect(form.getByLabel(/^Email/)).toHaveAccessibleDescription('Please enter your email');
    await expect(form.getByLabel(/^Phone/)).toHaveAccessibleDescription('Please enter your phone number');
    await expect(form.getByLabel(/^Name/)).toHaveValue('Maria Gomez');
    await expect(form.getByRole('checkbox', { name: 'This is for a business (commercial project)' })).toBeChecked();
    await expect(form.getByLabel('Business name')).toHaveValue('Gomez Dental');
    await expect(form.getByLabel('What are you interested in?')).toHaveValue('business');
    await expect(form.getByLabel(/^Type of project/)).toHaveValue('New Construction');
    await expect(form.getByLabel('When would you like to start?')).toHaveValue('In 3-6 months');
    await expect(form.getByLabel(/^Have you bought from us before/)).toHaveValue('No');
    await expect(form.getByLabel(/^Describe your project/)).toHaveValue(description);
    expect(journalRows('lead').filter((row) => row.payload.includes(description))).toEqual([]);

    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Phone/).fill('608 555 0177');
    await form.getByRole('button', { name: LEAD_FORM.submit }).click();

    const caseId = await caseNumberShown(page, /^LD-\d{6}$/);
    const row = await journaledOnce('lead', email, 'delivered');
    expect(row.case_id).toBe(caseId);
    expect(JSON.parse(row.payload)).toMatchObject({ commercialCustomer: true, businessName: 'Gomez Dental', interest: 'business', category: 'New Construction', description });
    const emails = await emailsAbout(email);
    expect(emails.map((sent) => [sent.templateId, sent.params.case_id])).toEqual([
      ['template_lead_receipt', caseId],
      ['template_lead_commercial', caseId],
    ]);
    expect(emails[0]!.params).toMatchObject({ to_name: 'Maria Gomez', to_email: email });
    expect(emails[1]!.params).toMatchObject({ businessName: 'Gomez Dental', interest: 'Audio and video for a business', date: 'In 3-6 months', description });
  });

  test('Pay Online says it needs scripts and gives the phone number', async ({ page }) => payOnlineNeedsScripts(page));

  test('the staff keypad says it needs scripts, and why', async ({ page }) => keypadNeedsScripts(page));
});

test.describe('with every script of the page failing to load', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
  });

  test('the Menu opens with its four links, the quote, the call and More', async ({ page }) => menuOpens(page));

  test('Pay Online says it needs scripts and gives the phone number', async ({ page }) => payOnlineNeedsScripts(page));

  test('the staff keypad says it needs scripts, and why', async ({ page }) => keypadNeedsScripts(page));

  test('an application is refused with the spec messages and what was typed, then accepted with its case id and one journal row', async ({ page }) =>
    applicationAnsweredByTheServer(page, 'failed-scripts'));

  test('a commercial ticket is refused with the spec messages and what was typed, then accepted with its case id and one journal row', async ({ page }) => {
    await page.goto('/support/newTicket');
    await ticketAnsweredByTheServer(page, 'failed-scripts');
  });

  test('a network form with a guest network, revealed by its tick, is accepted with its case id and one journal row', async ({ page }) => {
    const lan = VALID_BODIES.lan;
    const email = `failed-scripts.lan.${Date.now()}@example.com`;
    const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await page.goto('/gettingstarted/lan');
    await field('First name').fill(lan.firstName);
    await field('Last name').fill(lan.lastName);
    await field('Phone').fill(lan.phone);
    await field('Email').fill(email);
    await field('Wi-Fi network name').fill(lan.NetworkName);
    await field('Wi-Fi password').fill(lan.passcode);
    await expect(field('Guest network name')).toBeHidden();
    await page.getByRole('checkbox', { name: /guest network/ }).check();
    await field('Guest network name').fill(lan.GuestNetworkName);
    await field('Guest Wi-Fi password').fill(lan.guestpasscode);
    await page.getByRole('button', { name: 'Submit' }).click();

    const caseId = await caseNumberShown(page, /^LN-[0-9A-Z]{10}$/);
    const row = await journaledOnceBy(page, 'lan', email);
    expect(row.case_id).toBe(caseId);
    expect(JSON.parse(row.payload)).toMatchObject({ guestCheck: true, GuestNetworkName: lan.GuestNetworkName, guestpasscode: lan.guestpasscode });
  });
});

/** Every script of one remote: its entry and chunks, at its own address. */
const remoteScripts = (remote: 'careers' | 'marketing') => new RegExp(`^http://localhost:${ports[remote]}/.*\\.js(\\?|$)`);

/** Every script of one remote asked for and never answered. */
async function stallRemote(page: Page, remote: 'careers' | 'marketing') {
  await page.route(remoteScripts(remote), () => undefined);
}

test.describe("with the shell's scripts arriving and the owning remote's never answered", () => {
  test('an application is refused with the spec messages and what was typed, then accepted with its case id and one journal row', async ({ page }) => {
    await stallRemote(page, 'careers');
    await applicationAnsweredByTheServer(page, 'stalled-remote');
  });

  test('a commercial ticket is refused with the spec messages and what was typed, then accepted with its case id and one journal row', async ({ page }) => {
    await stallRemote(page, 'marketing');
    await page.goto('/support/newTicket', { waitUntil: 'commit' });
    await ticketAnsweredByTheServer(page, 'stalled-remote');
  });

  test("a link in the remote's part of the page goes to its page", async ({ page }) => {
    await stallRemote(page, 'careers');
    await page.goto('/apply/positions/1', { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('link', { name: 'Back to open positions' }).click();
    await expect(page).toHaveURL('/apply/positions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open positions');
  });
});

test.describe("with the shell's scripts arriving and the owning remote's failing to load", () => {
  test("the remote's part stays as the server drew it, says so, and its ticket is accepted with its case id", async ({ page }) => {
    await page.route(remoteScripts('marketing'), (route) => route.abort());
    await page.goto('/support/newTicket');
    await expect(page.getByRole('status').filter({ hasText: 'Part of this page did not finish loading.' })).toHaveText(
      'Part of this page did not finish loading. If something on it does not respond, reload the page or call us at (608) 555-0142.',
    );
    await ticketAnsweredByTheServer(page, 'failed-remote');
  });
});
