// A visitor looks up a manufacturer on the brands page and opens its site.
import { expect, test } from '../support/test';

test('the dealers come first, then brands grouped A to Z in plain text in even columns with a letter index, each opening in a new tab', async ({ page, context }) => {
  // No network in tests: the manufacturer's site is a stand-in page.
  await context.route(/^https:\/\/(www\.)?sonos\.com/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Sonos</title><h1>Sonos</h1>' }),
  );
  await page.goto('/brands');
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  await expect(page).toHaveTitle('Brands A to Z | Rock River Audio Video');

  // The partners we are a dealer for come first: what we do with each, a picture of it at
  // work and the gallery that shows it, in cards of one height whose links line up (#33).
  const dealers = page.getByRole('region', { name: 'The brands we are a dealer for' });
  const cards = dealers.getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Control4', 'Lutron', 'Sonos', 'Sony', 'Araknis Networks', 'Q-SYS']);
  await expect(cards.first()).toContainText('Platinum dealerWhole-home control, from one remote to every light, shade and lock in the house.');
  await expect(cards.nth(4)).toContainText('Authorized dealerRouters, switches and Wi-\u2060Fi we install, label and watch over from our office.');
  await expect(dealers.getByRole('link')).toHaveText([
    'See our automation projects',
    'See our lighting projects',
    'See our whole-home audio',
    'See our home theaters',
    'See our network projects',
    'See our conference rooms',
  ]);
  for (const card of await cards.all()) await expect(card.getByRole('img')).toBeVisible();
  const boxes = await cards.evaluateAll((items) =>
    items.map((item) => ({
      top: Math.round(item.getBoundingClientRect().top),
      height: Math.round(item.getBoundingClientRect().height),
      standing: Math.round(item.querySelector('h3 + p')!.getBoundingClientRect().top),
      link: Math.round(item.querySelector('a')!.getBoundingClientRect().top),
    })),
  );
  // Two rows of three on a desktop, each row's cards of one height, their standings and links on one line.
  const rows = [boxes.slice(0, 3), boxes.slice(3)];
  for (const row of rows) {
    for (const key of ['top', 'height', 'standing', 'link'] as const) expect(new Set(row.map((box) => box[key])).size).toBe(1);
  }
  expect(rows[1]![0]!.top).toBeGreaterThan(rows[0]![0]!.top);

  const all = page.getByRole('region', { name: 'All brands, A to Z' });
  const index = all.getByRole('navigation', { name: 'Brands by letter' });
  const letters = await index.getByRole('link').allTextContents();
  expect(letters.length).toBeGreaterThan(20);
  expect(letters).toEqual([...letters].sort());
  await expect(all.getByRole('heading', { level: 3 })).toHaveText(letters);

  const groups = all.getByRole('region');
  let total = 0;
  for (const letter of letters) {
    const names = await groups.filter({ has: page.getByRole('heading', { level: 3, name: letter, exact: true }) }).getByRole('listitem').allTextContents();
    for (const name of names) expect(name.charAt(0).toUpperCase()).toBe(letter);
    total += names.length;
  }
  expect(total).toBeGreaterThanOrEqual(130);

  const brandLinks = groups.getByRole('link');
  const attributes = await brandLinks.evaluateAll((links) =>
    links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]),
  );
  expect(attributes).toHaveLength(total);
  for (const [href, target, rel] of attributes) {
    expect(href).toMatch(/^https:\/\//);
    expect(target).toBe('_blank');
    expect(rel).toBe('noopener noreferrer');
  }
  // Plain text, not a wall of underlined links; underlined when pointed at.
  const sonos = page.getByRole('link', { name: 'Sonos (opens in a new tab)' });
  expect(await sonos.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('none');
  await sonos.hover();
  expect(await sonos.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('underline');

  // Even columns from A to Z: every brand starts at one of a few left edges that all the letters share.
  const lefts = new Set(await brandLinks.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left))));
  expect(lefts.size).toBeGreaterThan(1);
  expect(lefts.size).toBeLessThanOrEqual(5);

  await index.getByRole('link', { name: 'Brands starting with S' }).click();
  await expect(page).toHaveURL('/brands#brands-S');
  await expect(page.getByRole('link', { name: 'Sonos (opens in a new tab)' })).toBeInViewport();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Sonos (opens in a new tab)' }).click(),
  ]);
  expect(popup.url()).toContain('sonos.com');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
});
