// The typecheck reports a package's type error and fails, passes a clean one, and refuses
// a folder it cannot check: a check that could not fail would let every error through.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'typecheck.mjs');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function packageWith(name, source) {
  const dir = path.join(scratch, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['*.ts'] }));
  writeFileSync(path.join(dir, 'index.ts'), source);
  return dir;
}

const typecheck = (...folders) => spawnSync(process.execPath, [script, ...folders], { encoding: 'utf8' });

test('a type error fails the check, named with its file and code', () => {
  const run = typecheck(packageWith('broken', "export const count: number = 'three';\n"));
  assert.equal(run.status, 1, run.stdout);
  assert.match(run.stdout, /✗ .*broken/);
  assert.match(run.stdout, /index\.ts\(1,14\): error TS2322: Type 'string' is not assignable to type 'number'\./);
  assert.match(run.stdout, /typecheck: 1 package\(s\) with errors/);
});

test('a clean package passes', () => {
  const run = typecheck(packageWith('clean', 'export const count: number = 3;\n'));
  assert.equal(run.status, 0, run.stdout);
  assert.match(run.stdout, /typecheck: 1 packages, no errors/);
});

test('a folder without a tsconfig.json is refused, not passed', () => {
  const run = typecheck(scratch);
  assert.equal(run.status, 2);
  assert.match(run.stderr, /no tsconfig\.json in /);
});
