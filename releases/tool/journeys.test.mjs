// `npm run journeys` against a small local site: each journey runs in Chromium with a
// synthetic credential and a cohort inside the canary, its field reports go through (its last
// page's too, sent when the page is left), and a journey that sends a form is refused in the
// browser and fails. Against the local folder
// store the tool signs the credential with the preview key; pointed at the release service
// (a stand-in here: releases/service/src/syntheticCredentials.test.ts is the real one) it
// asks the service, with the team's key, and signs nothing itself.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { COHORT_COOKIE } from 'site/canary';
import { SYNTHETIC_COOKIE, signSyntheticCredential, verifySyntheticCredential } from 'credentials/syntheticCredential';

const PREVIEW_KEY = 'the-journeys-test-preview-key-0123456789abcdef';
const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'journeys-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** What the site was asked: each request's method, path, cookies and body. */
const asked = [];
/** Like the shell's reporter, each page sends what it gathered when it is left (pagehide). */
const reporter = `<script>addEventListener('pagehide', () => navigator.sendBeacon('/field-reports', 'left ' + location.pathname));</script>`;
const html = (body) => `<!doctype html><html lang="en"><head><title>t</title>${reporter}</head><body>${body}</body></html>`;
const site = createServer(async (request, response) => {
  const cookies = Object.fromEntries((request.headers.cookie ?? '').split(/;\s*/).filter(Boolean).map((pair) => pair.split('=')));
  let body = '';
  for await (const chunk of request) body += chunk;
  asked.push({ method: request.method, path: request.url, cookies, body });
  if (request.method === 'POST') return response.writeHead(204).end();
  if (request.url === '/') return response.writeHead(200, { 'Content-Type': 'text/html' }).end(html('<h1>Home</h1><a href="/next">Next</a>'));
  if (request.url === '/next') return response.writeHead(200, { 'Content-Type': 'text/html' }).end(html('<h1>Next</h1><form method="post" action="/send"><button>Send</button></form>'));
  return response.writeHead(404).end();
});
let siteUrl;
before(async () => {
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${site.address().port}`;
});
after(() => site.close());

const journeysDir = path.join(scratch, 'journeys');
mkdirSync(journeysDir);
const journey = (file, source) => writeFileSync(path.join(journeysDir, file), source);

/** The command as a team's workflow runs it, from the repository's root; `env` adds to the local store's. */
async function journeys(args, env = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['releases/tool/cli.mjs', 'journeys', ...args], {
      cwd: repoDir,
      env: { ...process.env, PREVIEW_SIGNING_KEY: PREVIEW_KEY, RELEASES_DIR: path.join(scratch, 'store'), RELEASE_SERVICE_URL: '', RELEASE_KEY: '', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    return { code: error.code, output: `${error.stdout}${error.stderr}` };
  }
}

/** The release service's key, which the tool never holds, and a team's release key. */
const SERVICE_PREVIEW_KEY = 'the-stand-in-release-services-preview-key-0123456789';
const RELEASE_KEY = 'rk_the-careers-teams-key';
/** What the release service was asked: each request's method, path, Authorization and body. */
const serviceAsked = [];
const releaseService = createServer(async (request, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  serviceAsked.push({ method: request.method, path: request.url, authorization: request.headers.authorization, body });
  const answer = (status, json) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
  if (request.headers.authorization !== `Bearer ${RELEASE_KEY}`) return answer(401, { error: 'this release key is unknown or revoked' });
  if (request.method === 'GET' && request.url === '/live') return answer(200, { live: { remotes: { careers: { version: 'a'.repeat(12), canary: { version: 'b'.repeat(12), share: 20 } } } }, etag: '"1"' });
  if (request.method === 'POST' && request.url === '/synthetic-credentials/careers') {
    const { ttlSeconds } = JSON.parse(body);
    return answer(201, { credential: await signSyntheticCredential({ remote: 'careers', expiresAt: new Date(Date.now() + ttlSeconds * 1000) }, SERVICE_PREVIEW_KEY) });
  }
  return answer(403, { error: 'refused: the key careers-ci releases careers, not payments' });
});
let serviceUrl;
before(async () => {
  await new Promise((resolve) => releaseService.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${releaseService.address().port}`;
});
after(() => releaseService.close());

