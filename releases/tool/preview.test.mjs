// `npm run preview`'s argument handling, its link, and the folder store's preview token
// for a pull request. (The whole command, build to link, runs in e2e/tests/service-release.spec.ts.)
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { verifyPreviewToken } from 'credentials/previewToken';
import { DEFAULT_PREVIEW_DAYS, PreviewUsage, previewLink, previewOptions } from './preview.mjs';
import { openStore } from './store.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('previewOptions', () => {
  it('takes the pull request from --pull-request or PULL_REQUEST, and a week unless --days says less', () => {
    assert.deepEqual(previewOptions([]), { days: DEFAULT_PREVIEW_DAYS });
    assert.equal(DEFAULT_PREVIEW_DAYS, 7);
    assert.deepEqual(previewOptions(['--pull-request', '12']), { pullRequest: 12, days: 7 });
    assert.deepEqual(previewOptions(['--days', '2'], { PULL_REQUEST: '34' }), { pullRequest: 34, days: 2 });
    assert.deepEqual(previewOptions(['--pull-request', '12'], { PULL_REQUEST: '34' }), { pullRequest: 12, days: 7 });
    assert.deepEqual(previewOptions([], { PULL_REQUEST: ' ' }), { days: 7 });
  });

  it('refuses a pull request that is not a number, days outside 1 to 7, and unknown arguments', () => {
    for (const args of [['--pull-request', 'abc'], ['--pull-request', '0'], ['--pull-request', '1.5'], ['--pull-request'], ['--days', '8'], ['--days', '0'], ['--days', 'x'], ['--canary', '10']]) {
      assert.throws(() => previewOptions(args), PreviewUsage, args.join(' '));
    }
    assert.throws(() => previewOptions([], { PULL_REQUEST: '-3' }), /--pull-request takes a pull request's number: not -3/);
  });
});

it("links to the site's /__preview with the token", () => {
  assert.equal(previewLink('https://www.example.com/', 'p1.careers.abc'), 'https://www.example.com/__preview?token=p1.careers.abc');
});

it("signs the folder store's preview with the pull request's number", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const key = 'the-preview-test-key-0123456789abcdef';
  const week = 7 * 24 * 60 * 60_000;
  const asked = Date.now();
  const { token } = await openStore(dir, { previewKey: key }).grantPreview('careers', '3f2a91c0d1e2', week, 12);
  const { expiresAt, ...grant } = await verifyPreviewToken(token, key);
  assert.deepEqual(grant, { remote: 'careers', version: '3f2a91c0d1e2', pullRequest: 12 });
  assert.ok(expiresAt.getTime() > asked + week - 2000 && expiresAt.getTime() <= Date.now() + week);
});

it('the command refuses bad arguments with exit code 2 before building anything', async () => {
  const run = promisify(execFile)(process.execPath, [path.join(repoDir, 'releases/tool/cli.mjs'), 'preview', '--days', '9'], {
    cwd: path.join(repoDir, 'mf-careers'),
    env: { ...process.env, RELEASES_DIR: mkdtempSync(path.join(os.tmpdir(), 'preview-store-')) },
  });
  await assert.rejects(run, (error) => error.code === 2 && /--days takes a whole number of days from 1 to 7: not 9/.test(error.stderr));
});
