// How every tool here starts Chromium: the end-to-end tests (Playwright), the bench
// (Lighthouse and Puppeteer) and the release's smoke load. Browsers are never
// downloaded on these machines: the system's Chromium is used.
const { existsSync } = require('node:fs');

/**
 * CHROMIUM_PATH, else Debian's Chromium, else undefined (the launcher's own choice).
 * @returns {string | undefined}
 */
const chromiumPath = () => process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * No sandbox (containers have no user namespaces), no GPU, nothing fetched in the
 * background, and no QUIC, so a throttled connection is the TCP one being measured.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Playwright turns these features off itself (playwright-core's chromiumSwitches.ts). A
// second --disable-features replaces the first rather than adding to it, so a launch
// through Playwright that turns more off must repeat them: e2e/tests/chromium-flags.spec.ts
// fails when Playwright's own list has one this one lacks.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

// Chromium 156 draws the address bar's popups as WebUI pages and loads them, in a renderer
// of their own, for every window: in a test, for every browser context. Nobody sees them
// headless, and each cost about 1.5 CPU-s, as much as loading one of the site's pages
// (docs/testing.md, "CI time"). Puppeteer's defaults turn them off too (puppeteer/puppeteer#15278).
const BROWSER_UI_PAGES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** CHROMIUM_ARGS for a browser Playwright launches: its own disabled features kept, the address bar's pages off. */
const PLAYWRIGHT_CHROMIUM_ARGS = [...CHROMIUM_ARGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_PAGES].join(',')}`];

module.exports = { chromiumPath, CHROMIUM_ARGS, PLAYWRIGHT_CHROMIUM_ARGS };
