// A copy of a remote's sources to release from, as a team member's checkout would be,
// the edit a release usually carries (text a visitor reads), and the release tool run
// from it as `npm run release` would. Used by the e2e release spec and the benchmark. The copy sits in .run/ beside a link to the tooling, like the
// original beside the real one, so its `../tooling/...` and the workspace's node_modules resolve.
const { spawn } = require('node:child_process');
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

// Longer than any release on these machines (about a minute), so a hung step shows its output.
const TOOL_TIMEOUT_MS = 240_000;

/**
 * Runs releases/tool/cli.mjs `command` from the package folder `cwd`, with `env` added
 * (RELEASES_DIR, SITE_URL, RELEASED_BY). Resolves with its exit code and all it printed;
 * a run past `timeoutMs` is stopped with everything it started (webpack, jest, Chromium)
 * and resolves with code 124 and what it had printed by then, so a hang names its step.
 */
function runReleaseTool(cwd, command, args = [], env = {}, { timeoutMs = TOOL_TIMEOUT_MS } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'cli.mjs'), command, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) resolve({ code: 124, output: `${output}\n[stopped: \`${command}\` ran past ${timeoutMs / 1000} s]` });
      else resolve({ code: code ?? 1, output });
    });
  });
}

module.exports = { copyRemoteSources, replaceVisibleText, runReleaseTool };
