// Playwright's test, with pages that wait, after each full load, for the scripts to take
// over the server's HTML (the shell marks <html data-interactive>). A visitor's click
// that lands in the moment before that does nothing; a test's click lands there every time.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const interactive = (page: Page) => page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await interactive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await interactive(page);
      return response;
    };
    await use(page);
  },
});
