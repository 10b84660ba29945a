// Hydration changes nothing a visitor sees. When the scripts take over the server's HTML,
// React finds the page it would have drawn (no mismatch, even for a visitor whose clock
// has passed New Year since the page was drawn), and the page stays where the visitor is:
// where they scrolled before the scripts arrived, where a reload left them, at the anchor
// of the link they followed.
import { expect, hydrated, test, type Page } from '../support/test';
import { PUBLIC_PATHS } from '../support/publicPages';
import { fetchHtml, watchHydration } from '../support/serverHtml';

// React's words for a mismatch (development), the shell's prefix for the errors React
// recovers from while hydrating (shell/src/startShell.tsx), and the production build's
// codes for them (react.dev/errors/418-425).
const HYDRATION_PROBLEM = /hydrat|did not match|react\.dev\/errors\/4(1[89]|2\d)/i;

/** The year the server drew in the copyright line of the page at `path`. */
async function drawnYear(page: Page, path: string) {
  const { html } = await fetchHtml(page.request, path);
  const year = /©(?:\s|<!-- -->)*(?:<span[^>]*>)?(\d{4})/.exec(html)?.[1];
  expect(year, `a copyright year in the HTML of ${path}`).toBeDefined();
  return Number(year);
}

/** The page's scroll position once it has stopped moving (ten animation frames in a row at one place). */
const settledScroll = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let framesStill = 0;
        const check = () => {
          framesStill = window.scrollY === last ? framesStill + 1 : 0;
          last = window.scrollY;
          if (framesStill >= 10) resolve(last);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );

/** Scrolls at once (the site's CSS would glide) to `top`, and returns where the page came to rest. */
async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  return settledScroll(page);
}

test.describe('hydration on every public page', () => {
  for (const path of PUBLIC_PATHS) {
    test(`after hydration, ${path} has logged no hydration warning or error, on a clock a year past its drawing`, async ({ page }) => {
      // The first minutes of the year after the one in the page's HTML: the year the
      // browser computes differs from the one the server drew, as it does for a visitor
      // on New Year's night or on a release that has outlived its year.
      const nextYear = (await drawnYear(page, path)) + 1;
      await page.clock.install({ time: new Date(`${nextYear}-01-01T00:30:00`) });
      const hydration = await watchHydration(page);

      await page.goto(path);
      await hydration.interactive();
      expect(hydration.messages.filter((message) => HYDRATION_PROBLEM.test(message))).toEqual([]);
    });
  }

  test("after hydration, the copyright line shows the browser's year", async ({ page }) => {
    const nextYear = (await drawnYear(page, '/')) + 1;
    await page.clock.install({ time: new Date(`${nextYear}-01-01T00:30:00`) });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByText('All rights reserved.')).toContainText(`© ${nextYear} `);
  });
});

test.describe('where the page is when the scripts take over', () => {
  test('after hydration, a visitor who scrolled before the scripts arrived is still where they scrolled', async ({ page }) => {
    // The scripts are held back until the visitor has scrolled.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/team', { waitUntil: 'commit' });
    await expect(page.getByRole('list', { name: 'Technicians' })).toBeVisible();
    const scrolled = await scrollTo(page, 1500);
    expect(scrolled).toBeGreaterThan(1000);

    releaseScripts();
    await hydrated(page);
    expect(await settledScroll(page)).toBe(scrolled);
  });

  for (const path of ['/team', '/residentialservices']) {
    test(`after hydration, a reload halfway down ${path} keeps the scroll position`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const scrolled = await scrollTo(page, 1500);
      expect(scrolled).toBeGreaterThan(1000);

      await page.reload();
      await hydrated(page);
      expect(Math.abs((await settledScroll(page)) - scrolled)).toBeLessThanOrEqual(2);
    });
  }
});

test.describe('links with a hash', () => {
  /** How far the section named `id` sits from where its scroll margin puts it at the top of the window. */
  const offsetFromAnchor = (page: Page, id: string) =>
    page.evaluate((anchorId) => {
      const anchor = document.getElementById(anchorId)!;
      return anchor.getBoundingClientRect().top - parseFloat(getComputedStyle(anchor).scrollMarginTop);
    }, id);

  test('after hydration, an address with a hash is still at its anchor', async ({ page }) => {
    await page.goto('/commercialservices#worship');
    await hydrated(page);
    expect(await settledScroll(page)).toBeGreaterThan(0);
    expect(Math.abs(await offsetFromAnchor(page, 'worship'))).toBeLessThanOrEqual(2);
  });

  test("after hydration, a link of the page's index lands at its section", async ({ page }) => {
    await page.goto('/residentialservices');
    await hydrated(page);
    const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(3);
    const id = (await link.getAttribute('href'))!.slice(1);
    await link.click();
    await expect(page).toHaveURL((url) => url.hash === `#${id}`);
    expect(await settledScroll(page)).toBeGreaterThan(0);
    expect(Math.abs(await offsetFromAnchor(page, id))).toBeLessThanOrEqual(2);
  });
});
