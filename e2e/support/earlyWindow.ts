// The moment between a page's first paint and its scripts taking over, held open as a
// phone on a slow network would: the CPU four times slower and every script held back
// 2.5 s. A test loads a page, waits until something is painted, and acts at once.
import { expect, type Page } from '@playwright/test';

const SCRIPT_DELAY_MS = 2_500;
const CPU_SLOWDOWN = 4;

export async function slowScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue().catch(() => undefined); // the page may have closed meanwhile
  });
}

/** Opens `path` and returns once its first content is painted: what a visitor sees first. */
export async function openPainted(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
}

/** What the test did, it did before the scripts took over: otherwise it tested nothing. */
export async function stillServerDrawn(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
}

/** Counts the documents the page loads: a form sent to the server comes back as a second one. */
export function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('domcontentloaded', () => (documents += 1));
  return () => documents;
}

/** Every dialog's message, each accepted. */
export function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}
