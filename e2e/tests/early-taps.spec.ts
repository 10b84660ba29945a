// A visitor on a slow phone acts as soon as the page shows, before its scripts have
// taken over (the CPU four times slower, every script held back 2.5 s and until the test
// has acted). What they did happens once the scripts arrive, exactly once and in order:
// nothing is lost, nothing is sent to the server behind the page's back. Each test first
// checks that it acted in that moment, or it would test nothing. "Once" is counted after the page has settled
// (support/earlyWindow.ts): a duplicate from the replay would have shown by then.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { capturePhase, collectDialogs, countDocuments, doneActing, openPainted, settled, slowScripts, stillServerDrawn } from '../support/earlyWindow';
import { emailsAbout, fillCustomerRequest, journaledOnce } from '../support/customerRequest';
import { journalRows } from '../support/journal';
import { sentEmails } from '../support/sandbox';

test.beforeEach(async ({ page }) => slowScripts(page));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the Menu tapped at once opens the menu', async ({ page }) => {
    await openPainted(page, '/');
    await page.getByRole('button', { name: 'Menu' }).tap();
    await doneActing(page);

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Services', 'Galleries', 'Get Support', 'Pay Online', 'Get a quote', 'Call (608) 555-0142', 'Careers', 'Our team', 'Testimonials', 'Brands']);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test("a guide's Back and Next tapped at once walk the steps, each once", async ({ page }) => {
    await openPainted(page, '/tobhomes/caseta?step=1');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Install the right Lutron app' })).toBeVisible();
    await main.getByRole('button', { name: 'Back' }).tap();
    await main.getByRole('button', { name: 'Next' }).tap();
    await main.getByRole('button', { name: 'Next' }).tap();
    await doneActing(page);

    await expect(page).toHaveURL('/tobhomes/caseta?step=2');
    await expect(main.getByRole('heading', { level: 2, name: 'Add the bridge and your lights' })).toBeVisible();
    await expect(main.getByText('Step 3 of 3')).toBeVisible();
  });

  test('nine keypad digits tapped at once give the too-many alert, once', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await openPainted(page, '/verify/trust');
    const keypad = page.getByRole('group', { name: 'Passcode keypad' });
    for (const digit of '123456789') await keypad.getByRole('button', { name: digit, exact: true }).tap();
    await doneActing(page);

    await expect.poll(() => dialogs).toContain('too many numbers, please retry.');
    await settled(page);
    expect(dialogs).toEqual(['too many numbers, please retry.']);
  });
});

test.describe('on the keypad, from the keyboard', () => {
  const keypadPage = async (page: Page) => {
    await openPainted(page, '/verify/trust');
    return page.getByRole('group', { name: 'Passcode keypad' });
  };

  test('keys typed at once and one typed while they are replayed each count once', async ({ page }) => {
    const dialogs = collectDialogs(page);
    const keypad = await keypadPage(page);
    const one = keypad.getByRole('button', { name: '1', exact: true });
    await one.click();
    await expect(one).toHaveAttribute('aria-busy', 'true'); // the tap shows it was taken
    await page.keyboard.type('23456'); // on the focused key
    // Typed, taken back and typed again: enough held keys that the replay takes a while.
    for (let n = 0; n < 5; n++) await page.keyboard.press('Backspace');
    await page.keyboard.type('23456');
    await page.keyboard.press('Space'); // presses it: a second 1
    await doneActing(page);

    await page.waitForFunction(() => document.documentElement.dataset.earlyEvents === 'replaying', undefined, { polling: 10 });
    await page.keyboard.press('8');
    expect(await capturePhase(page), 'the 8 was typed while the held keys were replayed').toBe('replaying');

    await settled(page);
    await expect(keypad.getByText('8 of 8 digits entered')).toBeAttached();
    expect(dialogs).toEqual([]);
    await expect(one).not.toHaveAttribute('aria-busy');
  });

  test('a code typed and sent with Enter on a focused key at once is checked, once', async ({ page }) => {
    const dialogs = collectDialogs(page);
    const keypad = await keypadPage(page);
    await keypad.getByRole('button', { name: '9', exact: true }).click();
    await page.keyboard.type('876');
    await page.keyboard.press('Enter');
    await doneActing(page);

    await expect.poll(() => dialogs).toContain('invalid passcode');
    await settled(page);
    expect(dialogs).toEqual(['invalid passcode']);
    await expect(keypad.getByText('0 of 8 digits entered')).toBeAttached();
  });
});

