// The moment the page's scripts take over the server's HTML, measured as a phone on a
// slow network meets it: Lighthouse's mobile conditions applied for real (CPU four times
// slower, 150 ms round trips, 1.6 Mbps down, 750 Kbps up), where Lighthouse only
// simulates them. Per route: the first contentful paint, the moment <html
// data-frame-interactive> is set (the frame hydrated: nav, Menu and footer live), the
// moment <html data-interactive> is set (the whole page hydrated, its handlers live), the
// gap between the first paint and the latter, and the largest contentful paint. And the
// early taps: a tap right after the first paint, and whether (and how long after the tap
// and after the paint) its effect showed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from 'site-testing/chromium';

const MOBILE = {
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 },
  viewport: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};
const SETTLE_MS = 30_000;

// Runs in the page before its own scripts: when the shell marks the page interactive, and the largest paint so far.
function recordMarks() {
  const marks = { frameMs: undefined, interactiveMs: undefined, lcpMs: undefined };
  window.__benchMarks = marks;
  // The document, not its <html>: there is none yet when this runs.
  new MutationObserver((_records, observer) => {
    const { frameInteractive, interactive } = document.documentElement.dataset;
    if (frameInteractive === 'true') marks.frameMs ??= performance.now();
    if (interactive !== 'true') return;
    marks.interactiveMs = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-frame-interactive', 'data-interactive'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcpMs = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function mobilePage(browser, { storage, origin }) {
  const page = await browser.newPage();
  if (storage) {
    await page.goto(`${origin}/remotes.json`);
    await page.evaluate(
      (pairs, cookies) => {
        pairs.forEach(([key, value]) => window.localStorage.setItem(key, value));
        cookies.forEach((cookie) => (document.cookie = cookie));
      },
      Object.entries(storage.localStorage ?? {}),
      storage.cookies ?? [],
    );
  }
  await page.setViewport(MOBILE.viewport);
  await page.emulateCPUThrottling(MOBILE.cpuSlowdown);
  await page.emulateNetworkConditions(MOBILE.network);
  await page.setCacheEnabled(false);
  await page.evaluateOnNewDocument(recordMarks);
  return page;
}

async function withBrowser(use) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-takeover-'));
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS, userDataDir });
  try {
    return await use(browser);
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const firstPaint = (page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, { polling: 'raf', timeout: SETTLE_MS });

/** One load of `url`: its first paint, its take-over and largest paint, in ms from navigation start. */
async function loadOnce(browser, url, options) {
  const page = await mobilePage(browser, options);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: SETTLE_MS });
    await page.waitForFunction(() => window.__benchMarks.interactiveMs !== undefined, { timeout: SETTLE_MS });
    const fcpMs = await (await firstPaint(page)).jsonValue();
    const { frameMs, interactiveMs, lcpMs } = await page.evaluate(() => window.__benchMarks);
    const round = (ms) => (ms === undefined ? undefined : Math.round(ms));
    return { fcpMs: round(fcpMs), frameMs: round(frameMs), interactiveMs: round(interactiveMs), gapMs: round(interactiveMs - fcpMs), lcpMs: round(lcpMs) };
  } finally {
    await page.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {string[]} urls
 * @param {{ runs?: number, storageFor?: (url: string) => { localStorage?: Record<string, string>, cookies?: string[] } | undefined }} options
 */
export async function measureTakeover(urls, { runs = 3, storageFor = () => undefined } = {}) {
  return withBrowser(async (browser) => {
    const rows = [];
    for (const url of urls) {
      const options = { storage: storageFor(url), origin: new URL(url).origin };
      const loads = [];
      for (let run = 0; run < runs; run += 1) loads.push(await loadOnce(browser, url, options));
      // The run with the median gap, reported whole.
      const gap = median(loads.map((load) => load.gapMs));
      rows.push({ route: new URL(url).pathname + new URL(url).search, ...loads.find((load) => load.gapMs === gap) });
    }
    return rows;
  });
}

/** Each early tap: where, the button tapped right after the first paint (by its role and name), and what must show. */
export const EARLY_TAPS = [
  { title: 'the mobile Menu', path: '/', button: 'Menu', effect: () => document.querySelectorAll('dialog[open]').length === 1 },
  { title: "a guide's Next", path: '/tobhomes/caseta', button: 'Next', effect: () => new URLSearchParams(location.search).get('step') === '1' },
];

/** A tap right after the first paint: whether its effect showed, and how long after the tap. */
export async function measureEarlyTaps(origin) {
  return withBrowser(async (browser) => {
    const rows = [];
    for (const { title, path: route, button, effect } of EARLY_TAPS) {
      const page = await mobilePage(browser, { origin });
      try {
        void page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: SETTLE_MS }).catch(() => undefined);
        const paintedAt = await (await firstPaint(page)).jsonValue();
        const target = await page.waitForSelector(`::-p-aria([name="${button}"][role="button"])`, { timeout: SETTLE_MS });
        // The page's clock for where the tap falls after the paint; the wall clock from the tap
        // on, since the effect may be the next document (a guide's step the server draws),
        // whose own clock starts again at 0.
        const { tappedAt, tappedAtWall } = await page.evaluate(() => ({ tappedAt: performance.now(), tappedAtWall: Date.now() }));
        const interactiveBefore = await page.evaluate(() => document.documentElement.dataset.interactive === 'true');
        await target.tap();
        const shownWall = await page
          .waitForFunction(effect, { timeout: SETTLE_MS, polling: 'raf' })
          .then(() => page.evaluate(() => Date.now()))
          .catch(() => undefined);
        const effectAfter = shownWall === undefined ? undefined : shownWall - tappedAtWall;
        rows.push({
          title,
          route,
          tappedAtMs: Math.round(tappedAt),
          beforeTakeover: !interactiveBefore,
          outcome: effectAfter === undefined ? 'lost' : 'done',
          effectAfterMs: effectAfter === undefined ? undefined : Math.round(effectAfter),
          effectAfterPaintMs: effectAfter === undefined ? undefined : Math.round(effectAfter + tappedAt - paintedAt),
        });
      } finally {
        await page.close();
      }
    }
    return rows;
  });
}
