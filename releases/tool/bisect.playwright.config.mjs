// The Playwright configuration a test-file check of `npm run bisect` runs under
// (bisectPlaywright.mjs): the one file, against the site, in Chromium, whose browser carries
// the state's override grant in its cookie for the site's origin only. A plain object, so
// the tool needs no test runner of its own to load it; the file's tests use relative
// addresses (`page.goto('/')`), which go to the site.
import os from 'node:os';
import path from 'node:path';
import { PLAYWRIGHT_CHROMIUM_ARGS, chromiumPath } from 'site-testing/chromium';
import { OVERRIDE_COOKIE } from 'credentials/overrideGrant';

const { BISECT_SITE_URL: siteUrl = '', BISECT_GRANT: grant = '', BISECT_TEST_FILE: file = '' } = process.env;
const site = new URL(siteUrl);
const executablePath = chromiumPath();

export default {
  testDir: path.dirname(file),
  // The file alone: a glob of its bare name would match no full path.
  testMatch: new RegExp(`${path.basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  // Nothing written beside the test file.
  outputDir: path.join(os.tmpdir(), 'bisect-test-results'),
  retries: 0,
  workers: 1,
  timeout: 60_000,
  use: {
    baseURL: siteUrl,
    storageState: {
      cookies: [{ name: OVERRIDE_COOKIE, value: grant, domain: site.hostname, path: '/', expires: -1, httpOnly: true, secure: site.protocol === 'https:', sameSite: 'Lax' }],
      origins: [],
    },
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: PLAYWRIGHT_CHROMIUM_ARGS },
  },
};
