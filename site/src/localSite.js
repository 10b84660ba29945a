// The environment of every local process for a site whose shell listens on `base`:
// the worker's and the sandbox's ports, the origins they trust, the providers the
// worker points the browser at (the sandbox here; the real services in production), and
// the release store (its folder, the releases host that serves it, the preview key).
// ALLOW_DEV_DEFAULTS lets the worker use the sandbox's settings and the documented
// development passcode: the local site (npm start, the e2e run, the benchmark) only.
const path = require('node:path');
const { DEFAULT_BASE_PORT, localSiteOrigins, portsFor } = require('./ports.js');
const { DEVELOPMENT_PREVIEW_KEY } = require('credentials/previewToken');
const { DEVELOPMENT_FIELD_GRANT_KEY } = require('credentials/fieldGrant');
const { DEVELOPMENT_FIELD_HEALTH_KEY } = require('credentials/fieldHealthKey');

/** Where `npm start` keeps releases made with `npm run release` (RELEASES_DIR moves it). */
const DEFAULT_RELEASES_DIR = path.resolve(__dirname, '../../.releases');

/** @param {number} [base] @param {Record<string, string>} [extra] @returns {Record<string, string>} */
function siteEnv(base = DEFAULT_BASE_PORT, extra = {}) {
  const ports = portsFor(base);
  const sandbox = `http://localhost:${ports.sandbox}`;
  return {
    PORT: String(base),
    WORKER_PORT: String(ports.worker),
    SANDBOX_PORT: String(ports.sandbox),
    SITE_ORIGINS: localSiteOrigins(ports.shell).join(','),
    WORKER_URL: `http://localhost:${ports.worker}`,
    EMAILJS_ORIGIN: sandbox,
    RELEASES_DIR: process.env.RELEASES_DIR || DEFAULT_RELEASES_DIR,
    RELEASES_URL: `http://localhost:${ports.releases}`,
    // The release tool signs a release's smoke load with it; the local composer honours it.
    PREVIEW_SIGNING_KEY: process.env.PREVIEW_SIGNING_KEY || DEVELOPMENT_PREVIEW_KEY,
    // The composer signs each page's field grant with it; the worker checks them (#32).
    FIELD_GRANT_KEY: process.env.FIELD_GRANT_KEY || DEVELOPMENT_FIELD_GRANT_KEY,
    // The judge (the releases host) reads the worker's GET /field-health with it.
    FIELD_HEALTH_KEY: process.env.FIELD_HEALTH_KEY || DEVELOPMENT_FIELD_HEALTH_KEY,
    ALLOW_DEV_DEFAULTS: '1',
    ...extra,
  };
}

module.exports = { siteEnv };
