// A release's last check: each of the remote's pages loaded in headless Chromium from
// the live shell, with the staged version swapped in for this browser only (its preview
// grant's token on every request to the shell). A page passes when the shell composed it
// with the staged version, it answered 200, the scripts took it over, and nothing went
// wrong on the way: no console error or warning, no uncaught error, no request to the
// site's own origins (shell, remotes, release store, worker) that failed, no fallback in
// place of the remote's page; and a page sent without the app passes the same checks once
// more as the app draws it after a move in the browser. A third party that does not answer (the social feed's
// host, say) is not the release's doing, and does not hold it back.
import { chromium } from 'playwright-core';
import { PLAYWRIGHT_CHROMIUM_ARGS, chromiumPath } from 'site-testing/chromium';
import { PREVIEW_HEADER } from 'site/releaseLayout';

// The shell's RemoteFallback (shell/src/remotes/RemoteFallback.tsx).
const FALLBACK = '#remote-fallback-title';
// The one script of a page sent without the app (shell/src/server/staticTemplate.ts).
const STATIC_PAGE_SCRIPT = '/static-page.js';
const PAGE_TIMEOUT_MS = 30_000;
// Pages loaded at once: most of a page's time is waiting (the network going quiet).
const TABS = 3;

// A stack trace says nothing here: the release's files are minified.
const firstLine = (text) => text.split('\n')[0];


/** A new tab whose problems (console errors and warnings, uncaught errors, failed requests to the site's own origins but `document`) are collected. */
async function watchedPage(context, document, ownOrigins) {
  const problems = [];
  const own = (address) => ownOrigins.has(new URL(address).origin);
  const page = await context.newPage();
  page.on('console', (message) => {
    // Chromium's own line for a failed load: the request itself is judged below.
    if (message.text().startsWith('Failed to load resource:')) return;
    if (['error', 'warning'].includes(message.type())) problems.push(`console ${message.type()}: ${firstLine(message.text())}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${firstLine(error.message)}`));
  page.on('requestfailed', (request) => own(request.url()) && problems.push(`${request.url()} failed: ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== document && own(response.url())) problems.push(`${response.url()} answered ${response.status()}`);
  });
  return { page, problems };
}

// A page of no one's: the shell's not-found page, which the app draws.
const APP_PAGE = '/__release-smoke';

/**
 * A page sent without the app is drawn by the app too, after a move in the browser from a
 * page the app draws (the not-found page's nav): that move, made here, renders the remote's
 * page component in the browser, which loading the page as served never does.
 */
async function smokeInApp(context, siteUrl, remote, path, ownOrigins) {
  const start = new URL(APP_PAGE, siteUrl).href;
  const { page, problems } = await watchedPage(context, start, ownOrigins);
  try {
    await page.goto(start, { timeout: PAGE_TIMEOUT_MS });
    await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached', timeout: PAGE_TIMEOUT_MS });
    // As the router sees a move (Back, Forward, a link): the address changes, then popstate.
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    // Drawn once the remote's part holds its page's heading, or the fallback in its place
    // (the remote's code comes first: the load state was reached before the move).
    await page.locator(`[data-remote-region="${remote}"] h1, ${FALLBACK}`).first().waitFor({ timeout: PAGE_TIMEOUT_MS });
    if (await page.locator(FALLBACK).count()) problems.push('showed the fallback instead of the page');
  } catch (error) {
    problems.push(firstLine(error instanceof Error ? error.message : String(error)));
  } finally {
    await page.close();
  }
  return problems.map((problem) => `drawn by the app after a move in the browser: ${problem}`);
}

async function smokePage(context, url, remote, expected, ownOrigins) {
  const { page, problems } = await watchedPage(context, url, ownOrigins);
  let withoutApp = false;
  try {
    const response = await page.goto(url, { timeout: PAGE_TIMEOUT_MS });
    if (response?.status() !== 200) problems.push(`answered ${response?.status()}`);
    const composedWith = response?.headers()[PREVIEW_HEADER];
    if (composedWith !== expected) {
      problems.push(`the live shell composed it with ${composedWith ?? 'the live release'}, not ${expected}: does it read this release store?`);
    }
    await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached', timeout: PAGE_TIMEOUT_MS });
    // Whatever the page loads once it is interactive (a lazy part, a late error) counts too.
    await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS }).catch(() => undefined);
    if (await page.locator(FALLBACK).count()) problems.push('showed the fallback instead of the page');
    withoutApp = (await page.locator(`script[src="${STATIC_PAGE_SCRIPT}"]`).count()) > 0;
  } catch (error) {
    problems.push(firstLine(error instanceof Error ? error.message : String(error)));
  } finally {
    await page.close();
  }
  if (!withoutApp) return problems;
  const { pathname, search } = new URL(url);
  return [...problems, ...(await smokeInApp(context, url, remote, `${pathname}${search}`, ownOrigins))];
}

/** The shell's origin and those of the remotes and the worker, as the preview's manifest names them. */
async function siteOrigins(siteUrl, token) {
  const response = await fetch(new URL('/remotes.json', siteUrl), { headers: { [PREVIEW_HEADER]: token } });
  if (!response.ok) throw new Error(`${siteUrl}/remotes.json answered ${response.status}`);
  const manifest = await response.json();
  return new Set([siteUrl, manifest.worker, ...manifest.remotes.map(({ entry }) => entry)].map((address) => new URL(address).origin));
}

/**
 * @param {{ siteUrl: string, token: string, remote: string, version: string, paths: string[] }} options
 * @returns {Promise<Array<{ path: string, problems: string[] }>>} the pages that failed
 */
export async function smokeLoad({ siteUrl, token, remote, version, paths }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: PLAYWRIGHT_CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    // The token goes to the shell only: the remotes' and the worker's origins never see it.
    await context.route(
      (url) => url.origin === new URL(siteUrl).origin,
      (route) => route.continue({ headers: { ...route.request().headers(), [PREVIEW_HEADER]: token } }),
    );
    const ownOrigins = await siteOrigins(siteUrl, token);
    const results = new Map();
    const queue = [...paths];
    const tab = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        results.set(path, await smokePage(context, new URL(path, siteUrl).href, remote, `${remote}@${version}`, ownOrigins));
      }
    };
    await Promise.all(Array.from({ length: TABS }, tab));
    return paths.map((path) => ({ path, problems: results.get(path) })).filter(({ problems }) => problems.length > 0);
  } finally {
    await browser.close();
  }
}
