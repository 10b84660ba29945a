// A visitor opens each marketing page and scrolls it while its pictures arrive:
// nothing moves, from the first paint on, because every image has its size reserved,
// and every image says what it shows.
import { describeShifts, recordLayoutShifts, type LayoutShift } from 'site-testing/layoutShifts';
import { expect, test } from '../support/test';

// [path, whether the page has pictures]
const PAGES = [
  ['/', true],
  ['/serviceslist', true],
  ['/residentialservices', true],
  ['/commercialservices', true],
  ['/gallery', true],
  ['/gallery/residentialgallerylist', true],
  ['/gallery/commercialgallerylist', true],
  ['/gallery/residentialgallerylist/991', true],
  ['/team', true],
  ['/brands', true],
  ['/testimonials', false],
  ['/support', false],
] as const;

test('no marketing page shifts while it loads or as its images arrive, and every image is sized, described and modern', async ({ page }) => {
  await page.route((url) => !/^(https?:\/\/localhost[:/]|data:)/.test(url.href), (route) => route.abort());
  // Watches from before the page's first script, and `buffered` also hands over any
  // shift recorded before the observer started: the first load counts too.
  await page.addInitScript(recordLayoutShifts);
  for (const [path, hasPictures] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // Wait for whatever the page loads after its heading (a gallery's photos).
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height; y += 400) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(50);
    }
    // Every image that is displayed has arrived (hidden carousel slides never load).
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.getClientRects().length === 0));
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);
    const shift = shifts.reduce((sum, { value }) => sum + value, 0);
    expect(shift, `layout shift on ${path}:\n${describeShifts(shifts)}`).toBeLessThan(0.001);

    const images = await page.getByRole('main').locator('img').evaluateAll((list) =>
      (list as HTMLImageElement[]).map((image) => ({
        src: image.currentSrc || image.src,
        alt: image.getAttribute('alt'),
        // A picture inside a button (a video's poster, a chooser's thumbnail) is described by the button's name.
        inControl: image.closest('button') !== null,
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        loading: image.getAttribute('loading'),
        decoding: image.getAttribute('decoding'),
      })),
    );
    expect(images.length > 0, `pictures on ${path}`).toBe(hasPictures);
    for (const image of images) {
      expect(image.alt, `${image.src} alt`).toMatch(image.inControl ? /^.*$/ : /\w{4,}/);
      expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
      expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
      expect(image.decoding).toBe('async');
      expect(['lazy', 'eager']).toContain(image.loading);
      if (image.src) expect(image.src).toMatch(/\.(avif|webp)$/);
    }
  }
});
