// `npm run releases -- record-shell` (#44): the shell's release read from the site's
// X-Composed-From and recorded in the folder store's history as a line of the part
// `shell`, once per release; a local build is never recorded.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { shellOf } from './liveShell.mjs';
import { recordShellCommand } from './recordShell.mjs';
import { openStore } from './store.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'record-shell-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** What the stand-in site's composer says it was composed from. */
let composedFrom = 'shell=local; marketing=local';
const site = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html', ...(composedFrom ? { 'X-Composed-From': composedFrom } : {}) }).end('<!doctype html>'));
let siteUrl;
before(async () => {
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${site.address().port}`;
});
after(() => site.close());

async function record(store) {
  const lines = [];
  const code = await recordShellCommand({ store, siteUrl, by: 'Jamie Lee', log: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

describe('recording a deploy of the shell', () => {
  it("reads the shell's part of X-Composed-From", () => {
    assert.equal(shellOf('shell=5e11a9c0ffee; careers=local'), '5e11a9c0ffee');
    assert.equal(shellOf('careers=local;shell=local'), 'local');
    assert.equal(shellOf('careers=local'), undefined);
    assert.equal(shellOf(''), undefined);
  });

  it('records each release the site runs once, from the one recorded before, and never a local build', async () => {
    const store = openStore(path.join(scratch, 'store'));
    composedFrom = 'shell=local; marketing=local';
    assert.deepEqual(await record(store), {
      code: 1,
      output: `Nothing recorded: ${siteUrl} runs a shell built with no release (X-Composed-From: shell=local). A deploy builds it with SHELL_RELEASE=$(git rev-parse --short=12 HEAD).`,
    });
    assert.deepEqual(await store.history(), []);

    composedFrom = 'shell=a0a0a0a0a0a0; marketing=local';
    assert.equal((await record(store)).output, `Recorded: the shell unrecorded → a0a0a0a0a0a0 at ${siteUrl}, deployed by Jamie Lee.`);
    assert.match((await record(store)).output, /is the release recorded last already: nothing to add\./);
    composedFrom = 'shell=b1b1b1b1b1b1; marketing=local';
    assert.equal((await record(store)).code, 0);

    const lines = (await store.history()).map(({ at, ...line }) => (assert.ok(Date.parse(at) > 0), line));
    assert.deepEqual(lines, [
      { remote: 'shell', action: 'release', version: 'a0a0a0a0a0a0', from: null, by: 'Jamie Lee', commit: 'a0a0a0a0a0a0' },
      { remote: 'shell', action: 'release', version: 'b1b1b1b1b1b1', from: 'a0a0a0a0a0a0', by: 'Jamie Lee', commit: 'b1b1b1b1b1b1' },
    ]);
  });

  it('records nothing where the site names no shell, and the store refuses a release that is not one', async () => {
    const store = openStore(path.join(scratch, 'unnamed'));
    composedFrom = '';
    const { code, output } = await record(store);
    assert.equal(code, 1);
    assert.match(output, /^Nothing recorded: .* names no shell in X-Composed-From \(answered 200\)/);
    await assert.rejects(store.recordShellRelease('main', { by: 'x', commit: null }), /not a release of the shell \(12 hex digits\): main/);
    assert.deepEqual(await store.history(), []);
  });

  it('runs as `npm run releases -- record-shell` does, on the folder store RELEASES_DIR with RELEASED_BY', async () => {
    composedFrom = 'shell=c2c2c2c2c2c2; marketing=local';
    const dir = path.join(scratch, 'cli-store');
    const { stdout } = await promisify(execFile)(process.execPath, ['releases/tool/cli.mjs', 'releases', 'record-shell'], {
      cwd: repoDir,
      env: { ...process.env, RELEASES_DIR: dir, SITE_URL: siteUrl, RELEASED_BY: 'shell-ci', RELEASE_SERVICE_URL: '', RELEASE_KEY: '' },
    });
    assert.match(stdout, /Recorded: the shell unrecorded → c2c2c2c2c2c2 .* deployed by shell-ci\./);
    assert.equal((await openStore(dir).history())[0].by, 'shell-ci');
  });
});
