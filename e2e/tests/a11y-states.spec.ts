// The states a visitor opens that a first page load does not show: the mobile menu,
// the gallery viewer on a later photo, an expanded hub card, the payment wizard's
// steps, every form with its error summary. No WCAG 2.1 AA violation in any, the
// error summary takes the focus, and the keyboard shows where it is.
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations, expectVisibleFocusWhileTabbing } from '../support/a11y';
import { storeUnlockFromWorker } from '../support/staff';

test('the mobile menu, open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoAxeViolations(page, 'the open mobile menu');
});

test('the gallery viewer after moving to the next photo', async ({ page }) => {
  await page.goto('/gallery/commercialgallerylist/999');
  await page.getByRole('link', { name: 'Next photo' }).click();
  await expect(page.getByText('Photo 2 of 5', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the gallery viewer');
});

test('an expanded knowledge hub card', async ({ page }) => {
  await storeUnlockFromWorker(page);
  await page.goto('/kh/sonos');
  const card = page.getByRole('article', { name: 'SonosNet and the spanning-tree limit' });
  await card.getByText('How far a wireless chain can reach from one wired amplifier.').click();
  await expect(card.getByRole('button', { name: 'Close Section' })).toBeVisible();
  await expectNoAxeViolations(page, 'an expanded hub card');
});

test('the payment wizard: card type and captcha steps', async ({ page }) => {
  await page.goto('/verify');
  await page.getByLabel(/Payment amount/).fill('100');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /^Credit/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the card type step');
  await page.getByRole('radio', { name: /^Credit/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  await expectNoAxeViolations(page, 'the captcha step');
});

const FORMS: Array<{ path: string; submit: RegExp; heading: string; staff?: boolean }> = [
  { path: '/apply/positions/1', submit: /^Submit$/, heading: 'Please resolve the following errors before submitting:' },
  { path: '/gettingstarted/lan', submit: /^Submit$/, heading: 'Please resolve the following errors before submitting' },
  { path: '/kh/suggestion', submit: /^Submit$/, heading: 'Please resolve the following errors before submitting', staff: true },
  { path: '/support/newTicket', submit: /^Submit ticket$/, heading: 'Please resolve the following errors before submitting' },
  { path: '/opportunity', submit: /^Get a quote$/, heading: 'Please resolve the following errors before submitting' },
];

async function submitEmpty(page: Page, submit: RegExp) {
  const button = page.getByRole('main').getByRole('button', { name: submit });
  await expect(button).toBeEnabled();
  await button.click();
}

for (const form of FORMS) {
  test(`${form.path}: a failed submit moves the focus to the error summary, which has no violations`, async ({ page }) => {
    if (form.staff) await storeUnlockFromWorker(page);
    await page.goto(form.path);
    await submitEmpty(page, form.submit);
    const summary = page.getByRole('alert', { name: form.heading, exact: true });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expectNoAxeViolations(page, `${form.path} with its error summary`);
  });
}

for (const path of ['/', '/apply/positions/1', '/verify/trust', '/tobhomes/caseta', '/gallery/residentialgallerylist/991']) {
  test(`${path}: every element the keyboard reaches shows its focus`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectVisibleFocusWhileTabbing(page, 25);
  });
}
