// The suite's Chromium (tooling/testing/chromium.cjs): every feature Playwright turns off
// stays off, and a browser context loads no WebUI page of the address bar beside the site.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, PLAYWRIGHT_CHROMIUM_ARGS } from 'site-testing/chromium';
import { expect, test } from '../support/test';

const executablePath = chromiumPath();

/** Starts Chromium through Playwright with `args`, and hands `use` its process id and the browser. */
async function withChromium<T>(args: string[], use: (pid: number, browser: import('@playwright/test').Browser) => Promise<T>): Promise<T> {
  const server = await chromium.launchServer({ executablePath, args });
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    return await use(server.process().pid!, browser);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The features the browser process turned off: Chromium reads the last --disable-features only. */
const featuresTurnedOff = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='))
    .at(-1)
    ?.slice('--disable-features='.length)
    .split(',') ?? [];

/** The browser UI pages (WebUI) running once a context has opened a page. */
async function browserUiPages(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext();
  await context.newPage();
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
  await context.close();
  return targetInfos.filter(({ type }) => type === 'browser_ui').map(({ url }) => url);
}

test("every feature Playwright turns off itself stays off in the suite's Chromium", async () => {
  const playwrightOff = await withChromium(CHROMIUM_ARGS, async (pid) => featuresTurnedOff(pid));
  expect(playwrightOff.length).toBeGreaterThan(0);
  const suiteOff = await withChromium(PLAYWRIGHT_CHROMIUM_ARGS, async (pid) => featuresTurnedOff(pid));
  expect(suiteOff).toEqual(expect.arrayContaining(playwrightOff));
});

test("a context of the suite's Chromium loads none of the address bar's WebUI pages, which Chromium's defaults load for each", async () => {
  expect(await withChromium(PLAYWRIGHT_CHROMIUM_ARGS, async (_pid, browser) => browserUiPages(browser))).toEqual([]);
  // What the flags save: with Playwright's defaults alone, each context has them.
  expect(await withChromium(CHROMIUM_ARGS, async (_pid, browser) => browserUiPages(browser))).toEqual(
    expect.arrayContaining([expect.stringMatching(/^chrome:\/\/omnibox-popup\.top-chrome\//)]),
  );
});
