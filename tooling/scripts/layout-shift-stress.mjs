#!/usr/bin/env node
// Loads every public page many times on a loaded machine and prints every layout shift
// with what moved (docs/testing.md, "Layout shifts under load"). The e2e check asks each
// page for a shift of 0 once; under contention a page parsed and painted in several
// passes can move where an idle machine never shows it, so this looks for that on purpose.
//
//   node tooling/scripts/layout-shift-stress.mjs [--url http://localhost:8080] [--loads 300]
//        [--pages 2] [--cpu 4,6] [--hogs 1] [--only /opportunity,/gettingstarted/lan]
//
// Against a running site (`npm start`). Exit 1 when any load shifted.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { REMOTES } from 'site/remotes';
import { rootDir } from './lib/site.mjs';

const require = createRequire(import.meta.url);
const { PLAYWRIGHT_CHROMIUM_ARGS, chromiumPath } = require('site-testing/chromium');
const { recordLayoutShifts, describeShifts } = require('site-testing/layoutShifts');

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    loads: { type: 'string', default: '300' },
    pages: { type: 'string', default: '2' },
    cpu: { type: 'string', default: '4,6' },
    hogs: { type: 'string', default: '1' },
    only: { type: 'string' },
  },
});

/** Every page a remote draws on the server, as its build published them, and the shell's confirmation. */
function publicPaths() {
  const paths = REMOTES.flatMap((remote) =>
    Object.keys(JSON.parse(readFileSync(path.join(rootDir, `mf-${remote}`, 'dist/ssr/index.json'), 'utf8')).pages).filter(
      (page) => !page.includes('?'),
    ),
  );
  return [...paths, '/confirmation'];
}

const paths = values.only ? values.only.split(',') : publicPaths();
const loads = Number(values.loads);
const cpuRates = values.cpu.split(',').map(Number);
const hogs = Array.from({ length: Number(values.hogs) }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopHogs = () => hogs.forEach((hog) => hog.kill('SIGKILL'));
process.on('exit', stopHogs);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: PLAYWRIGHT_CHROMIUM_ARGS });
const shifted = [];
/** Loads that never got as far as a hydrated page (a machine too busy to answer in time): not measured. */
const unmeasured = [];
let next = 0;

async function loadOnce(index) {
  const pagePath = paths[index % paths.length];
  const rate = cpuRates[index % cpuRates.length];
  const context = await browser.newContext({ viewport: index % 2 ? { width: 390, height: 844 } : { width: 1280, height: 720 } });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(recordLayoutShifts);
    await page.goto(values.url + pagePath, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached', timeout: 90_000 });
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => window.__layoutShifts);
    const width = page.viewportSize().width;
    if (shifts.length) {
      shifted.push(pagePath);
      console.log(`${pagePath} at ${width} px, ${rate}x CPU:\n${describeShifts(shifts)}`);
    }
  } catch (error) {
    console.log(`${pagePath}: not measured, ${error.message.split('\n')[0]}`);
    unmeasured.push(pagePath);
  } finally {
    await context.close();
  }
}

/** Until `loads` loads were measured, with at most as many again given up as unmeasured. */
async function worker() {
  while (next - unmeasured.length < loads && unmeasured.length < loads) await loadOnce(next++);
}

const started = Date.now();
await Promise.all(Array.from({ length: Number(values.pages) }, worker));
await browser.close();
stopHogs();
console.log(
  `${next - unmeasured.length} loads measured of ${paths.length} pages (${values.pages} at once, CPU ${values.cpu}x, ${hogs.length} hog): ` +
    `${shifted.length} shifted, ${unmeasured.length} not measured, in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(shifted.length || next - unmeasured.length < loads ? 1 : 0);
