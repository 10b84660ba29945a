// A visitor moves around the site with the nav bar, the mobile menu and the footer.
import { expect, test, type Page } from '../support/test';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectRemotePage(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('There is nothing here!')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
}

test.describe('the nav bar', () => {
  for (const [label, path] of [
    ['Services', '/serviceslist'],
    ['Galleries', '/gallery'],
    ['Support', '/support'],
    ['Pay Online', '/verify'],
    ['Careers', '/apply'],
  ] as const) {
    test(`${label} leads to ${path}`, async ({ page }) => {
      await page.goto('/team');
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expectRemotePage(page);
    });
  }

  test('the logo leads home', async ({ page }) => {
    await page.goto('/apply');
    await mainNav(page).getByRole('link', { name: 'Rock River Audio Video home' }).click();
    await expect(page).toHaveURL('/');
    await expectRemotePage(page);
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from Menu, locks scrolling, traps focus and closes on its button and on Escape', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Careers' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Services', 'Galleries', 'Get Support', 'Pay Online', 'Get a quote', 'Call (608) 555-0142', 'Careers', 'Our team', 'Testimonials', 'Brands']);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('takes the visitor where its links say', async ({ page }) => {
    for (const [label, path] of [
      ['Services', '/serviceslist'],
      ['Galleries', '/gallery'],
      ['Get Support', '/support'],
      ['Pay Online', '/verify'],
      ['Get a quote', '/opportunity'],
    ] as const) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectRemotePage(page);
    }
  });
});

test.describe('the footer', () => {
  test('shows the office hours and links to phone, email and the map', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('8:00a-4:00p Monday to Friday');
    await expect(footer).toContainText('Weekends by appointment');
    await expect(footer.getByRole('link', { name: '(608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
    await expect(footer.getByRole('link', { name: 'service@rockriverav.com' })).toHaveAttribute(
      'href',
      'mailto:service@rockriverav.com',
    );
    const map = footer.getByRole('link', { name: /2150 Kennedy Road/ });
    await expect(map).toHaveAttribute('href', /google\.com\/maps/);
    await expect(map).toHaveAttribute('target', '_blank');
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByText(/© \d{4} Rock River Audio Video, Inc\. All rights reserved\./)).toBeVisible();
  });

  test('site-map links all lead to pages of the site', async ({ page }) => {
    await page.goto('/');
    const siteMap = page.getByRole('navigation', { name: 'Site map' });
    const links = await siteMap.getByRole('link').evaluateAll((anchors) =>
      anchors.map((anchor) => [anchor.textContent ?? '', anchor.getAttribute('href') ?? ''] as const),
    );
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const [label, href] of links) {
      await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(href);
      await expectRemotePage(page);
    }
  });

  test('a route change scrolls back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 320 });
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Our team' }).click();
    await expect(page).toHaveURL('/team');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
