// Playwright's test as the suite uses it. Pages act as a person does: right after a load,
// before the scripts have taken over the server's HTML (the early capture in the page's
// <head> keeps and replays what is done then). A test about what happens after hydration
// waits for it with `hydrated(page)`, and says so in its name.
import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

export const test = base;

/** Resolves once the page's scripts have taken over the server's HTML (the shell marks <html data-interactive>). */
export const hydrated = (page: Page) => expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
