// A copy of a remote's sources to release from, as a team member's checkout would be,
// the edit a release usually carries (text a visitor reads), and the release tool run
// from it as `npm run release` would. Used by the e2e release spec and the benchmark. The copy sits in .run/ beside a link to the tooling, like the
// original beside the real one, so its `../tooling/...` and the workspace's node_modules resolve.
const { execFile } = require('node:child_process');
const { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const rootDir = path.resolve(__dirname, '../..');
const runDir = path.join(rootDir, '.run');

/** Copies `mf-<remote>`'s sources (no build output, no node_modules) to .run/<name>, replacing what was there. */
function copyRemoteSources(pkg, name) {
  const target = path.join(runDir, name);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const toolingLink = path.join(runDir, 'tooling');
  if (!existsSync(toolingLink)) symlinkSync(path.join(rootDir, 'tooling'), toolingLink, 'dir');
  cpSync(path.join(rootDir, pkg), target, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|dist-server)$/.test(source),
  });
  return target;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces `from` where it is text a visitor reads (JSX text or a string literal, never an
 * identifier) in the .ts/.tsx files under `dir`, tests included unless `tests` is false
 * (a change its tests were not told of). Returns how many files changed.
 */
function replaceVisibleText(dir, from, to, { tests = true } = {}) {
  const visible = new RegExp(`(>\\s*|['"\`])${escapeRegExp(from)}(\\s*<|['"\`])`, 'g');
  let replaced = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      replaced += replaceVisibleText(file, from, to, { tests });
    } else if (/\.tsx?$/.test(name) && (tests || !/\.test\./.test(name))) {
      const text = readFileSync(file, 'utf8');
      const changed = text.replace(visible, (_match, before, after) => `${before}${to}${after}`);
      if (changed !== text) {
        writeFileSync(file, changed);
        replaced += 1;
      }
    }
  }
  return replaced;
}

/**
 * Runs releases/tool/cli.mjs `command` from the package folder `cwd`, with `env` added
 * (RELEASES_DIR, SITE_URL, RELEASED_BY). Resolves with its exit code and all it printed.
 */
function runReleaseTool(cwd, command, args = [], env = {}) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(__dirname, 'cli.mjs'), command, ...args],
      { cwd, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

module.exports = { copyRemoteSources, replaceVisibleText, runReleaseTool };
