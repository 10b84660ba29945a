// `npm start` after the build (scripts/start.mjs): every server comes up on its own
// port around one base, the site answers at the URL it prints, and Ctrl-C stops all
// of them. It runs on ports of its own, beside the suite's site.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { portsFor } from 'site/ports';
import { repoRoot, SPARE_PORT_BASE } from '../support/site';

const BASE = SPARE_PORT_BASE + 20;

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

test('npm start serves the site at the URL it prints, and Ctrl-C stops every server', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'start-spec-'));
  const start = spawn(process.execPath, ['tooling/scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(BASE), WORKER_DB: path.join(dataDir, 'worker.sqlite'), RELEASES_DIR: path.join(dataDir, 'releases') },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own: a failed test kills every server it started, not only the script.
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
  let output = '';
  start.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  start.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));

  try {
    await expect.poll(() => output, { timeout: 90_000 }).toContain(`The site is ready at http://localhost:${BASE}`);

    await page.goto(`http://localhost:${BASE}/Team`);
    await expect(page.getByRole('heading', { level: 1, name: 'Our team' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('8:00a-4:00p');

    start.kill('SIGINT');
    expect(await exited, output).toBe(0);
    for (const [name, port] of Object.entries(portsFor(BASE))) {
      expect(await answers(`http://localhost:${port}/`), `${name} on ${port} still answers`).toBe(false);
    }
  } finally {
    // What the servers said, to read when the test fails.
    await testInfo.attach('npm start output', { body: output, contentType: 'text/plain' });
    try {
      process.kill(-start.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
