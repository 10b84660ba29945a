// Deploys of the shell (#44), recorded in the history beside the remotes' switches as
// 'release' lines of the part `shell`, so `npm run bisect` takes the shell in as one more
// part of the site's states (release-core/siteBisect). The service neither holds nor
// serves the shell: it records which release the site runs, as `npm run releases --
// record-shell` read it from the site's X-Composed-From after a deploy, with the key that
// asked (a key minted for `shell`). live.json is untouched.
import { z } from 'zod';
import { SHELL } from 'release-core/siteBisect';
import type { Env } from './env';
import { COMMIT_PATTERN } from './layout';
import { appendHistory, historyOf } from './records/history';
import type { Actor } from './switch';

export const shellReleaseBody = z.object({
  version: z.string(),
  commit: z.string().regex(COMMIT_PATTERN, 'not a commit').nullable().default(null),
});

/**
 * Adds the shell's release to the history, from the release recorded last; nothing where it
 * is the one recorded last already (a deploy recorded twice). The version was checked first.
 */
export async function recordShellRelease(env: Env, actor: Actor, version: string, commit: string | null): Promise<{ recorded: boolean; from: string | null }> {
  const from = (await historyOf(env.DB, SHELL)).at(-1)?.version ?? null;
  if (from === version) return { recorded: false, from };
  await appendHistory(env.DB, { id: crypto.randomUUID(), at: new Date().toISOString(), remote: SHELL, action: 'release', version, from, by: actor.name, key: actor.id, commit });
  return { recorded: true, from };
}
