// A TOB Homes buyer connects the Ring Video Doorbell and is offered more from Ring.
import { expect, test } from '../support/test';
import { returnHome, walkSteps } from '../support/guide';

const steps = ['Install the Ring app and sign in', 'Add your doorbell', 'Connect it to Wi-Fi and try it'];

// The partner video's id is still a stand-in (mf-guides data/ringMarketing): until the real
// one is put in, the block offers no player but a link to Ring's own site.
test("the ring doorbell guide offers more from Ring on step 2, linking to Ring's site while there is no real video id", async ({
  page,
}) => {
  const youtube: string[] = [];
  await page.route(/^https:\/\/([\w-]+\.)?(youtube|youtube-nocookie)\.com\//, (route) => {
    youtube.push(route.request().url());
    return route.abort();
  });

  await page.goto('/tobhomes');
  await page.getByRole('link', { name: 'Open the Ring doorbell guide' }).click();
  await walkSteps(page, steps, { to: 2 });

  const block = page.getByRole('complementary', { name: 'Get more from your Ring doorbell' });
  await expect(block).toBeVisible();
  const ring = block.getByRole('link', { name: "See Ring's doorbells, chimes and cameras on ring.com (opens in a new tab)" });
  await expect(ring).toHaveAttribute('href', 'https://ring.com/');
  await expect(ring).toHaveAttribute('target', '_blank');
  await expect(block.getByRole('button', { name: /^Play video:/ })).toHaveCount(0);
  await expect(block.locator('iframe')).toHaveCount(0);
  expect(youtube).toEqual([]);

  await walkSteps(page, steps, { from: 2 });
  await expect(block).toHaveCount(0);
  await returnHome(page);
});
