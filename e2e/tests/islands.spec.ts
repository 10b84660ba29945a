// Islands (#42 items 2 and 3): the home page is sent without the app; its parts that need
// scripts (the carousel, About Us's captions, the videos, the feed) each get their code at
// their moment and are hydrated alone. A first load with nobody scrolling fetches the page
// script alone; the rest of the page is never hydrated; an island whose code fails or
// never comes costs only its enhancements, and a press it held is let go.
import { expect, test } from '../support/test';

const scriptPaths = (page: import('@playwright/test').Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the home page's first load fetches the page script alone; an island's code comes as it nears the screen, and only its part is hydrated", async ({ page }) => {
    const scripts = scriptPaths(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts).toEqual(['/static-page.js', '/web-vitals.js']);
    const islands = page.locator('[data-island]');
    await expect(islands).toHaveCount(4);
    for (const island of await islands.all()) await expect(island).toHaveAttribute('data-island-state', 'waiting');

    await page.getByRole('region', { name: 'Our work', exact: true }).scrollIntoViewIfNeeded();
    const carousel = page.locator('[data-island="home-carousel"]');
    await expect(carousel).toHaveAttribute('data-island-state', 'hydrated');
    expect(scripts).toEqual(expect.arrayContaining(['/islands.js', expect.stringMatching(/^\/islands\/react\.\w+\.js$/)]));
    // Hydrated alone: React knows the island's elements, and none of the page's others.
    const hydrated = await page.evaluate(() => {
      const known = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith('__react'));
      return {
        carousel: known(document.querySelector('[data-island="home-carousel"] section')),
        heading: known(document.querySelector('h1')),
        menu: known(document.querySelector('button[commandfor="site-menu"]')),
      };
    });
    expect(hydrated).toEqual({ carousel: true, heading: false, menu: false });
  });
});

test("an island whose code fails keeps the server's part working, and lets go of the press it took", async ({ page }) => {
  // The remote's islands.js fails a moment after it is asked for: a press comes meanwhile.
  let asked!: () => void;
  let fail!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route(/\/islands\.js$/, async (route) => {
    asked();
    await failing;
    await route.abort();
  });
  await page.goto('/');
  await page.getByText('About Us', { exact: true }).click();
  const caption = page.getByRole('heading', { level: 3 }).filter({ hasText: /Our Commitment|Our Team|Est\. 1998/ });
  await expect(caption).toHaveText('Our Commitment');
  await page.getByRole('button', { name: 'Next caption' }).click();
  const island = page.locator('[data-island="home-about-captions"]');
  await expect(island).toHaveAttribute('aria-busy', 'true');
  await wasAsked;
  fail();
  await expect(island).toHaveAttribute('data-island-state', 'failed');
  await expect(island).not.toHaveAttribute('aria-busy');
  await expect(caption).toHaveText('Our Commitment');

  // The carousel's Next and Previous are links: they step without the island's code.
  const carousel = page.getByRole('region', { name: 'Our work', exact: true });
  await carousel.getByRole('link', { name: 'Next' }).click();
  await expect(carousel.getByText('Slide 2 of 12')).toBeVisible();
});

test("an island whose code never comes lets go of a press it took within its bound, and the page's links and the Menu never wait", async ({ page }) => {
  await page.route(/\/islands\.js$/, () => undefined); // asked for, never answered
  await page.goto('/');
  await page.getByText('About Us', { exact: true }).click();
  await page.getByRole('button', { name: 'Next caption' }).click();
  const island = page.locator('[data-island="home-about-captions"]');
  await expect(island).toHaveAttribute('aria-busy', 'true');
  await expect(island).not.toHaveAttribute('aria-busy', { timeout: 12_000 }); // LET_GO_MS, 8 s
  await expect(island).toHaveAttribute('data-island-state', 'loading');

  await page.getByRole('navigation', { name: 'Our services' }).getByRole('link', { name: 'Residential services' }).click();
  await expect(page).toHaveURL('/residentialservices');
});
