// Reading a page as a crawler or a link preview does: the HTML as served, no scripts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated } from './test';
import { describeShifts, recordLayoutShifts, type LayoutShift } from 'site-testing/layoutShifts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

/** The text of an HTML fragment, as a reader sees it. */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_match, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .replace(/ ([,.:;!?])/g, '$1')
    .trim();
}

/** The page's <main>, as served. */
export function mainOf(html: string): string {
  return /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
}

/** The first level-one heading inside <main>, as served. */
export function mainHeadingOf(html: string): string | undefined {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(mainOf(html))?.[1];
  return heading === undefined ? undefined : textOf(heading);
}

export async function fetchHtml(request: APIRequestContext, path: string, headers?: Record<string, string>) {
  const response = await request.get(path, { maxRedirects: 0, headers });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

/**
 * Records what the console says and the layout shifts from the first paint, for a page
 * about to be loaded. Failed resource loads are left out: the site runs offline here
 * (the social feed's host does not resolve), and an error page's own status is one.
 */
export async function watchHydration(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    if (message.text().startsWith('Failed to load resource:')) return;
    messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  await page.addInitScript(recordLayoutShifts);
  return {
    messages,
    /** Waits until the scripts have taken over the server's HTML. */
    interactive: () => hydrated(page),
    /** Fails naming every shift's sources (element, rectangle before and after, time since navigation). */
    expectNoLayoutShift: () => expectNoLayoutShift(page),
  };
}

/** The shifts recorded since the page's navigation (recordLayoutShifts must have been added before it). */
export async function expectNoLayoutShift(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);
  expect(shifts, `layout shifts on ${new URL(page.url()).pathname}:\n${describeShifts(shifts)}`).toEqual([]);
}
