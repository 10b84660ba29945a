// The moment between a page's first paint and its scripts taking over, held open as a
// phone on a slow network would: the CPU four times slower and every script held back
// 2.5 s, and for as long as the test is still acting (doneActing). The page's code comes
// in one wave, so on an idle machine that moment is short: a test that only raced the
// clock would sometimes find the page taken over before it had acted, and test nothing.
// A test loads a page, waits until something is painted, acts at once, then lets the
// scripts come.
import { expect, type Page } from '@playwright/test';

const SCRIPT_DELAY_MS = 2_500;
const CPU_SLOWDOWN = 4;

/** Lets each page's held scripts come (once their 2.5 s are up). */
const scriptGates = new WeakMap<Page, () => void>();

export async function slowScripts(page: Page) {
  trackRequests(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const acted = new Promise<void>((resolve) => scriptGates.set(page, resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await Promise.all([new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS)), acted]);
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

/** The test has acted, before the scripts took over; from now on they may come. */
export async function doneActing(page: Page) {
  await stillServerDrawn(page);
  scriptGates.get(page)?.();
}

const QUIET_NETWORK_MS = 500;

/** The requests each page has on their way, counted from slowScripts on. */
const inFlight = new WeakMap<Page, Set<object>>();

function trackRequests(page: Page) {
  const requests = new Set<object>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/**
 * Waits until the page has settled: each of its islands is live and holds nothing more
 * (what it took has been handed over to act on), and nothing has been on its way over the
 * network for a while (so what the presses sent has been answered). Only then is "once"
 * counted: a duplicate sent by acting twice would have arrived by now.
 */
export async function islandsSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) => island.getAttribute('data-island-state') === 'hydrated' && !island.hasAttribute('aria-busy')),
  );
  const requests = inFlight.get(page)!;
  let quietSince = Date.now();
  await expect
    .poll(() => {
      if (requests.size > 0) quietSince = Date.now();
      return Date.now() - quietSince >= QUIET_NETWORK_MS;
    }, { intervals: [50] })
    .toBe(true);
}

/** Each document the page asked for, as "METHOD /path?query": a form the browser posts itself shows as a POST. */
export function documentRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const { pathname, search } = new URL(request.url());
      requests.push(`${request.method()} ${pathname}${search}`);
    }
  });
  return requests;
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
