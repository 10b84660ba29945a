// A careers team's working copy, and its release tool (tooling/release) run against a
// shell and a release store of the test's own, as `npm run release -w mf-careers` runs.
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './site';

const careersSource = path.join(repoRoot, 'mf-careers');
/** Beside a link to the tooling, like the original, so its `../tooling/...` and node_modules resolve. */
export const candidateDir = path.join(repoRoot, '.run/mf-careers-release');
const toolingLink = path.join(repoRoot, '.run/tooling');
const cli = path.join(repoRoot, 'tooling/release/cli.mjs');

/** A fresh copy of mf-careers' sources, as a team member's checkout would be. */
export function freshCandidate() {
  rmSync(candidateDir, { recursive: true, force: true });
  if (!existsSync(toolingLink)) symlinkSync(path.join(repoRoot, 'tooling'), toolingLink, 'dir');
  cpSync(careersSource, candidateDir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|dist-server)$/.test(source),
  });
}

export function editCandidate(file: string, edit: (text: string) => string) {
  const target = path.join(candidateDir, file);
  const text = readFileSync(target, 'utf8');
  const edited = edit(text);
  if (edited === text) throw new Error(`${file}: the edit changed nothing`);
  writeFileSync(target, edited);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces `from` where it is text a visitor reads (JSX text or a string literal) in the
 * candidate's sources, and in its tests too unless `tests` is false (a change its tests
 * were not told of). Returns how many files changed.
 */
export function replaceVisibleText(from: string, to: string, { tests = true } = {}, dir = path.join(candidateDir, 'src')): number {
  const visible = new RegExp(`(>\\s*|['"\`])${escapeRegExp(from)}(\\s*<|['"\`])`, 'g');
  let replaced = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      replaced += replaceVisibleText(from, to, { tests }, file);
    } else if (/\.tsx?$/.test(name) && (tests || !/\.test\./.test(name))) {
      const text = readFileSync(file, 'utf8');
      const changed = text.replace(visible, (_match, before: string, after: string) => `${before}${to}${after}`);
      if (changed !== text) {
        writeFileSync(file, changed);
        replaced += 1;
      }
    }
  }
  return replaced;
}

export interface ReleaseSite {
  storeDir: string;
  siteUrl: string;
}

/** Runs `npm run release|rollback -w mf-careers` (or `npm run releases`) from the candidate, as its team would. */
export function releaseTool(site: ReleaseSite, command: 'release' | 'rollback' | 'releases', args: string[] = []) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [cli, command, ...args],
      {
        cwd: candidateDir,
        env: { ...process.env, RELEASES_DIR: site.storeDir, SITE_URL: site.siteUrl, RELEASED_BY: 'the e2e careers team' },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

export function liveVersions(storeDir: string): Record<string, string> {
  const file = path.join(storeDir, 'live.json');
  if (!existsSync(file)) return {};
  const live = JSON.parse(readFileSync(file, 'utf8')) as { remotes: Record<string, { version: string }> };
  return Object.fromEntries(Object.entries(live.remotes).map(([remote, { version }]) => [remote, version]));
}

/** What a refused release must leave as it was: live.json's bytes and the careers releases in the store. */
export function storeState(storeDir: string) {
  const live = path.join(storeDir, 'live.json');
  const careers = path.join(storeDir, 'careers');
  return {
    live: existsSync(live) ? readFileSync(live, 'utf8') : null,
    careers: existsSync(careers) ? readdirSync(careers).sort() : [],
  };
}

/** A digest of every file under `dir`: equal digests, byte-identical folders. */
export function digestOf(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
