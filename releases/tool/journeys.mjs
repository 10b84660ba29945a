// `npm run journeys -- --remote <remote> [--site <url>] [--share N]` (docs/releasing.md,
// "Synthetic evidence"): runs the journeys a remote declares (mf-<remote>/journeys/
// *.journey.mjs) in headless Chromium against a site, as a visitor inside the remote's
// canary whose page loads are marked synthetic: the browser carries a synthetic
// credential (credentials/src/syntheticCredential.js), and the composer composes its pages with
// the remote's canary whatever its cohort (a cohort is the composer's to give and sign,
// #44: no cookie the tool could write would be taken). The credential comes from the release store the tool is
// pointed at: the release service signs it for the team's key (a workflow holds no preview
// key), the local folder store signs it with PREVIEW_SIGNING_KEY (npm start's default). The composer then gives its
// pages a grant marked synthetic, and the worker counts them apart from visitors.
//
// A journey reads and clicks: every request that would send something (any method but
// GET, HEAD and OPTIONS) is refused in the browser, and fails the journey, except the
// page's own field reports, which are the point. Each journey module's default export is
// { name, run(page) }, `page` a Playwright page whose relative addresses go to the site.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { PLAYWRIGHT_CHROMIUM_ARGS, chromiumPath } from 'site-testing/chromium';
import { SYNTHETIC_COOKIE } from 'credentials/syntheticCredential';

/** The worker's endpoint the page's reporter sends to (the contract's ENDPOINTS.fieldReports). */
const FIELD_REPORTS_PATH = '/field-reports';
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A journey run takes minutes; the credential lives no longer (at most an hour: MAX_SYNTHETIC_TTL_MS). */
const CREDENTIAL_TTL_MS = 30 * 60_000;
const JOURNEY_TIMEOUT_MS = 60_000;
/**
 * How long a left page's last field reports are given to go out before the context closes.
 * They leave as keepalive requests of a page that is gone, which Playwright never reports,
 * so there is nothing to wait for but time.
 */
const LEFT_PAGE_GRACE_MS = 1_500;

const isFieldReport = (request) => new URL(request.url()).pathname === FIELD_REPORTS_PATH;

/**
 * Leaves the context's pages, so each sends its last field reports (the reporter flushes on
 * pagehide, which closing a context never fires: its page loads would go uncounted). The
 * journey's routes are removed first: a report held by a route as its page goes is sometimes
 * never sent. Leaving is the tool's doing, not the journey's, so nothing needs refusing then.
 * @param {import('playwright-core').BrowserContext} context
 */
async function leavePages(context) {
  await context.unrouteAll({ behavior: 'wait' });
  for (const page of context.pages()) await page.goto('about:blank').catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, LEFT_PAGE_GRACE_MS));
}

/** A remote's journeys' files, in name order. @param {string} dir */
export async function journeyFiles(dir) {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((name) => name.endsWith('.journey.mjs')).sort().map((name) => path.join(dir, name));
}

/**
 * Runs each journey in `journeysDir` in a browser of its own against `siteUrl`, inside the
 * canary of the credential's remote, its page loads marked synthetic.
 * @param {{ siteUrl: string, credential: string, journeysDir: string }} options
 * @returns {Promise<Array<{ name: string, file: string, problems: string[] }>>} every journey and what went wrong in it
 */
