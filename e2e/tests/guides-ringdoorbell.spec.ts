// A TOB Homes buyer connects the Ring Video Doorbell and is offered more from Ring.
import { expect, test } from '../support/test';
import { expectNoAxeViolations, expectNoCspViolations, recordCspViolations } from '../support/a11y';
import { returnHome, walkSteps } from '../support/guide';

const steps = ['Install the Ring app and sign in', 'Add your doorbell', 'Connect it to Wi-Fi and try it'];
const VIDEO = 'Ring Video Doorbell: see who is at your door';

test("the ring doorbell guide offers more from Ring on step 2, with Ring's video loaded only on Play", async ({ page }) => {
  // Nothing reaches YouTube from a test: the requests are counted, then refused.
  const youtube: string[] = [];
  await page.route(/^https:\/\/([\w-]+\.)?(youtube|youtube-nocookie)\.com\//, (route) => {
    youtube.push(route.request().url());
    return route.abort();
  });
  await recordCspViolations(page);

  await page.goto('/tobhomes');
  await page.getByRole('link', { name: 'Open the Ring doorbell guide' }).click();
  await walkSteps(page, steps, { to: 2 });

  const block = page.getByRole('complementary', { name: 'Get more from your Ring doorbell' });
  await expect(block).toBeVisible();
  const play = block.getByRole('button', { name: `Play video: ${VIDEO}` });
  await expect(play).toBeVisible();
  await expect(play.locator('img')).toHaveJSProperty('complete', true);
  await expect(block.getByText(`${VIDEO}. The video plays from YouTube once you press play.`)).toBeVisible();
  await expect(block.getByRole('link', { name: /ring\.com/ })).toHaveCount(0);
  await expect(block.locator('iframe')).toHaveCount(0);
  expect(youtube).toEqual([]);
  await expectNoAxeViolations(page, 'the ring guide step 2 with its video poster');

  await play.click();
  const player = block.locator('iframe');
  await expect(player).toHaveAttribute('title', VIDEO);
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0$/);
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
  expect(youtube.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  // The site's Content-Security-Policy lets the privacy-enhanced player in.
  await expectNoCspViolations(page, 'the ring guide with its player');

  await walkSteps(page, steps, { from: 2 });
  await expect(block).toHaveCount(0);
  await returnHome(page);
});
