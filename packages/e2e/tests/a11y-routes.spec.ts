// Every route of both specifications, as a visitor first sees it: no WCAG 2.1 AA
// violation, and nothing refused by the Content-Security-Policy.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoCspViolations, recordCspViolations } from '../support/a11y';
import { storeUnlockFromWorker } from '../support/staff';

const PUBLIC_ROUTES = [
  '/',
  '/serviceslist',
  '/residentialservices',
  '/commercialservices',
  '/gallery',
  '/gallery/residentialgallerylist',
  '/gallery/commercialgallerylist',
  '/gallery/residentialgallerylist/991',
  '/gallery/commercialgallerylist/999',
  '/brands',
  '/team',
  '/testimonials',
  '/support',
  '/support/newTicket',
  '/opportunity',
  '/verify',
  '/verify/help',
  '/apply',
  '/apply/positions',
  '/apply/positions/1',
  '/apply/positions/2',
  '/confirmation',
  '/tobhomes',
  '/tobhomes/homenetworking',
  '/tobhomes/homenetworking/option1',
  '/tobhomes/homenetworking/option2',
  '/tobhomes/caseta',
  '/tobhomes/ringdoorbell',
  '/gettingstarted',
  '/gettingstarted/lan',
  '/verify/trust',
  '/no-such-page',
];

const STAFF_ROUTES = ['/verify/trust/nav', '/kh', '/kh/urcremotes', '/kh/sonos', '/kh/control4', '/kh/qsys', '/kh/shop', '/kh/suggestion'];

async function checkRoute(page: import('@playwright/test').Page, path: string) {
  await recordCspViolations(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Before axe runs: axe fetches the stylesheets itself, which the policy rightly refuses.
  await expectNoCspViolations(page, path);
  await expectNoAxeViolations(page, path);
}

for (const path of PUBLIC_ROUTES) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await checkRoute(page, path);
  });
}

for (const path of STAFF_ROUTES) {
  test(`${path} (unlocked) has no accessibility violations`, async ({ page }) => {
    await storeUnlockFromWorker(page);
    await checkRoute(page, path);
    await expect(page).toHaveURL(path);
  });
}
