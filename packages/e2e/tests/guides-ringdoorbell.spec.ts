// A TOB Homes buyer connects the Ring Video Doorbell and is offered more from Ring.
import { expect, test } from '@playwright/test';
import { returnHome, walkSteps } from '../support/guide';

const steps = ['Install the Ring app and sign in', 'Add your doorbell', 'Connect it to Wi-Fi and try it'];

test('the ring doorbell guide shows the partner video on step 2, loading YouTube only when asked', async ({ page }) => {
  const youtube: string[] = [];
  // No network in tests: the privacy-enhanced player answers with a stand-in page.
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    youtube.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<p>player</p>' });
  });

  await page.goto('/tobhomes');
  await page.getByRole('link', { name: 'Open the Ring doorbell guide' }).click();
  await walkSteps(page, steps, { to: 2 });

  const block = page.getByRole('complementary', { name: 'Get more from your Ring doorbell' });
  await expect(block).toBeVisible();
  await expect(block.getByRole('img')).toHaveCount(0); // the poster is decorative: the button names the video
  expect(youtube).toEqual([]);
  await block.getByRole('button', { name: 'Play video: Ring Video Doorbell: see who is at your door' }).click();
  await expect(block.locator('iframe[title="Ring Video Doorbell: see who is at your door"]')).toBeVisible();
  await expect.poll(() => youtube.length).toBe(1);
  expect(youtube[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);

  await walkSteps(page, steps, { from: 2 });
  await expect(block).toHaveCount(0);
  await returnHome(page);
});
