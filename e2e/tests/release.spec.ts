// A remote released on its own reaches visitors of a shell that is already built
// and running, in the server's HTML and on their next page load, without touching the shell.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { fetchHtml, mainHeadingOf } from '../support/serverHtml';
import { serveApp } from '../support/servers';
import { repoRoot, SPARE_PORT_BASE } from '../support/site';

const releaseDir = path.join(repoRoot, '.run/release');
const deployedCareers = path.join(releaseDir, 'deployed-careers');
const careersSource = path.join(repoRoot, 'mf-careers');
// Beside a link to the tooling, like the original, so its `../tooling/...` and node_modules resolve.
const careersCheckout = path.join(repoRoot, '.run/mf-careers-release');
const toolingLink = path.join(repoRoot, '.run/tooling');

function digestOf(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces `from` where it is text a visitor reads: JSX text or a string literal, never an identifier. */
function replaceInSources(dir: string, from: string, to: string): number {
  const visible = new RegExp(`(>\\s*|['"\`])${escapeRegExp(from)}(\\s*<|['"\`])`, 'g');
  let replaced = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      replaced += replaceInSources(file, from, to);
    } else if (/\.(tsx?|ts)$/.test(name) && !/\.test\./.test(name)) {
      const text = readFileSync(file, 'utf8');
      const changed = text.replace(visible, (_match, before: string, after: string) => `${before}${to}${after}`);
      if (changed !== text) {
        writeFileSync(file, changed);
        replaced += 1;
      }
    }
  }
  return replaced;
}

test('a rebuilt and redeployed careers remote shows its new text in the served HTML and on the next load of a running shell', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  for (const dir of [releaseDir, careersCheckout]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(releaseDir, { recursive: true });
  if (!existsSync(toolingLink)) symlinkSync(path.join(repoRoot, 'tooling'), toolingLink, 'dir');
  cpSync(path.join(careersSource, 'dist'), deployedCareers, { recursive: true });

  const careersPort = SPARE_PORT_BASE + 12;
  const careers = await serveApp('mf-careers', careersPort, { dir: deployedCareers, readyPath: '/remoteEntry.js' });
  const shell = await serveApp('shell', SPARE_PORT_BASE + 10, {
    env: { REMOTE_CAREERS_URL: `http://localhost:${careersPort}/remoteEntry.js` },
    readyPath: '/remotes.json',
  });
  const shellDist = path.join(repoRoot, 'shell/dist');
  const shellBefore = digestOf(shellDist);
  try {
    await page.goto(`${shell.url}/apply`);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    const original = (await heading.textContent())?.trim() ?? '';
    expect(original).not.toBe('');
    const released = `${original} (new release)`;

    cpSync(careersSource, careersCheckout, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
    });
    expect(replaceInSources(path.join(careersCheckout, 'src'), original, released)).toBeGreaterThan(0);
    execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: careersCheckout,
      stdio: 'ignore',
    });

    rmSync(deployedCareers, { recursive: true, force: true });
    cpSync(path.join(careersCheckout, 'dist'), deployedCareers, { recursive: true });

    // The HTML as served, before any script runs: the composer reads the remote's index
    // again within a second (shell/src/server/remoteHtml.ts).
    await expect
      .poll(async () => mainHeadingOf((await fetchHtml(request, `${shell.url}/apply`)).html), { timeout: 10_000 })
      .toBe(released);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: released })).toBeVisible();
    expect(digestOf(shellDist)).toBe(shellBefore);
  } finally {
    await shell.stop();
    await careers.stop();
    for (const dir of [releaseDir, careersCheckout]) rmSync(dir, { recursive: true, force: true });
  }
});
