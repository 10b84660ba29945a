// Where the site under test listens. The e2e run uses its own base port (9080 by
// default, E2E_PORT to move it) so it never collides with a running `npm start`.
import path from 'node:path';
import { siteEnv } from 'site/localSite';
import { portsFor } from 'site/ports';

export const BASE_PORT = Number(process.env.E2E_PORT ?? 9080);
export const ports = portsFor(BASE_PORT);
export const siteUrl = `http://localhost:${ports.shell}`;
export const workerUrl = `http://localhost:${ports.worker}`;
export const sandboxUrl = `http://localhost:${ports.sandbox}`;

export const repoRoot = path.resolve(__dirname, '../..');
export const runDir = path.join(repoRoot, 'e2e/.run');
export const journalPath = path.join(runDir, 'worker.sqlite');
/** The field reports' own database (#32), apart from the journal and the ledger. */
export const fieldDbPath = path.join(runDir, 'field.sqlite');

/** Ports the tests may use for servers they start and stop themselves. */
export const SPARE_PORT_BASE = BASE_PORT + 40;
/** The release spec's shell: a second deployment of the site, whose pages call the same worker. */
export const RELEASE_SHELL_PORT = SPARE_PORT_BASE + 10;
const siteOrigins = siteEnv(BASE_PORT).SITE_ORIGINS;

/**
 * The site as `npm start` runs it, but for one visitor who fills in a form in well under a
 * second and submits and pays far more than anyone would: the fill-time minimum and the
 * per-client limits are lifted (the worker's own tests hold them), and the composer
 * waits longer on a remote (its own tests hold the budget).
 */
export const environment = siteEnv(BASE_PORT, {
  WORKER_DB: journalPath,
  FIELD_DB: fieldDbPath,
  FORM_MIN_FILL_SECONDS: '0',
  SUBMISSION_LIMIT_PER_CLIENT: '100000',
  SUBMISSION_LIMIT_LAN_PER_CLIENT: '100000',
  SUBMISSION_LIMIT_SUGGESTION_PER_CLIENT: '100000',
  DELIVERY_REPORT_LIMIT_PER_CLIENT: '100000',
  PURCHASE_LOOKUPS_PER_CLIENT: '100000',
  FIELD_REPORT_LIMIT_PER_CLIENT: '100000',
  // Every visitor of the suite is one client (loopback): its page loads all count, as the
  // field reports spec reads them; the cap is the worker's tests' (fieldReports.clientCap.test.ts).
  FIELD_REPORT_LOADS_PER_CLIENT_PER_HOUR: '100000',
  // Two browsers and nine servers share two cores here: a remote's first answer to the
  // composer can take longer than the 300 ms a visitor's page waits in production.
  REMOTE_HTML_BUDGET_MS: '2000',
  // And so can a whole page: the composer's deadline (5 s in production) is for a dependency that never answers.
  COMPOSER_DEADLINE_MS: '15000',
  // Each remote as built: the release spec runs a release store of its own.
  RELEASES_URL: '',
  SITE_ORIGINS: `${siteOrigins},http://localhost:${RELEASE_SHELL_PORT}`,
});
