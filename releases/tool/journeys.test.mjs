// `npm run journeys` against a small local site: each journey runs in Chromium with a
// synthetic credential signed with the preview key and a cohort inside the canary, its field
// reports go through, and a journey that sends a form is refused in the browser and fails.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { COHORT_COOKIE, cohortFor, inCanary } from 'site/canary';
import { SYNTHETIC_COOKIE, verifySyntheticCredential } from 'site/syntheticCredential';

const PREVIEW_KEY = 'the-journeys-test-preview-key-0123456789abcdef';
const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'journeys-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** What the site was asked: each request's method, path and cookies. */
const asked = [];
const html = (body) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
const site = createServer((request, response) => {
  const cookies = Object.fromEntries((request.headers.cookie ?? '').split(/;\s*/).filter(Boolean).map((pair) => pair.split('=')));
  asked.push({ method: request.method, path: request.url, cookies });
  request.resume();
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

/** The command as a team's workflow runs it, from the repository's root. */
async function journeys(...args) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['releases/tool/cli.mjs', 'journeys', ...args], {
      cwd: repoDir,
      env: { ...process.env, PREVIEW_SIGNING_KEY: PREVIEW_KEY, RELEASES_DIR: path.join(scratch, 'store'), RELEASE_SERVICE_URL: '', RELEASE_KEY: '' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    return { code: error.code, output: `${error.stdout}${error.stderr}` };
  }
}

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
    const { code, output } = await journeys('--remote', 'careers', '--site', siteUrl, '--share', '10', '--journeys', journeysDir);

    assert.equal(code, 1, output);
    assert.match(output, /Running careers's journeys against http:\/\/127\.0\.0\.1:\d+ as a visitor of its 10% canary, their page loads marked synthetic:/);
    assert.match(output, /✓ reads and clicks\n/);
    assert.match(output, new RegExp(`✗ sends a form\\n\\s+it sent POST ${siteUrl}/send: refused, a journey reads and clicks and never sends`));
    assert.match(output, /1 of 2 journey\(s\) failed\./);

    // The form never reached the site; the field reports did.
    assert.deepEqual(asked.filter(({ method }) => method === 'POST').map(({ path: where }) => where), ['/field-reports']);
    const pages = asked.filter(({ method, path: where }) => method === 'GET' && (where === '/' || where === '/next'));
    assert.deepEqual(pages.map(({ path: where }) => where), ['/', '/next', '/next']);
    for (const { cookies } of pages) {
      const cohort = Number(cookies[COHORT_COOKIE]);
      assert.equal(cohort, cohortFor('careers', 10));
      assert.equal(inCanary(cohort, 10, 'careers'), true);
      const credential = await verifySyntheticCredential(cookies[SYNTHETIC_COOKIE], PREVIEW_KEY);
      assert.equal(credential?.remote, 'careers');
      // Not signed with any other key: only the preview key's holder marks loads synthetic.
      assert.equal(await verifySyntheticCredential(cookies[SYNTHETIC_COOKIE], 'another-preview-key-0123456789abcdefghij'), undefined);
    }
  });

  it('runs nothing without a canary to run against, nor without journeys, and says so', async () => {
    const noCanary = await journeys('--remote', 'careers', '--site', siteUrl, '--journeys', journeysDir);
    assert.equal(noCanary.code, 2);
    assert.match(noCanary.output, /careers has no canary running: nothing to run its journeys against \(--share N runs them as a visitor of an N% canary\)/);
    const none = await journeys('--remote', 'careers', '--site', siteUrl, '--share', '10', '--journeys', path.join(scratch, 'empty'));
    assert.equal(none.code, 2);
    assert.match(none.output, /holds no journey \(\*\.journey\.mjs\): nothing to run/);
    assert.equal((await journeys('--remote', 'billing')).code, 2);
  });
});
