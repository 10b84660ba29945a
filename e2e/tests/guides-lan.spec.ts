// A new-home customer chooses their Wi-Fi on the network personalization form.
import { expect, hydrated, test, type Page } from '../support/test';
import { answerNextDialog } from '../support/dialogs';
import { journalRows } from '../support/journal';
import { sentEmails } from '../support/sandbox';
import { VALID_BODIES } from 'contract/testing/validBodies';

const PASSCODE_MESSAGE =
  'Password must be 8-32 characters in length, and include at least one (1) number AND capital letter';

const LEAVE_WARNING = 'Leave this page? Your form has not been submitted, and what you typed will be lost.';

const LAN = VALID_BODIES.lan;

const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function openForm(page: Page) {
  await page.goto('/GettingStarted');
  await expect(page.getByText('If you leave a form before you submit it, what you typed is lost.')).toBeVisible();
  await page.getByRole('link', { name: 'Network Personalization' }).click();
  await expect(page).toHaveURL('/gettingstarted/lan');
}


async function fillMain(page: Page, email: string) {
  await field(page, 'First name').fill(LAN.firstName);
  await field(page, 'Last name').fill(LAN.lastName);
  await field(page, 'Phone').fill(LAN.phone);
  await field(page, 'Email').fill(email);
  await field(page, 'Wi-Fi network name').fill(LAN.NetworkName);
  await field(page, 'Wi-Fi password').fill(LAN.passcode);
}

/** The first name typed key by key, as a person does: the browser asks before a page is left only once the visitor has acted on it (a key pressed). */
const typeFirstName = (page: Page) => field(page, 'First name').pressSequentially(LAN.firstName);

/** The nav bar's Services link, followed with a name typed: the visitor is asked (`asked`), refuses and keeps the name, then agrees and goes. */
async function leaveByServicesWhenAsked(page: Page, asked: { type: string; message: string }) {
  const services = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' });
  const refused = answerNextDialog(page, false);
  await services.click();
  expect(await refused).toEqual(asked);
  await expect(page).toHaveURL('/gettingstarted/lan');
  await expect(field(page, 'First name')).toHaveValue(LAN.firstName);

  const accepted = answerNextDialog(page, true);
  await services.click();
  await accepted;
  await expect(page).toHaveURL('/serviceslist');
}

const uniqueEmail = (label: string) => `sam.${label}.${Date.now()}@example.com`;

