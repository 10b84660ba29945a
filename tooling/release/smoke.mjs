// A release's last check: each of the remote's pages loaded in headless Chromium from
// the live shell, with the staged version swapped in for this browser only (its preview
// grant's token on every request to the shell). A page passes when the shell composed it
// with the staged version, it answered 200, the scripts took it over, and nothing went
// wrong on the way: no console error or warning, no uncaught error, no failed request,
// no fallback in place of the remote's page.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { PREVIEW_HEADER } = require('../config/releaseLayout.cjs');

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// The shell's RemoteFallback (shell/src/remotes/RemoteFallback.tsx).
const FALLBACK = '#remote-fallback-title';
const PAGE_TIMEOUT_MS = 30_000;

// A stack trace says nothing here: the release's files are minified.
const firstLine = (text) => text.split('\n')[0];

const chromiumPath = () => process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

async function smokePage(context, url, expected) {
  const problems = [];
  const page = await context.newPage();
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(`console ${message.type()}: ${firstLine(message.text())}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${firstLine(error.message)}`));
  page.on('requestfailed', (request) => problems.push(`${request.url()} failed: ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== url) problems.push(`${response.url()} answered ${response.status()}`);
  });
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
  } catch (error) {
    problems.push(firstLine(error instanceof Error ? error.message : String(error)));
  } finally {
    await page.close();
  }
  return problems;
}

/**
 * @param {{ siteUrl: string, token: string, remote: string, version: string, paths: string[] }} options
 * @returns {Promise<Array<{ path: string, problems: string[] }>>} the pages that failed
 */
export async function smokeLoad({ siteUrl, token, remote, version, paths }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    // The token goes to the shell only: the remotes' and the worker's origins never see it.
    await context.route(
      (url) => url.origin === new URL(siteUrl).origin,
      (route) => route.continue({ headers: { ...route.request().headers(), [PREVIEW_HEADER]: token } }),
    );
    const failed = [];
    for (const path of paths) {
      const problems = await smokePage(context, new URL(path, siteUrl).href, `${remote}@${version}`);
      if (problems.length > 0) failed.push({ path, problems });
    }
    return failed;
  } finally {
    await browser.close();
  }
}
