#!/usr/bin/env node
// `npm run typecheck [-- <package folder> ...]`: every workspace with a tsconfig.json (or
// the ones named), checked by TypeScript 7's native compiler, two at a time. It reports
// what TypeScript 6 reports on these sources at a fifth of the time (docs/testing.md, "CI
// time"); TypeScript 6 stays installed for typescript-eslint, which needs its JS API.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');

const named = process.argv.slice(2);
const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const folders = (named.length > 0 ? named : workspaces).map((folder) => path.relative(root, path.resolve(root, folder)));
const missing = folders.filter((folder) => !existsSync(path.join(root, folder, 'tsconfig.json')));
if (named.length > 0 && missing.length > 0) {
  console.error(`no tsconfig.json in ${missing.join(', ')}`);
  process.exit(2);
}
const queue = folders.filter((folder) => !missing.includes(folder));

function check(folder) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', path.join(root, folder)], { cwd: root });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`  ✓ ${folder} (${seconds} s)`);
      else console.log(`  ✗ ${folder} (${seconds} s)\n${output.trimEnd()}`);
      resolve(code === 0);
    });
  });
}

let failed = 0;
const lanes = Array.from({ length: Math.min(2, os.availableParallelism(), queue.length) }, async () => {
  for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) if (!(await check(folder))) failed += 1;
});
await Promise.all(lanes);
console.log(failed === 0 ? `typecheck: ${folders.length - missing.length} packages, no errors` : `typecheck: ${failed} package(s) with errors`);
process.exit(failed === 0 ? 0 : 1);
