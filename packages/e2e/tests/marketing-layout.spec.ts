// A visitor scrolls each marketing page while its pictures arrive: nothing moves,
// because every image has its size reserved, and every image says what it shows.
import { expect, test } from '@playwright/test';

// [path, whether the page has pictures]
const PAGES = [
  ['/', true],
  ['/serviceslist', true],
  ['/residentialservices', true],
  ['/commercialservices', true],
  ['/gallery', true],
  ['/gallery/residentialgallerylist', true],
  ['/gallery/commercialgallerylist', true],
  ['/team', true],
  ['/brands', false],
  ['/testimonials', false],
  ['/support', false],
] as const;

test('no marketing page shifts as its images load, and every image is sized, described and modern', async ({ page }) => {
  await page.route((url) => !/^(https?:\/\/localhost[:/]|data:)/.test(url.href), (route) => route.abort());
  for (const [path, hasPictures] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift' });
    });
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height; y += 400) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(50);
    }
    // Every image that is displayed has arrived (hidden carousel slides never load).
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.getClientRects().length === 0));
    await page.waitForTimeout(300);
    const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
    expect(shift, `layout shift on ${path}`).toBeLessThan(0.001);

    const images = await page.getByRole('main').locator('img').evaluateAll((list) =>
      (list as HTMLImageElement[]).map((image) => ({
        src: image.currentSrc || image.src,
        alt: image.getAttribute('alt'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        loading: image.getAttribute('loading'),
        decoding: image.getAttribute('decoding'),
      })),
    );
    expect(images.length > 0, `pictures on ${path}`).toBe(hasPictures);
    for (const image of images) {
      expect(image.alt, `${image.src} alt`).toMatch(/\w{4,}/);
      expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
      expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
      expect(image.decoding).toBe('async');
      expect(['lazy', 'eager']).toContain(image.loading);
      if (image.src) expect(image.src).toMatch(/\.webp$/);
    }
  }
});
