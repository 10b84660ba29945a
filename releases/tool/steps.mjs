// Running a package's own npm scripts for a release, their output kept to show when one
// fails, and printing each step's outcome.
import { spawn } from 'node:child_process';

const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * Runs `npm run <script>` in `cwd`. Resolves with whether it passed and what it printed;
 * `signal` stops it and everything it started.
 * @returns {Promise<{ ok: boolean, output: string, seconds: number }>}
 */
export function runScript(script, { cwd, env = {}, signal }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd,
      env: { ...process.env, CI: 'true', FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // a group of its own, so stopping it stops webpack or jest too
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    signal?.addEventListener('abort', stop, { once: true });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', stop);
      resolve({ ok: code === 0, output: output.replace(ANSI, ''), seconds: (Date.now() - started) / 1000 });
    });
  });
}

/**
 * What a failed step said, indented under it: the lines that name what failed where the
 * tool marks them (webpack's ERROR, Jest's ● and its count), else its last lines.
 */
export function tailOf(output, lines = 25) {
  const said = output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
  const errors = said.filter((line) => /\bERROR\b|^\s*●|^Tests:/.test(line));
  return (errors.length > 0 ? errors : said).slice(-lines).map((line) => `      ${line.trim()}`).join('\n');
}

export const report = {
  passed: (what, seconds) => console.log(`  ✓ ${what}${seconds === undefined ? '' : ` (${seconds.toFixed(1)} s)`}`),
  failed: (what, details = []) => {
    console.log(`  ✗ ${what}`);
    for (const detail of details) console.log(detail.startsWith('      ') ? detail : `      ${detail}`);
  },
};
