#!/usr/bin/env node
// Prints `N passed, N failed` over every package's Jest counts and the Playwright run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [jestDir, playwrightJson] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const parts = [];

if (jestDir && existsSync(jestDir)) {
  for (const file of readdirSync(jestDir).filter((name) => name.endsWith('.json'))) {
    const counts = JSON.parse(readFileSync(path.join(jestDir, file), 'utf8'));
    passed += counts.passed;
    failed += counts.failed;
  }
  parts.push(`jest ${passed} passed, ${failed} failed`);
}

if (playwrightJson && existsSync(playwrightJson)) {
  const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  const e2ePassed = stats.expected + stats.flaky;
  const e2eFailed = stats.unexpected;
  passed += e2ePassed;
  failed += e2eFailed;
  parts.push(`playwright ${e2ePassed} passed, ${e2eFailed} failed, ${stats.skipped} skipped`);
} else {
  parts.push('playwright did not run');
}

console.log(`\n${parts.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
