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

module.exports = { chromiumPath, CHROMIUM_ARGS };
