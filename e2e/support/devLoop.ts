// A team's dev loop (`npm run dev -w mf-<remote>`, tooling/dev/dev-remote.mjs) started
// beside the e2e run's site, as a developer starts it beside `npm start`; and edits to the
// remote's sources, each put back as it was.
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { environment, repoRoot } from './site';

export interface DevLoop {
  /** The address the loop prints: its remote's first page, inside the site. */
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

const READY = /inside the site: (http:\/\/\S+)/;

/** Runs `npm run dev -w <pkg>` until it prints its address; its first build can take minutes here. */
export function startDevLoop(pkg: string, timeoutMs = 240_000): Promise<DevLoop> {
  // A process group of its own: npm, the loop and the shell host it runs stop together.
  const child = spawn('npm', ['run', 'dev', '-w', pkg], {
    cwd: repoRoot,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      const killed = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5_000);
      await exited;
      clearTimeout(killed);
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`${pkg}'s dev loop printed no address in ${timeoutMs / 1000} s:\n${output}`))), timeoutMs);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ url: ready[1]!, output: () => output, stop });
      }
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${pkg}'s dev loop stopped (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}

/** Edits a file of the working tree; the returned function puts it back as it was. */
export function editSource(file: string, from: string, to: string): () => void {
  const target = path.join(repoRoot, file);
  const original = readFileSync(target, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} has no "${from}" to edit`);
  writeFileSync(target, original.replace(from, to));
  return () => writeFileSync(target, original);
}

/** What `git status --porcelain` says of a folder of the working tree: empty when untouched. */
export const gitStatus = (folder: string) => execFileSync('git', ['status', '--porcelain', '--', folder], { cwd: repoRoot, encoding: 'utf8' });
