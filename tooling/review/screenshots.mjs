#!/usr/bin/env node
// npm run screenshots: every public page of the built site at 1366 and 390 px, as a
// reviewer sees it (docs/review-instructions.md): the site started from its builds
// (`npm run build` first), each page loaded, scrolled to its end a screen at a time so
// every picture and island has loaded, then back to the top, and drawn whole, into
// tooling/review/screenshots/<page>-<width>.png (not kept in git).
//
//   npm run screenshots                 every public page (tooling/testing/publicPages.cjs)
//   npm run screenshots -- / /team      these pages only
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from 'site-testing/chromium';
import publicPages from 'site-testing/publicPages';
import { portsFor } from 'site/ports';
import { rootDir, siteProcesses, startSite } from '../scripts/lib/site.mjs';

const WIDTHS = [
  { name: '1366', viewport: { width: 1366, height: 768 }, isMobile: false },
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true },
];
const BASE = 12600;
const outDir = path.join(rootDir, 'tooling/review/screenshots');
const runDir = path.join(rootDir, 'tooling/review/.run');

const slug = (pathname) => pathname.replace(/^\/+|\/+$/g, '').replace(/[^\w.-]+/g, '-') || 'home';
const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const pages = asked.length > 0 ? asked : publicPages.publicPaths();

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
mkdirSync(runDir, { recursive: true });

const site = startSite({
  base: BASE,
  processes: siteProcesses(BASE),
  env: { WORKER_DB: path.join(runDir, 'worker.sqlite'), RELEASES_DIR: path.join(runDir, 'releases') },
  onExit: (name, code) => console.error(`${name} stopped unexpectedly (${code})`),
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  await site.ready;
  const origin = `http://localhost:${portsFor(BASE).shell}`;
  for (const { name, viewport, isMobile } of WIDTHS) {
    // bypassCSP: the style below is the tool's, not the page's.
    const context = await browser.newContext({ viewport, screen: viewport, isMobile, hasTouch: isMobile, deviceScaleFactor: 1, bypassCSP: true });
    const page = await context.newPage();
    for (const pathname of pages) {
      await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
      // A screen at a time, as a person scrolls, so what loads when seen has loaded.
      for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += viewport.height) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(150);
      }
      await page.waitForLoadState('networkidle');
      // A person scrolling sees every section drawn; a whole-page picture would find those
      // the page skips while off screen (content-visibility: auto) blank.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.evaluate(() => window.scrollTo(0, 0));
      const file = path.join(outDir, `${slug(pathname)}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(path.relative(rootDir, file));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