test('an application sent at once is checked by the page with what was typed, and the page stays', async ({ page }) => {
  const documents = countDocuments(page);
  await openPainted(page, '/apply/positions/1');
  const form = page.getByRole('form', { name: 'Application for System Integrator' });
  await form.getByLabel('Legal first name').fill('Mary');
  await form.getByLabel('I hold industry certifications').check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await doneActing(page);

  const summary = form.getByRole('alert', { name: 'Please resolve the following errors before submitting:' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem').first()).toHaveText('Please enter your legal family name');
  await expect(summary.getByText('Please enter name of certification')).toHaveCount(3);
  for (const n of [1, 2, 3]) await expect(form.getByLabel(`Certification ${n}`)).toBeVisible();
  await expect(form.getByLabel('Legal first name')).toHaveValue('Mary');
  await settled(page);
  expect(documents()).toBe(1);
});

test('an amount, an invoice number and Next entered at once lead to the card type step', async ({ page }) => {
  await openPainted(page, '/verify');
  await page.getByLabel(/Payment amount/).fill('125.50');
  await page.getByLabel('Invoice number').fill('RR-10442');
  await page.getByRole('button', { name: 'Next' }).click();
  await doneActing(page);

  await expect(page.getByRole('heading', { name: 'How will you pay?' })).toBeVisible();
  await expect(page.getByText('Payment amount: $125.50')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Invoice number')).toHaveValue('RR-10442');
});

test('a ticket filled in and sent at once is journaled once and sends one receipt', async ({ page }) => {
  const email = `early.ticket.${Date.now()}@example.com`;
  await openPainted(page, '/support/newTicket');
  await fillCustomerRequest(page, {
    name: 'Robin Early',
    email,
    phone: '608-555-0144',
    address: '4 Mill Road, Janesville',
    category: { label: 'Type of issue', value: 'Internet Connection Not Working / Poor Performance' },
    month: { label: 'Month the equipment was installed or purchased', value: '2025-03' },
    purchase: { label: 'Did you buy this equipment from us?', value: 'No' },
    description: { label: 'Describe the issue', value: 'Sent before the page was ready.' },
  });
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await doneActing(page);

  const row = await journaledOnce('ticket', email, 'delivered', () => settled(page));
  expect(JSON.parse(row.payload)).toMatchObject({ name: 'Robin Early', phone: '608-555-0144', date: '2025-03', purchaseDomain: 'No' });
  await expect.poll(async () => (await emailsAbout(email)).map((sent) => sent.templateId)).toEqual([
    'template_ticket_receipt',
    'template_ticket_internet',
  ]);
  await expect(page).toHaveURL('/confirmation');
});

test('the network form filled in and sent at once is journaled and thanked', async ({ page }) => {
  const email = `early.lan.${Date.now()}@example.com`;
  await openPainted(page, '/gettingstarted/lan');
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field('First name').fill('Sam');
  await field('Last name').fill('Okafor');
  await field('Phone').fill('608-555-0199');
  await field('Email').fill(email);
  await field('Wi-Fi network name').fill('Okafor Home');
  await field('Wi-Fi password').fill('Sunflower42');
  await page.getByRole('button', { name: 'Submit' }).click();
  await doneActing(page);

  await expect(page).toHaveURL('/confirmation');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await settled(page);
  const rows = journalRows('lan').filter((row) => JSON.parse(row.payload).email === email);
  expect(rows).toHaveLength(1);
  expect(JSON.parse(rows[0]!.payload)).toMatchObject({ firstName: 'Sam', NetworkName: 'Okafor Home', passcode: 'Sunflower42', guestCheck: false });
  expect((await sentEmails('template_lan')).filter((sent) => sent.params.email === email)).toHaveLength(1);
});

test('a ticket typed, sent and then edited at once sends the edited text, once', async ({ page }) => {
  const email = `early.edited.${Date.now()}@example.com`;
  await openPainted(page, '/support/newTicket');
  await fillCustomerRequest(page, {
    name: 'Robin Early',
    email,
    phone: '608-555-0144',
    address: '4 Mill Road, Janesville',
    category: { label: 'Type of issue', value: 'Internet Connection Not Working / Poor Performance' },
    description: { label: 'Describe the issue', value: 'The router blinks.' },
  });
  const submit = page.getByRole('button', { name: 'Submit ticket' });
  await submit.click();
  await stillServerDrawn(page);
  await expect(submit).toHaveAttribute('aria-busy', 'true'); // the tap shows it was taken
  await page.getByLabel(/^Describe the issue/).fill('The router blinks red, then goes dark.');
  await doneActing(page);

  const row = await journaledOnce('ticket', email, 'delivered', () => settled(page));
  expect(JSON.parse(row.payload)).toMatchObject({ description: 'The router blinks red, then goes dark.' });
  await expect(page).toHaveURL('/confirmation');
});