describe('npm run journeys', () => {
  it("runs each journey as a visitor of the canary whose page loads are synthetic, its field reports sent, and fails one that sends a form", async () => {
    journey(
      'a-reads.journey.mjs',
      `export default { name: 'reads and clicks', async run(page) {
        await page.goto('/');
        await page.getByRole('link', { name: 'Next' }).click();
        await page.getByRole('heading', { name: 'Next' }).waitFor();
        const status = await page.evaluate(() => fetch('/field-reports', { method: 'POST', body: '{}' }).then((r) => r.status));
        if (status !== 204) throw new Error('the field reports did not go through: ' + status);
      } };`,
    );
    journey(
      'b-sends.journey.mjs',
      `export default { name: 'sends a form', async run(page) {
        await page.goto('/next');
        await page.getByRole('button', { name: 'Send' }).click();
      } };`,
    );
    asked.length = 0;
    const { code, output } = await journeys(['--remote', 'careers', '--site', siteUrl, '--share', '10', '--journeys', journeysDir]);

    assert.equal(code, 1, output);
    assert.match(output, /Running careers's journeys against http:\/\/127\.0\.0\.1:\d+ as a visitor of its 10% canary, their page loads marked synthetic:/);
    assert.match(output, /✓ reads and clicks\n/);
    assert.match(output, new RegExp(`✗ sends a form\\n\\s+it sent POST ${siteUrl}/send: refused, a journey reads and clicks and never sends`));
    assert.match(output, /1 of 2 journey\(s\) failed\./);

    // The form never reached the site; the field reports did, the last of each journey's
    // page included: the journey's page is left, not just closed, so it sends them.
    const posts = asked.filter(({ method }) => method === 'POST');
    assert.deepEqual([...new Set(posts.map(({ path: where }) => where))], ['/field-reports']);
    assert.equal(posts.filter(({ body }) => body === 'left /next').length, 2, JSON.stringify(posts.map(({ body }) => body)));
    const pages = asked.filter(({ method, path: where }) => method === 'GET' && (where === '/' || where === '/next'));
    assert.deepEqual(pages.map(({ path: where }) => where), ['/', '/next', '/next']);
    for (const { cookies } of pages) {
      // No cohort of the tool's own: the composer gives and signs cohorts, and runs a journey inside its canary by its credential (#44).
      assert.equal(cookies[COHORT_COOKIE], undefined);
      const credential = await verifySyntheticCredential(cookies[SYNTHETIC_COOKIE], PREVIEW_KEY);
      assert.equal(credential?.remote, 'careers');
      // Not signed with any other key: only the preview key's holder marks loads synthetic.
      assert.equal(await verifySyntheticCredential(cookies[SYNTHETIC_COOKIE], 'another-preview-key-0123456789abcdefghij'), undefined);
    }
  });

  it('runs nothing without a canary to run against, nor without journeys, and says so', async () => {
    const noCanary = await journeys(['--remote', 'careers', '--site', siteUrl, '--journeys', journeysDir]);
    assert.equal(noCanary.code, 2);
    assert.match(noCanary.output, /careers has no canary running: nothing to run its journeys against \(--share N runs them as a visitor of an N% canary\)/);
    const none = await journeys(['--remote', 'careers', '--site', siteUrl, '--share', '10', '--journeys', path.join(scratch, 'empty')]);
    assert.equal(none.code, 2);
    assert.match(none.output, /holds no journey \(\*\.journey\.mjs\): nothing to run/);
    assert.equal((await journeys(['--remote', 'billing'])).code, 2);
  });

  it("pointed at the release service, asks it for the credential with the team's key, signs none itself, and reads the canary's share from it", async () => {
    const serviceJourneys = path.join(scratch, 'service-journeys');
    mkdirSync(serviceJourneys);
    writeFileSync(path.join(serviceJourneys, 'reads.journey.mjs'), `export default { name: 'reads', async run(page) { await page.goto('/'); } };`);
    asked.length = 0;
    serviceAsked.length = 0;
    const { code, output } = await journeys(['--remote', 'careers', '--site', siteUrl, '--journeys', serviceJourneys], { RELEASE_SERVICE_URL: serviceUrl, RELEASE_KEY });

    assert.equal(code, 0, output);
    assert.match(output, /as a visitor of its 20% canary, their page loads marked synthetic:\n\s+✓ reads\n/);
    assert.deepEqual(
      serviceAsked.map(({ method, path: where, authorization }) => ({ method, where, authorization })),
      [
        { method: 'GET', where: '/live', authorization: `Bearer ${RELEASE_KEY}` },
        { method: 'POST', where: '/synthetic-credentials/careers', authorization: `Bearer ${RELEASE_KEY}` },
      ],
    );
    assert.deepEqual(JSON.parse(serviceAsked[1].body), { ttlSeconds: 30 * 60 });
    const [home] = asked.filter(({ method, path: where }) => method === 'GET' && where === '/');
    assert.equal((await verifySyntheticCredential(home.cookies[SYNTHETIC_COOKIE], SERVICE_PREVIEW_KEY))?.remote, 'careers');
    // The local preview key signed nothing: the service's credential is the one the site got.
    assert.equal(await verifySyntheticCredential(home.cookies[SYNTHETIC_COOKIE], PREVIEW_KEY), undefined);
    assert.equal(home.cookies[COHORT_COOKIE], undefined);
  });

  it("runs nothing when the release service refuses the credential, and says the service's reason", async () => {
    asked.length = 0;
    const refused = await journeys(['--remote', 'payments', '--site', siteUrl, '--share', '10', '--journeys', journeysDir], { RELEASE_SERVICE_URL: serviceUrl, RELEASE_KEY });
    assert.equal(refused.code, 1);
    assert.match(refused.output, /Refused by the release service \(403\): refused: the key careers-ci releases careers, not payments\. Nothing changed\./);
    assert.doesNotMatch(refused.output, /Running payments's journeys/);
    assert.deepEqual(asked, []);
  });
});
