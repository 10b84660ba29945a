// Booking a consultation online (#46), as visitors and the office meet it on the built
// site: one visitor books an in-home visit with the page's scripts (the day picker),
// another without any (the server's lists of choices); each confirmation email carries a
// calendar invitation a calendar program reads and the two links; the move link moves the
// visit, the cancel link frees its time, which the next visitor books; a ZIP code outside
// the area is told so; the office sets its hours and a day off, which the free times
// follow, and finds the visits on its bookings page and among the follow-ups.
import { BOOKING_MESSAGES, BOOKING_PREPARATION } from 'contract/schemas/booking';
import { company } from 'contract/company/company';
import { localDateOf } from 'contract/time/officeClock';
import { expect, test, type Page } from '../support/test';
import { bookingEmail, bookingsOf, invitationEvent, linkPath } from '../support/booking';
import { inviteToOffice, pageWithPasskeys } from '../support/office';
import { expectNoAxeViolations } from '../support/a11y';

const ZIP = '53545';
const VISIT_MINUTES = 90;

interface Visitor {
  name: string;
  email: string;
  phone: string;
  address: string;
}

const visitor = (label: string): Visitor => ({
  name: `${label} Booker`,
  email: `${label.toLowerCase()}.booker.${Date.now()}@example.com`,
  phone: '608-555-0188',
  address: `${label.length} Lake Street, Janesville`,
});

/** Step one, as a visitor fills it in: the kind and the ZIP code. */
async function askForTimes(page: Page, kind: string, zip: string) {
  await page.getByRole('radio', { name: kind }).check();
  await page.getByLabel('ZIP code').fill(zip);
  await page.getByRole('button', { name: 'Show free times' }).click();
}

async function fillWhoYouAre(page: Page, who: Visitor) {
  await page.getByLabel(/^Name/).fill(who.name);
  await page.getByLabel(/^Email/).fill(who.email);
  await page.getByLabel(/^Phone/).fill(who.phone);
  await page.getByLabel(/^Address/).fill(who.address);
  await page.getByLabel(/^What is the project/).selectOption('home-theater');
}

/** The confirmation email holds a calendar invitation for the visit booked, and both links. */
async function confirmedByEmail(who: Visitor) {
  const [booking] = bookingsOf(who.email);
  expect(booking).toMatchObject({ kind: 'in-home', status: 'booked' });
  const email = await bookingEmail('confirmation', who.email);
  const event = invitationEvent(email);
  expect(event.uid).toContain(booking!.id);
  expect(event.start.toISOString()).toBe(booking!.starts_at);
  expect(event.end.getTime() - event.start.getTime()).toBe(VISIT_MINUTES * 60_000);
  expect(event.location).toContain(who.address);
  expect(linkPath(email, 'move_url')).toMatch(/^\/book\/manage\?token=bk1\.move\./);
  expect(linkPath(email, 'cancel_url')).toMatch(/^\/book\/manage\?token=bk1\.cancel\./);
  return { booking: booking!, email };
}