test('an incomplete form lists its errors and sends nothing', async ({ page }) => {
  await openForm(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const summary = page.getByRole('alert', { name: 'Please resolve the following errors before submitting' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem')).toHaveText([
    'Please enter your first name',
    'Please enter your family name',
    'Please enter valid phone number',
    'Please enter a valid email address',
    'Please enter a network name',
    PASSCODE_MESSAGE,
  ]);

  await fillMain(page, uniqueEmail('invalid'));
  await field(page, 'Wi-Fi password').fill('Abcde12');
  await page.getByRole('checkbox', { name: /guest network/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(summary.getByRole('listitem')).toHaveText([PASSCODE_MESSAGE, 'Please enter a guest network name', PASSCODE_MESSAGE]);
  await expect(page).toHaveURL('/gettingstarted/lan');
});

test('a complete form with a guest network is journaled, emailed once and thanked at /confirmation', async ({ page }) => {
  const email = uniqueEmail('valid');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openForm(page);
  await fillMain(page, email);
  await page.getByRole('checkbox', { name: /guest network/ }).check();
  await field(page, 'Guest network name').fill(LAN.GuestNetworkName);
  await field(page, 'Guest Wi-Fi password').fill(LAN.guestpasscode);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/confirmation\?case=LN-/);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const caseId = (await page.getByText(/^LN-/).textContent()) ?? '';
  expect(caseId).toMatch(/^LN-[0-9A-Z]{10}$/);

  const rows = journalRows('lan').filter((row) => JSON.parse(row.payload).email === email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ case_id: caseId, delivery: 'delivered' });
  // The ten digits, however they were typed ('(608)5550199'), are kept as 608-555-0199.
  expect(JSON.parse(rows[0]!.payload)).toEqual({ ...LAN, email, phone: '608-555-0199' });

  const emails = (await sentEmails('template_lan')).filter((sent) => sent.params.email === email);
  expect(emails).toHaveLength(1);
  expect(emails[0]!.params).toMatchObject({ case_id: caseId, NetworkName: LAN.NetworkName, GuestNetworkName: LAN.GuestNetworkName });
  expect(dialogs).toEqual([]); // the form leaves for /confirmation itself: nothing to confirm
});

test('when the email cannot go, the visitor is told, keeps the input, and a retry sends it under the same case', async ({
  page,
}) => {
  const email = uniqueEmail('retry');
  await openForm(page);
  await fillMain(page, email);
  await page.route('**/api/v1.0/email/send', (route) => route.abort('internetdisconnected'));
  // The scripted form's send, whose email this route cuts, is what this test is about: sent
  // before its island is live, the form posts and the server sends the emails itself.
  await expect(page.locator('[data-island="lan-form"]')).toHaveAttribute('data-island-state', 'hydrated');

  const alert = answerNextDialog(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await alert).message).toBe('there was an error submitting your application. check internet connection.');
  await expect(page).toHaveURL('/gettingstarted/lan');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Wi-Fi password')).toHaveValue(LAN.passcode);

  await page.unroute('**/api/v1.0/email/send');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/confirmation\?case=LN-/);
  const rows = journalRows('lan').filter((row) => JSON.parse(row.payload).email === email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.delivery).toBe('delivered');
});

test('leaving the form with something typed asks the browser to confirm', async ({ page }) => {
  await openForm(page);
  await field(page, 'First name').fill(LAN.firstName);
  // The warning is the form's scripts' (a page without them cannot ask): what this test is
  // about. Typed before they took over (the link above may have loaded the page anew), the
  // input is theirs once they have.
  await hydrated(page);
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const prompt = await dialog;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();
  await expect(field(page, 'First name')).toHaveValue(LAN.firstName);
});

test('a nav bar link asks before leaving typed input: refused, the form stays as typed; accepted, it goes', async ({ page }) => {
  await openForm(page);
  // The form's own question, in the page: what this test is about, once its island is live.
  await expect(page.locator('[data-island="lan-form"]')).toHaveAttribute('data-island-state', 'hydrated');
  await typeFirstName(page);
  await leaveByServicesWhenAsked(page, { type: 'confirm', message: LEAVE_WARNING });
});

test("before the form's code has come, a link still asks before leaving typed input, with the browser's own prompt", async ({ page }) => {
  await page.route(/\/islands\.js$/, () => undefined); // asked for, never answered
  await openForm(page);
  await typeFirstName(page);
  await leaveByServicesWhenAsked(page, { type: 'beforeunload', message: '' });
});

test('Back asks before leaving typed input (the browser\'s prompt: the welcome page is another document): refused, the form stays as typed; accepted, it goes', async ({ page }) => {
  await openForm(page);
  await typeFirstName(page);

  // The page's own history.back(): a refused move never navigates, and page.goBack() would wait for one.
  const refused = answerNextDialog(page, false);
  await page.evaluate(() => window.history.back());
  expect(await refused).toEqual({ type: 'beforeunload', message: '' });
  await expect(page).toHaveURL('/gettingstarted/lan');
  await expect(field(page, 'First name')).toHaveValue(LAN.firstName);

  const accepted = answerNextDialog(page, true);
  await page.goBack();
  await accepted;
  await expect(page).toHaveURL(/\/gettingstarted$/i);
  await expect(page.getByRole('link', { name: 'Network Personalization' })).toBeVisible();
});
