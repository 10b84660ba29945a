// Pages without islands (#42): every control on them does its job in HTML, so a first load
// fetches none of the app's code, only the shell's field reporter, and they work as a page
// with scripts does: the Menu opens, links lead on, and the visit is reported.
import { expect, test } from '../support/test';
import { PHONE } from '../support/phone';

const STATIC_PAGES = [
  '/serviceslist',
  '/residentialservices',
  '/commercialservices',
  '/brands',
  '/team',
  '/testimonials',
  '/gallery',
  '/gallery/residentialgallerylist',
  '/gallery/commercialgallerylist',
  '/support',
  '/tobhomes',
  '/tobhomes/homenetworking',
  '/verify/help',
];

test('a page without islands loads the field reporter alone (and the web-vitals library it asks for), on every such page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of STATIC_PAGES) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts, path).toEqual(['/static-page.js', '/web-vitals.js']);
  }
});

test("on a phone, a page without islands' Menu opens and its links lead to a page with scripts", async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/team');
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Careers' }).tap();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await expect(page).toHaveURL(/\/apply$/);
  await context.close();
});

test('a page without islands is the same page when reached by a link from a page with scripts', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: /^Residential/ }).first().click();
  await expect(page).toHaveURL(/\/residentialservices$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Residential services' })).toBeVisible();
  const drawnHere = await page.getByRole('main').innerText();
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Residential services' })).toBeVisible();
  expect(await page.getByRole('main').innerText()).toBe(drawnHere);
});

test('a link held under the pointer on a page without islands has its page fetched ahead (Speculation Rules)', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/team');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).hover();
  await expect.poll(() => prefetched).toContain('/apply');
});
