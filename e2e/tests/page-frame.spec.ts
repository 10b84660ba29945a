// Every public page in the one page frame, on a 1366 px desktop and a 390 px phone: the
// main heading starts at the same place on every page of a width, nothing runs off the
// side of the screen, and no phone or case number breaks across lines. With
// PAGE_SCREENSHOTS=1, a full-page screenshot of each is attached to the report for a
// design review (docs/testing.md): nobody reads them in CI, where encoding 82 full-page
// PNGs took 43 % of this file's time, and the checks never looked at them.
import { expect, test } from '../support/test';
import { measureFrame, type FrameMeasure } from '../support/pageFrame';
import { PUBLIC_PATHS } from '../support/publicPages';
import { PHONE } from '../support/phone';

const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 768 } } },
  { name: 'phone', use: PHONE },
] as const;

const SCREENSHOTS = process.env.PAGE_SCREENSHOTS === '1';

/** How far apart two pages' headings may start. */
const TOLERANCE_PX = 2;

for (const screen of SCREENS) {
  test.describe(`on a ${screen.use.viewport.width} px ${screen.name}`, () => {
    test.use(screen.use);

    test('every public page starts its heading at the same place, fits the screen and keeps numbers whole', async ({ page }, testInfo) => {
      test.setTimeout(PUBLIC_PATHS.length * 8_000);
      const measures: Record<string, FrameMeasure> = {};
      for (const path of PUBLIC_PATHS) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        measures[path] = await page.evaluate(measureFrame);
        if (SCREENSHOTS) await testInfo.attach(`${screen.name} ${path}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      }

      const home = measures['/']!.headingLeft;
      const misplaced = Object.entries(measures)
        .filter(([, measure]) => !(Math.abs(measure.headingLeft - home) <= TOLERANCE_PX))
        .map(([path, measure]) => `${path}: heading at ${measure.headingLeft} px, the home page's at ${home} px`);
      const overflowing = Object.entries(measures)
        .filter(([, measure]) => measure.overflow > 0)
        .map(([path, measure]) => `${path}: ${measure.overflow} px wider than the screen`);
      const broken = Object.entries(measures)
        .filter(([, measure]) => measure.brokenNumbers.length > 0)
        .map(([path, measure]) => `${path}: ${measure.brokenNumbers.join(', ')} split across lines`);
      expect({ misplaced, overflowing, broken }).toEqual({ misplaced: [], overflowing: [], broken: [] });
    });
  });
}

test.describe('on a 390 px phone, the home page', () => {
  test.use(PHONE);

  test('offers a call and a quote in its first screen', async ({ page }) => {
    await page.goto('/');
    // The first of each: the page offers both again at its end (#33).
    const main = page.getByRole('main');
    const call = main.getByRole('link', { name: 'Call (608) 555-0142' }).first();
    const quote = main.getByRole('link', { name: 'Get a quote' }).first();
    for (const link of [call, quote]) {
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await expect(call).toHaveAttribute('href', /^tel:/);
    await expect(quote).toHaveAttribute('href', '/opportunity');
  });
});
