// A visitor on a slow phone acts as soon as the page shows, before its scripts have
// taken over (the CPU four times slower, every script held back 2.5 s and until the test
// has acted). What HTML does happens at once, with no script (#42): the Menu's popover
// opens, a form the server answers is posted and answered. What needs the scripts happens
// once they arrive, exactly once and in order: nothing is lost. Each test first
// checks that it acted in that moment, or it would test nothing. "Once" is counted after the page has settled
// (support/earlyWindow.ts): a duplicate from acting twice would have shown by then.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectDialogs, doneActing, documentRequests, islandsSettled, openPainted, slowScripts } from '../support/earlyWindow';
import { emailsAbout, fillCustomerRequest, journaledOnce } from '../support/customerRequest';
import { journalRows } from '../support/journal';
import { sentEmails } from '../support/sandbox';
import { PHONE } from '../support/phone';

test.beforeEach(async ({ page }) => slowScripts(page));

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the Menu tapped at once opens at once, as the browser opens it, and its links lead on', async ({ page }) => {
    await openPainted(page, '/');
    await page.getByRole('button', { name: 'Menu' }).tap();

    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText(['Services', 'Galleries', 'Get Support', 'Pay Online', 'Get a quote', 'Call (608) 555-0142', 'Careers', 'Our team', 'Testimonials', 'Brands']);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).not.toHaveAttribute('aria-busy');
    await doneActing(page); // opened before any script ran

    await menu.getByRole('link', { name: 'Galleries' }).tap();
    await expect(page).toHaveURL('/gallery');
  });

  test("the carousel's Next and Previous tapped at once step at once, and its island carries on from that photo", async ({ page }) => {
    await openPainted(page, '/');
    const carousel = page.getByRole('region', { name: 'Our work' });
    await carousel.getByRole('link', { name: 'Next' }).tap();
    await carousel.getByRole('link', { name: 'Next' }).tap();
    await expect(carousel.getByText('Slide 3 of 12')).toBeVisible();
    await carousel.getByRole('link', { name: 'Previous' }).tap();
    await expect(carousel.getByText('Slide 2 of 12')).toBeVisible();
    await doneActing(page); // each step came before any script ran

    // What this test is about: the island's code has arrived and taken over from that photo.
    await expect(page.locator('[data-island="home-carousel"]')).toHaveAttribute('data-island-state', 'hydrated');
    await carousel.getByRole('link', { name: 'Next' }).tap();
    await expect(carousel.getByText('Slide 3 of 12')).toBeVisible();
    await expect(carousel.getByRole('figure')).toHaveCount(1);
    await expect(page).toHaveURL(/\/#photo-2$/); // the island's step, which leaves the address alone
  });

  test("About Us opens at once, and a caption's Next tapped before its island's code shows it was taken, then acts once", async ({ page }) => {
    await openPainted(page, '/');
    await page.getByText('About Us', { exact: true }).tap();
    const caption = page.getByRole('heading', { level: 3 }).filter({ hasText: /Our Commitment|Our Team|Est\. 1998/ });
    await expect(caption).toHaveText('Our Commitment'); // the browser opened it
    await page.getByRole('button', { name: 'Next caption' }).tap();
    const island = page.locator('[data-island="home-about-captions"]');
    await expect(island).toHaveAttribute('aria-busy', 'true');
    await expect(caption).toHaveText('Our Commitment');
    await doneActing(page);

    await expect(caption).toHaveText('Our Team');
    await expect(page.getByText('2 of 3')).toBeVisible();
    await expect(island).not.toHaveAttribute('aria-busy');
    // Once: a second tap now moves one caption on from there, not two.
    await page.getByRole('button', { name: 'Next caption' }).tap();
    await expect(caption).toHaveText('Est. 1998');
    await expect(page.getByText('3 of 3')).toBeVisible();
  });

  test("a guide's Back and Next tapped at once walk the steps at once, each step the server's page", async ({ page }) => {
    const documents = documentRequests(page);
    await openPainted(page, '/tobhomes/caseta?step=1');
    const main = page.getByRole('main');
    const stepTitle = main.getByRole('heading', { level: 2 }).first(); // the step's, before the side panel's
    await expect(stepTitle).toHaveText('Install the right Lutron app');
    await main.getByRole('button', { name: 'Back' }).tap();
    await expect(stepTitle).toHaveText('Connect the Smart Bridge');
    await main.getByRole('button', { name: 'Next' }).tap();
    await expect(stepTitle).toHaveText('Install the right Lutron app');
    await main.getByRole('button', { name: 'Next' }).tap();
    await expect(stepTitle).toHaveText('Add the bridge and your lights');
    await doneActing(page); // each step came before any script ran

    await expect(page).toHaveURL('/tobhomes/caseta?step=2#guide-step'); // the server's step, landed at its heading
    await expect(main.getByText('Step 3 of 3')).toBeVisible();
    expect(documents).toEqual(['/tobhomes/caseta?step=1', '/tobhomes/caseta?step=0', '/tobhomes/caseta?step=1', '/tobhomes/caseta?step=2'].map((path) => `GET ${path}`));
  });

  test('nine keypad digits tapped at once give the too-many alert, once', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await openPainted(page, '/verify/trust');
    const keypad = page.getByRole('group', { name: 'Passcode keypad' });
    for (const digit of '123456789') await keypad.getByRole('button', { name: digit, exact: true }).tap();
    await doneActing(page);

    await expect.poll(() => dialogs).toContain('too many numbers, please retry.');
    await islandsSettled(page);
    expect(dialogs).toEqual(['too many numbers, please retry.']);
  });
});

