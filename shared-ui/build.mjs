// shared-ui ships as source to the apps (their webpack compiles it); this build
// proves it compiles on its own and writes the library form to dist/: JavaScript,
// declarations and the CSS its components import.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
for (const entry of readdirSync('.', { recursive: true, withFileTypes: true })) {
  const from = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !entry.name.endsWith('.css') || /^(node_modules|dist)\b/.test(from)) continue;
  mkdirSync(path.join('dist', entry.parentPath), { recursive: true });
  copyFileSync(from, path.join('dist', from));
}
