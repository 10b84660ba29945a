import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { sourceCommit } from './sourceCommit.mjs';

const repo = mkdtempSync(path.join(os.tmpdir(), 'source-commit-'));
after(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo, encoding: 'utf8' }).trim();

describe('the commit a release records', () => {
  git('init', '-q');
  mkdirSync(path.join(repo, 'mf-careers'));
  writeFileSync(path.join(repo, 'mf-careers/page.tsx'), 'Careers');
  git('add', '.');
  git('commit', '-q', '-m', 'first');
  const head = git('rev-parse', '--short=12', 'HEAD');
  const pkg = path.join(repo, 'mf-careers');

  it('is the commit alone when the working tree is as committed', () => {
    assert.deepEqual(sourceCommit(pkg), { commit: head, changed: false });
  });

  it('carries a hash of the difference when a file is changed, the same for the same change', () => {
    writeFileSync(path.join(pkg, 'page.tsx'), 'Careers at Rock River');
    const changed = sourceCommit(pkg);
    assert.equal(changed.changed, true);
    assert.match(changed.commit, new RegExp(`^${head}\\+[0-9a-f]{16}$`));
    assert.deepEqual(sourceCommit(pkg), changed);

    writeFileSync(path.join(pkg, 'page.tsx'), 'Careers at the Rock');
    assert.notEqual(sourceCommit(pkg).commit, changed.commit);
  });

  it('counts a file not yet added, by its name and content', () => {
    writeFileSync(path.join(pkg, 'page.tsx'), 'Careers');
    writeFileSync(path.join(pkg, 'new.tsx'), 'one');
    const withNew = sourceCommit(pkg);
    assert.equal(withNew.changed, true);
    writeFileSync(path.join(pkg, 'new.tsx'), 'two');
    assert.notEqual(sourceCommit(pkg).commit, withNew.commit);
    rmSync(path.join(pkg, 'new.tsx'));
    assert.deepEqual(sourceCommit(pkg), { commit: head, changed: false });
  });

  it('is none outside a repository', () => {
    assert.deepEqual(sourceCommit(os.tmpdir()), { commit: null, changed: false });
  });
});
