// The home page's first screen sells the big job, and its proof comes early (#43): at 1366 x 768
// a picture of a theater of ours takes at least half the screen's width, beside the quote and
// the call, all in the first screen; the page states its rating once; on a phone the first
// review is within the first three screens of the page.
import { expect, test } from '../support/test';
import { PHONE } from '../support/phone';

const HEADLINE = 'Home theaters, smart homes and business AV since 1998';
const CALL = 'Call (608) 555-0142';

test.describe('on a 1366 x 768 desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the first screen shows a theater picture at least half the screen wide, the quote and the call, and the rating is stated once', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: HEADLINE });
    const picture = hero.getByRole('img');
    await expect(picture).toHaveCount(1);
    await expect(picture).toHaveAccessibleName(/theater/);
    expect((await picture.boundingBox())!.width).toBeGreaterThanOrEqual(1366 / 2);

    const quote = hero.getByRole('link', { name: 'Get a quote' });
    const call = hero.getByRole('link', { name: CALL });
    await expect(quote).toHaveAttribute('href', '/opportunity');
    await expect(call).toHaveAttribute('href', 'tel:+16085550142');
    for (const part of [picture, quote, call]) await expect(part).toBeInViewport({ ratio: 1 });

    await expect(page.getByText('4.9 out of 5 from 127 Google reviews')).toHaveCount(1);
  });
});

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  test("the first review's quote starts within the first three screens of the page", async ({ page }) => {
    await page.goto('/');
    const quote = page.getByRole('region', { name: 'What our customers say' }).getByRole('blockquote').first();
    // The page has not been scrolled: the box's top is its distance from the page's top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect((await quote.boundingBox())!.y).toBeLessThanOrEqual(3 * 844);
  });
});