async function confirmationShown(page: Page, when: RegExp) {
  await expect(page).toHaveURL(/\/book\/confirmed\?booking=BK-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your consultation is booked');
  await expect(page.getByText(when)).toBeVisible();
  for (const line of BOOKING_PREPARATION['in-home']) await expect(page.getByText(line)).toBeVisible();
}

test.describe('booking without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor books an in-home visit from the server’s lists of choices, and the links move it and cancel it', async ({ page, browser }) => {
    const who = visitor('Native');
    await page.goto('/book');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a free consultation');
    await expect(page.getByText(/Central Time/).first()).toBeVisible();
    await askForTimes(page, 'In-home visit', ZIP);

    const firstDay = page.locator('fieldset:has(input[name="start"])').first();
    const day = (await firstDay.locator('legend').textContent())!.trim();
    const time = (await firstDay.locator('label').first().textContent())!.trim();
    await firstDay.getByRole('radio').first().check();
    await fillWhoYouAre(page, who);
    await page.getByRole('button', { name: 'Book this time' }).click();
    await confirmationShown(page, new RegExp(`^${day}, \\d{4}, ${time} Central Time$`));
    const { booking, email } = await confirmedByEmail(who);

    await test.step('the move link offers the free times again and moves the visit', async () => {
      await page.goto(linkPath(email, 'move_url'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your consultation');
      await expect(page.getByText('Choose a new time. Your present time stays booked until the new one is taken.')).toBeVisible();
      await page.locator('input[name="start"]').nth(1).check();
      await page.getByRole('button', { name: 'Move my visit' }).click();
      await expect(page.getByRole('status')).toContainText('Your visit is moved to');
      await expect.poll(() => bookingsOf(who.email)[0]?.starts_at).not.toBe(booking.starts_at);
      await bookingEmail('moved', who.email);
    });

    const moved = bookingsOf(who.email)[0]!;
    await test.step('the cancel link frees the time, which the next visitor books', async () => {
      await page.goto(linkPath(email, 'cancel_url'));
      await page.getByRole('button', { name: 'Cancel my visit' }).click();
      await expect(page.getByText('Your visit is cancelled. The time is free for someone else.')).toBeVisible();
      expect(bookingsOf(who.email)[0]?.status).toBe('cancelled');
      await bookingEmail('cancelled', who.email);

      const next = visitor('Next');
      const nextPage = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
      await nextPage.goto(`/book?kind=in-home&zip=${ZIP}`);
      await nextPage.locator(`input[name="start"][value="${moved.starts_at}"]`).check();
      await fillWhoYouAre(nextPage, next);
      await nextPage.getByRole('button', { name: 'Book this time' }).click();
      await expect(nextPage).toHaveURL(/\/book\/confirmed\?booking=BK-/);
      expect(bookingsOf(next.email)[0]).toMatchObject({ starts_at: moved.starts_at, status: 'booked' });
    });
  });

  test('a ZIP code outside the area is told so, with the phone number and the quote form', async ({ page }) => {
    await page.goto('/book');
    await askForTimes(page, 'Video call', '60601');
    await expect(page.getByText(BOOKING_MESSAGES.outsideArea)).toBeVisible();
    await expect(page.getByRole('link', { name: company.phone.display }).first()).toHaveAttribute('href', company.phone.href);
    await expect(page.getByRole('link', { name: 'ask for a quote online' })).toHaveAttribute('href', '/opportunity');
  });
});

test('step two as the server draws it, the free times as lists of choices, has no accessibility violations', async ({ page }) => {
  // The page's scripts run (axe needs them) but its island's code never comes: the server's drawing stays.
  await page.route(/\/islands(\.js|\/)/, (route) => route.abort());
  await page.goto(`/book?kind=in-home&zip=${ZIP}`);
  await expect(page.locator('fieldset:has(input[name="start"])').first()).toBeVisible();
  await expectNoAxeViolations(page, 'step two drawn by the server: the free times as lists of choices');
});

test('a visitor books an in-home visit with the page’s scripts, picking the day in the date picker', async ({ page }) => {
  const who = visitor('Scripted');
  await page.goto('/book');
  await askForTimes(page, 'In-home visit', ZIP);
  // The date picker is the scripts' own: it shows once they run, whichever way the times were asked for.
  const calendar = page.getByRole('grid');
  await expect(calendar).toBeVisible();
  await expectNoAxeViolations(page, 'step two with the date picker');
  const firstDay = calendar.getByRole('button', { disabled: false }).first();
  await firstDay.click();
  const times = page.getByRole('group', { name: /^Times on / });
  await expectNoAxeViolations(page, 'step two with a day picked');
  const day = ((await times.locator('legend').textContent()) ?? '').replace(/^Times on /, '').trim();
  const time = ((await times.locator('label').first().textContent()) ?? '').trim();
  const start = await times.getByRole('radio').first().getAttribute('value');
  await times.getByRole('radio').first().check();
  await fillWhoYouAre(page, who);
  await page.getByRole('button', { name: 'Book this time' }).click();
  await confirmationShown(page, new RegExp(`^${day}, \\d{4}, ${time} Central Time$`));
  const { booking } = await confirmedByEmail(who);
  expect(booking.starts_at).toBe(start);
});

/** The days a visitor is offered for a phone call, by their labels, as the server's page lists them. */
async function offeredDays(page: Page): Promise<string[]> {
  await page.goto(`/book?kind=phone&zip=${ZIP}`);
  return (await page.locator('fieldset legend').allTextContents()).map((label) => label.trim()).filter((label) => /^[A-Z][a-z]+day, /.test(label));
}

test('the office sets its hours and a day off, which the free times follow, and finds a booking on its page and among the follow-ups', async ({ browser }) => {
  const PERSON = 'Marisol Okonkwo-Booking';
  const office = await pageWithPasskeys(await browser.newContext());
  const visitorPage = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const who = visitor('Office');

  const booked = await test.step('a visitor books a phone call', async () => {
    await visitorPage.goto('/book');
    await askForTimes(visitorPage, 'Phone call', ZIP);
    await visitorPage.locator('input[name="start"]').first().check();
    await visitorPage.getByLabel(/^Name/).fill(who.name);
    await visitorPage.getByLabel(/^Email/).fill(who.email);
    await visitorPage.getByLabel(/^Phone/).fill(who.phone);
    await visitorPage.getByRole('button', { name: 'Book this time' }).click();
    await expect(visitorPage).toHaveURL(/\/book\/confirmed\?booking=BK-/);
    return bookingsOf(who.email)[0]!;
  });

  await test.step('an office person signs in', async () => {
    await office.goto(inviteToOffice(PERSON));
    await office.getByRole('button', { name: 'Create a passkey' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeVisible();
  });

  await test.step('the booking is on the consultations page under its day, and among the follow-ups', async () => {
    const nav = office.getByRole('navigation', { name: 'Office' });
    await nav.getByRole('link', { name: 'Consultations', exact: true }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible();
    const row = office.getByRole('row').filter({ hasText: booked.id });
    await expect(row).toContainText(who.name);
    await expect(row).toContainText('Booked');
    await nav.getByRole('link', { name: 'Follow-ups', exact: true }).click();
    await office.getByLabel('Search by case id, name, email or phone').fill(booked.id);
    await office.getByRole('button', { name: 'Search' }).click();
    const followUp = office.getByRole('row').filter({ has: office.getByRole('rowheader', { name: booked.id }) });
    await expect(followUp).toContainText('Consultation');
    await expect(followUp).toContainText(who.name);
  });

  const before = await offeredDays(visitorPage);
  expect(before.some((label) => label.startsWith('Saturday'))).toBe(false);
  const firstDay = localDateOf(new Date((await visitorPage.locator('input[name="start"]').first().getAttribute('value'))!));

  await test.step('the office opens on Saturday mornings and takes the first offered day off', async () => {
    await office.goto('/office/bookings');
    await office.getByRole('link', { name: 'Booking settings and days off' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Booking settings' })).toBeVisible();
    await office.getByRole('checkbox', { name: 'Open on Saturday' }).check();
    await office.getByLabel('Saturday opens').fill('09:00');
    await office.getByLabel('Saturday closes').fill('12:00');
    await office.getByRole('button', { name: 'Save booking settings' }).click();
    await expect(office.getByText('Booking settings saved. New bookings follow them; booked visits keep their times.')).toBeVisible();
    await office.getByLabel('Day off', { exact: true }).fill(firstDay);
    await office.getByRole('button', { name: 'Add day off' }).click();
    await expect(office.getByText(/^Day off added: /)).toBeVisible();
  });

  await test.step('the visitor’s free times follow: Saturday mornings offered, the day off not', async () => {
    const after = await offeredDays(visitorPage);
    expect(after).not.toContain(before[0]);
    // The last Saturday listed: a week or more ahead, none of its times within the notice.
    const saturday = [...after].reverse().find((label) => label.startsWith('Saturday'));
    expect(saturday).toBeDefined();
    const times = visitorPage.getByRole('group', { name: saturday });
    await expect(times.getByRole('radio')).toHaveCount(4);
  });
});
