import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { REMOTES } from 'site/remotes';
import { PLAYWRIGHT_CHROMIUM_ARGS, chromiumPath } from 'site-testing/chromium';
import { appServer } from './support/servers';
import { environment, fieldDbPath, journalPath, ports, repoRoot, siteUrl } from './support/site';

const chromium = chromiumPath();

// The release tests build careers' working copy about a dozen times, one text changed
// each time: webpack keeps what did not change (tooling/config/webpack/persistentCache.cjs).
process.env.WEBPACK_CACHE_DIR ??= path.join(repoRoot, '.run/webpack-cache');

const app = (pkg: string, port: number, readyPath: string) => ({
  command: `node ${appServer(pkg).join(' ')}`,
  cwd: repoRoot,
  url: `http://localhost:${port}${readyPath}`,
  env: environment,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The HTML report holds every attachment, such as page-frame.spec.ts's screenshots when
  // PAGE_SCREENSHOTS=1: `npx playwright show-report e2e/.run/report` (docs/testing.md).
  reporter: [['list'], ['json', { outputFile: '.run/results.json' }], ['html', { outputFolder: '.run/report', open: 'never' }]],
  outputDir: '.run/test-results',
  use: {
    baseURL: siteUrl,
    // No trace by default: recording one films every page (a screencast the browser
    // encodes), which cost the suite about an eighth of its time, and CI keeps no files.
    // A failure to look into: `npx playwright test <file> --trace retain-on-failure`.
    // A step that hangs fails on its own line, not as the whole test running out of time.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    },
  },
  projects: [
    // Releases careers from its own copy into its own shell and store, never the suite's
    // site, one file at a time (the files share that copy). After the chromium project,
    // not beside it: in the fresh-clone CI of 2026-11-30 17:38 the office test, paying on
    // Pay Online while the release lane's builds took the cores, never saw the card step,
    // most likely because the wizard's code came later than the 8 s an island holds a
    // press (the held form is then sent as the browser sends it; not reproduced locally).
    // Beside the outage project, which waits.
    { name: 'release', use: { ...devices['Desktop Chrome'] }, testMatch: /release\.spec\.ts/, workers: 1, dependencies: ['chromium'] },
    // Acts between a page's first paint and its scripts taking over, with the CPU slowed
    // and every script held back (support/earlyWindow.ts) until the test has acted, so
    // the machine being busy cannot close that window early. Second in the queue: its
    // tests mostly wait (run alone, the CPU was 27 % idle), which the release lane's
    // builds beside it fill; last in the queue, that wait was the run's tail.
    // Each script on the way to a page's start waits its 2.5 s in turn: allow for it.
    {
      name: 'early taps',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /early-taps\.spec\.ts/,
      timeout: 120_000,
      expect: { timeout: 40_000 },
    },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /(release|-outage|early-taps)\.spec\.ts/ },
    // Switch the sandbox's email service into failure for everyone, so they run after
    // the rest, one at a time: no other test's email fails because of them.
    {
      name: 'outage',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /-outage\.spec\.ts/,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: [
    app('shell', ports.shell, '/remotes.json'),
    ...REMOTES.map((remote) => app(`mf-${remote}`, ports[remote], '/remoteEntry.js')),
    {
      command: `rm -f ${journalPath}* ${fieldDbPath}* && node worker/dist/node.mjs`,
      cwd: repoRoot,
      url: `http://localhost:${ports.worker}/health`,
      env: environment,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node sandbox/dist/server.mjs',
      cwd: repoRoot,
      url: `http://localhost:${ports.sandbox}/__sandbox/emails`,
      env: environment,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});
