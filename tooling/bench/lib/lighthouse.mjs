// One Lighthouse run of one URL: mobile preset, simulated throttling, in the same
// Chromium the end-to-end tests use, with a fresh profile each time (cold cache).
// `localStorage` entries and `cookies` can be seeded first (the staff hub needs its unlock
// token, and the composer the unlock's hint cookie); the run then keeps storage, which is
// why each run has a profile of its own.
// `ignoreStatusCode` measures a page answered with an error status (a page whose remote
// is down answers 503 with its fallback), which Lighthouse otherwise refuses to score.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from 'site-testing/chromium';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

async function seedStorage(port, origin, { localStorage: entries = {}, cookies = [] }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A JSON document of the origin: it gives access to its storage without loading (and caching) any script.
    await page.goto(`${origin}/remotes.json`);
    await page.evaluate(
      (pairs, cookieStrings) => {
        for (const [key, value] of pairs) localStorage.setItem(key, value);
        for (const cookie of cookieStrings) document.cookie = cookie;
      },
      Object.entries(entries),
      cookies,
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * @returns {Promise<import('lighthouse').Result>}
 */
export async function runLighthouse(url, { localStorage, cookies, ignoreStatusCode = false } = {}) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chrome-'));
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    const seeded = Boolean(localStorage || cookies);
    if (seeded) await seedStorage(chrome.port, new URL(url).origin, { localStorage, cookies });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      disableStorageReset: seeded,
      ignoreStatusCode,
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Several runs of one URL, and the one whose LCP is the median: under simulated
 * throttling a single run's LCP moves by a second from one run to the next, with the
 * order in which the page's requests happened to finish. All figures come from that
 * one run, so they stay consistent with each other.
 * @returns {Promise<import('lighthouse').Result>}
 */
export async function medianRun(url, options, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, options));
  const lcp = (lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;
  return results.sort((a, b) => lcp(a) - lcp(b))[Math.floor((results.length - 1) / 2)];
}

/** The figures the benchmark reports from one run. */
export function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? NaN),
    tbtMs: Math.round(audit('total-blocking-time') ?? NaN),
    cls: Number((audit('cumulative-layout-shift') ?? NaN).toFixed(3)),
    totalBytes: Math.round(audit('total-byte-weight') ?? NaN),
    requests: requests.map((item) => ({ url: item.url, type: item.resourceType, transferSize: item.transferSize ?? 0 })),
    runWarnings: lhr.runWarnings,
    // Lighthouse's measure of the host's speed (its simulation scales by it): figures from hosts far apart are not comparable.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}
