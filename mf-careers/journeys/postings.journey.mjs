// A journey of careers' (npm run journeys -- --remote careers; docs/releasing.md,
// "Synthetic evidence"): what a visitor reads and clicks, never a form sent. The landing's
// open positions, then the first posting's page.
export default {
  name: 'reads the open positions and opens the first one',
  /** @param {import('playwright-core').Page} page */
  async run(page) {
    await page.goto('/apply');
    await page.getByRole('heading', { level: 2, name: 'Open positions' }).waitFor();
    await page.getByRole('link', { name: 'Apply Now' }).first().click();
    await page.waitForURL(/\/apply\/positions\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
  },
};