// The keypad is the island of a page sent without the app: what it took before its code
// came, taps and the keys typed on a focused key, acts once it is live, in order.
test.describe('on the keypad, from the keyboard', () => {
  const keypadPage = async (page: Page) => {
    await openPainted(page, '/verify/trust');
    return page.getByRole('group', { name: 'Passcode keypad' });
  };
  const keypadIsland = (page: Page) => page.locator('[data-island="keypad"]');

  test('keys typed at once on a focused key each count once, and one typed once it is live counts too', async ({ page }) => {
    const dialogs = collectDialogs(page);
    const keypad = await keypadPage(page);
    const one = keypad.getByRole('button', { name: '1', exact: true });
    await one.click();
    await expect(keypadIsland(page)).toHaveAttribute('aria-busy', 'true'); // the tap shows it was taken
    await page.keyboard.type('23456'); // on the focused key
    for (let n = 0; n < 5; n++) await page.keyboard.press('Backspace');
    await page.keyboard.type('23456');
    await page.keyboard.press('Space'); // presses it: a second 1
    await doneActing(page);

    await expect(keypad.getByText('7 of 8 digits entered')).toBeAttached();
    await page.keyboard.press('8');
    await expect(keypad.getByText('8 of 8 digits entered')).toBeAttached();
    await islandsSettled(page);
    await expect(keypad.getByText('8 of 8 digits entered')).toBeAttached();
    expect(dialogs).toEqual([]);
    await expect(keypadIsland(page)).not.toHaveAttribute('aria-busy');
  });

  test('a code typed and sent with Enter on a focused key at once is checked, once', async ({ page }) => {
    const dialogs = collectDialogs(page);
    const keypad = await keypadPage(page);
    await keypad.getByRole('button', { name: '9', exact: true }).click();
    await page.keyboard.type('876');
    await page.keyboard.press('Enter');
    await doneActing(page);

    await expect.poll(() => dialogs).toContain('invalid passcode');
    await islandsSettled(page);
    expect(dialogs).toEqual(['invalid passcode']);
    await expect(keypad.getByText('0 of 8 digits entered')).toBeAttached();
  });
});

test('an application sent at once is posted at once and answered by the server with its messages and what was typed', async ({ page }) => {
  const documents = documentRequests(page);
  await openPainted(page, '/apply/positions/1');
  const form = page.getByRole('form', { name: 'Application for System Integrator' });
  await form.getByLabel('Legal first name').fill('Mary');
  await form.getByLabel('I hold industry certifications').check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => documents).toEqual(['GET /apply/positions/1', 'POST /apply/positions/1']);
  await doneActing(page); // posted before any script ran

  const summary = form.getByRole('alert', { name: 'Please resolve the following errors before submitting:' });
  await expect(summary.getByRole('listitem').first()).toHaveText('Please enter your legal family name');
  await expect(summary.getByText('Please enter name of certification')).toHaveCount(3);
  for (const n of [1, 2, 3]) await expect(form.getByLabel(`Certification ${n}`)).toBeVisible();
  await expect(form.getByLabel('Legal first name')).toHaveValue('Mary');
  await expect(form.getByLabel('I hold industry certifications')).toBeChecked();
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
  await expect(page).toHaveURL(/\/confirmation\?case=SP-\d{6}$/);
  await doneActing(page); // answered before any script ran

  const row = await journaledOnce('ticket', email, 'delivered', () => page.waitForLoadState('load'));
  expect(JSON.parse(row.payload)).toMatchObject({ name: 'Robin Early', phone: '608-555-0144', date: '2025-03', purchaseDomain: 'No' });
  await expect(page.getByText(/Your case number is/).locator('strong')).toHaveText(row.case_id);
  expect((await emailsAbout(email)).map((sent) => sent.templateId)).toEqual(['template_ticket_receipt', 'template_ticket_internet']);
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
  await expect(page).toHaveURL(/\/confirmation\?case=LN-[0-9A-Z]{10}$/);
  await doneActing(page); // answered before any script ran

  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await page.waitForLoadState('load');
  const rows = journalRows('lan').filter((row) => JSON.parse(row.payload).email === email);
  expect(rows).toHaveLength(1);
  expect(JSON.parse(rows[0]!.payload)).toMatchObject({ firstName: 'Sam', NetworkName: 'Okafor Home', passcode: 'Sunflower42', guestCheck: false });
  expect((await sentEmails('template_lan')).filter((sent) => sent.params.email === email)).toHaveLength(1);
});

test('a ticket typed and sent with Enter in a field at once is posted at once, once', async ({ page }) => {
  const email = `early.enter.${Date.now()}@example.com`;
  const documents = documentRequests(page);
  await openPainted(page, '/support/newTicket');
  await fillCustomerRequest(page, {
    name: 'Robin Early',
    email,
    phone: '608-555-0144',
    address: '4 Mill Road, Janesville',
    category: { label: 'Type of issue', value: 'Internet Connection Not Working / Poor Performance' },
    description: { label: 'Describe the issue', value: 'The router blinks red, then goes dark.' },
  });
  await page.getByLabel(/^Phone/).press('Enter');
  await expect(page).toHaveURL(/\/confirmation\?case=SP-\d{6}$/);
  await doneActing(page); // answered before any script ran

  const row = await journaledOnce('ticket', email, 'delivered', () => page.waitForLoadState('load'));
  expect(JSON.parse(row.payload)).toMatchObject({ description: 'The router blinks red, then goes dark.' });
  expect(documents).toEqual(['GET /support/newTicket', 'POST /support/newTicket', `GET /confirmation?case=${row.case_id}`]);
});
