// A visitor compares what the company does for homes and for businesses, and follows
// a service's call to action.
import { expect, test, type Page } from '../support/test';

const RESIDENTIAL = [
  'Home Theater',
  'Whole-Home Distributed Audio',
  'Automation Control',
  'Smart Lighting',
  'Structured Wiring & Home Networking',
];
const COMMERCIAL = [
  'Restaurants & Sports Bars',
  'Conference Rooms',
  'Houses of Worship',
  'Night Clubs & Event Centers',
  'Apartments & Multiple Dwelling Units',
  'Retail Stores',
  'Commercial-Grade Acoustic Treatment',
  'Sound Masking & Speech Privacy',
];

async function expectServices(page: Page, titles: readonly string[]) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([...titles, 'Not sure where to start?']);
  for (const title of titles) {
    const section = main.getByRole('region', { name: title, exact: true });
    await expect(section.getByRole('paragraph').first()).not.toBeEmpty();
    const picture = section.getByRole('img');
    await expect(picture).toHaveAttribute('alt', /.{20,}/);
    await expect(picture).toHaveAttribute('width', '1200');
    await expect(picture).toHaveAttribute('height', '750');
    // The section's actions: its links but the project's name in its proof, above them (#43 review).
    const actions = section.locator('a:not([data-proof] a)');
    expect(await actions.count()).toBeGreaterThan(0);
    // On a desktop every section's buttons sit side by side, on one line (#33).
    const tops = await actions.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    for (const href of await actions.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/(support|opportunity\?interest=[a-z-]+|gallery\/(residential|commercial)gallerylist\/\d{3})$/);
    }
  }
}

test('a visitor browses residential and commercial services and follows one to its gallery', async ({ page }) => {
  await page.goto('/serviceslist');
  await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible();
  await expect(page).toHaveTitle('Our services | Rock River Audio Video');

  await page.getByRole('link', { name: 'Explore residential services' }).click();
  await expect(page).toHaveURL('/residentialservices');
  await expect(page.getByRole('heading', { level: 1, name: 'Residential services' })).toBeVisible();
  await expect(page).toHaveTitle('Residential services | Rock River Audio Video');
  await expectServices(page, RESIDENTIAL);

  await page.goto('/CommercialServices');
  await expect(page.getByRole('heading', { level: 1, name: 'Commercial services' })).toBeVisible();
  await expectServices(page, COMMERCIAL);
  await expect(
    page.getByRole('region', { name: 'Retail Stores', exact: true }).getByRole('link', { name: 'Plan your store' }),
  ).toHaveAttribute('href', '/opportunity?interest=business');

  await page.getByRole('link', { name: 'See houses of worship' }).click();
  await expect(page).toHaveURL('/gallery/commercialgallerylist/997');
  await expect(page.getByRole('heading', { level: 1, name: 'A sanctuary in Edgerton' })).toBeVisible();
  await expect(page.getByText('Photo 1 of 5')).toBeVisible();

  // The spec's alias: the server redirects it to the page's one spelling.
  await page.goto('/ResidentialServices');
  await expect(page).toHaveURL('/residentialservices');
  await expect(page.getByRole('heading', { level: 1, name: 'Residential services' })).toBeVisible();
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Smart Lighting' }).click();
  await expect(page).toHaveURL('/residentialservices#smart-lighting');
  await expect(page.getByRole('heading', { level: 2, name: 'Smart Lighting' })).toBeInViewport();
});

test('on a phone a service shows its first paragraph and folds the rest behind "More about …"; on a desktop nothing is folded', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/commercialservices');
  const section = page.getByRole('region', { name: 'Conference Rooms', exact: true });
  const highlight = section.getByRole('listitem').first();
  await expect(section.getByRole('paragraph').first()).toBeVisible();
  await expect(highlight).toBeHidden();
  await section.getByText('More about Conference Rooms').click();
  await expect(highlight).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.reload();
  for (const title of COMMERCIAL) {
    const wide = page.getByRole('region', { name: title, exact: true });
    await expect(wide.getByText(`More about ${title}`)).toBeHidden();
    for (const item of await wide.locator('details li').all()) await expect(item).toBeVisible();
    await expect(wide.locator('details li').first()).toBeVisible();
  }
});