export async function runJourneys({ siteUrl, credential, journeysDir }) {
  const files = await journeyFiles(journeysDir);
  const cookies = [{ name: SYNTHETIC_COOKIE, value: credential, url: siteUrl }];
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: PLAYWRIGHT_CHROMIUM_ARGS });
  const results = [];
  try {
    for (const file of files) {
      /** @type {{ name?: string, run?: (page: import('playwright-core').Page) => Promise<void> }} */
      const journey = (await import(pathToFileURL(file).href)).default ?? {};
      const name = journey.name ?? path.basename(file);
      const problems = [];
      const context = await browser.newContext({ baseURL: siteUrl });
      try {
        await context.addCookies(cookies);
        await context.route('**/*', (route) => {
          const request = route.request();
          if (READ_ONLY_METHODS.has(request.method()) || isFieldReport(request)) return route.continue();
          problems.push(`it sent ${request.method()} ${request.url()}: refused, a journey reads and clicks and never sends`);
          // A refused form's navigation is answered 204 (No Content), which leaves the page where
          // it is: aborting it would swap in an error page, and that page's pagehide only sometimes
          // gets the journey's last field reports out. A refused fetch fails as blocked.
          return request.isNavigationRequest() ? route.fulfill({ status: 204 }) : route.abort('blockedbyclient');
        });
        const page = await context.newPage();
        page.setDefaultTimeout(JOURNEY_TIMEOUT_MS);
        page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.split('\n')[0]}`));
        if (typeof journey.run !== 'function') problems.push('its module exports no default { name, run(page) }');
        else await journey.run(page);
      } catch (error) {
        problems.push((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '');
      } finally {
        await leavePages(context);
        await context.close();
      }
      results.push({ name, file, problems });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * The command's options from its arguments: `--remote`, `--site`, `--share`, `--journeys`.
 * @param {string[]} args @returns {{ remote?: string, site?: string, share?: number, journeys?: string }}
 */
export function journeyOptions(args) {
  const valueOf = (flag) => {
    const at = args.indexOf(flag);
    return at < 0 ? undefined : args[at + 1];
  };
  const share = valueOf('--share');
  return { remote: valueOf('--remote'), site: valueOf('--site'), share: share === undefined ? undefined : Number(share), journeys: valueOf('--journeys') };
}

/**
 * The command: the remote's journeys against `--site` (default the live shell), inside its
 * running canary's share (from live.json) or `--share`. Exits 0 when every journey passed,
 * 1 when one failed, 2 when there is nothing to run.
 * @typedef {{ readLive: () => Promise<{ remotes: Record<string, { canary?: { share: number } }> }>, grantSyntheticCredential: (remote: string, ttlMs: number) => Promise<{ credential: string }> }} JourneyStore
 * @param {{ args: string[], store: JourneyStore, siteUrl: string, repoDir: string, remotes: readonly string[] }} options
 * @returns {Promise<number>}
 */
export async function journeysCommand({ args, store, siteUrl, repoDir, remotes }) {
  const { remote, site = siteUrl, share, journeys } = journeyOptions(args);
  if (!remote || !remotes.includes(remote)) {
    console.error(`usage: npm run journeys -- --remote <${remotes.join('|')}> [--site <url>] [--share <1-99>] [--journeys <dir>]`);
    return 2;
  }
  const canaryShare = share ?? (await store.readLive()).remotes[remote]?.canary?.share;
  if (!Number.isInteger(canaryShare) || canaryShare < 1 || canaryShare > 99) {
    console.error(share === undefined ? `${remote} has no canary running: nothing to run its journeys against (--share N runs them as a visitor of an N% canary)` : `--share takes a whole percentage from 1 to 99, not ${share}`);
    return 2;
  }
  const journeysDir = journeys ? path.resolve(journeys) : path.join(repoDir, `mf-${remote}`, 'journeys');
  if ((await journeyFiles(journeysDir)).length === 0) {
    console.error(`${path.relative(process.cwd(), journeysDir) || journeysDir} holds no journey (*.journey.mjs): nothing to run`);
    return 2;
  }
  const { credential } = await store.grantSyntheticCredential(remote, CREDENTIAL_TTL_MS);
  console.log(`Running ${remote}'s journeys against ${site} as a visitor of its ${canaryShare}% canary, their page loads marked synthetic:`);
  const results = await runJourneys({ siteUrl: site, credential, journeysDir });
  for (const { name, problems } of results) {
    console.log(`  ${problems.length === 0 ? '✓' : '✗'} ${name}`);
    for (const problem of problems) console.log(`      ${problem}`);
  }
  const failed = results.filter(({ problems }) => problems.length > 0).length;
  console.log(failed === 0 ? `All ${results.length} journey(s) passed.` : `${failed} of ${results.length} journey(s) failed.`);
  return failed === 0 ? 0 : 1;
}
