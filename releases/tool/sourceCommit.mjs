// Which code a release was made from, for the history: the commit, and where the working
// tree differs from it (changed, staged or untracked files), a hash of that difference
// after a '+' (the form the release service accepts), so the history never names a
// commit whose code is not what went live.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const git = (args, cwd) => {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });
  } catch {
    return null;
  }
};

/**
 * @param {string} dir a folder of the working tree
 * @returns {{ commit: string | null, changed: boolean }}
 */
export function sourceCommit(dir) {
  const top = git(['rev-parse', '--show-toplevel'], dir)?.trim();
  const head = top && git(['rev-parse', '--short=12', 'HEAD'], top)?.trim();
  if (!top || !head) return { commit: null, changed: false };
  const status = git(['status', '--porcelain', '-z', '--untracked-files=all'], top) ?? '';
  if (status === '') return { commit: head, changed: false };
  const hash = createHash('sha256').update(git(['diff', 'HEAD', '--binary'], top) ?? '');
  const untracked = status
    .split('\0')
    .filter((entry) => entry.startsWith('?? '))
    .map((entry) => entry.slice(3))
    .sort();
  for (const file of untracked) hash.update('\0').update(file).update('\0').update(readFileSync(path.join(top, file)));
  return { commit: `${head}+${hash.digest('hex').slice(0, 16)}`, changed: true };
}
