// A Playwright test file as `npm run bisect`'s check (#34): the file run once per state,
// in Chromium, with the state's override grant in the browser's cookie
// (bisect.playwright.config.mjs). It passes where every test in it passes. Before it runs,
// one page load checks that the site composes the state from that cookie, as a text
// check's answer is checked (bisectCheck.mjs): a site that ignored the grant would be
// tested live each time.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { OVERRIDE_COOKIE } from 'credentials/overrideGrant';
import { composedState } from './composedState.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONFIG = path.join(here, 'bisect.playwright.config.mjs');
const PLAYWRIGHT = path.resolve(here, '../../node_modules/@playwright/test/cli.js');

export const isTestFile = (spec) => /\.(spec|test)\.[cm]?[jt]s$/.test(spec ?? '');

/**
 * Runs the test file against `siteUrl` composed with `state`: true where all its tests passed.
 * @param {{ file: string, siteUrl: string, state: Record<string, string>, grant: string, fetch?: typeof fetch }} options
 */
export async function runTestFile({ file, siteUrl, state, grant, fetch: fetcher = fetch }) {
  await composedState({ siteUrl, path: '/', state, init: { headers: { Cookie: `${OVERRIDE_COOKIE}=${grant}` } }, fetch: fetcher });
  let stdout;
  try {
    ({ stdout } = await promisify(execFile)(process.execPath, [PLAYWRIGHT, 'test', '--config', CONFIG, '--reporter', 'json'], {
      env: { ...process.env, BISECT_SITE_URL: siteUrl, BISECT_GRANT: grant, BISECT_TEST_FILE: path.resolve(file) },
      maxBuffer: 32 * 1024 * 1024,
    }));
  } catch (error) {
    // A failing test exits 1 with its report; anything else has none.
    stdout = error.stdout;
    if (!stdout?.trim().startsWith('{')) throw new Error(`the test file ${file} did not run: ${String(error.stderr || error.message).trim().split('\n')[0]}`);
  }
  const { stats } = JSON.parse(stdout);
  if (stats.expected + stats.unexpected + stats.flaky === 0) throw new Error(`the test file ${path.resolve(file)} ran no test`);
  return stats.unexpected === 0 && stats.flaky === 0;
}
