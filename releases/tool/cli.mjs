#!/usr/bin/env node
// Releases of one remote, run from its package (its npm scripts call this):
//   npm run release -w mf-careers                 build, test, check, smoke-load, switch
//   npm run rollback -w mf-careers [-- <version>] back to the previous release, or the one named
//   npm run preview -w mf-careers [-- --pull-request N] [--days D]  build, test, check, smoke-load, stage (never switched), print a preview link (preview.mjs)
//   npm run preview -- [<remote> ... shell] [--paths-from <file>|-] [--pull-request N] [--days D] [--shell-manifest <file>]
//                                                 one link for everything a pull request changed, the shell too (previewSite.mjs)
//   npm run releases                              every remote's live and available versions
//   npm run releases -- prune [--apply] [--keep N] (release service only) what a prune removes
//   npm run release -w mf-careers -- --canary 10  the same checks, then live for 10% of visitors (site/src/canary.js; judged: canaryJudgment.mjs);
//                                                --canary 10,25,50 goes through those shares, judged at each step
//   npm run releases -- promote|abort <remote>    a canary decided by hand
//   npm run releases -- wait <remote>             until the judge decides its canary: exits 0 promoted, 1 rolled back, 3 held for a person
//   npm run releases -- record-shell              after a deploy of the shell: the release SITE_URL runs, in the history bisect reads (recordShell.mjs)
//   npm run journeys -- --remote <remote> [--site <url>] [--share N]  its journeys against its canary, marked synthetic (journeys.mjs)
//   npm run bisect -- --check "<path> shows|lacks <text>" [--good <time>] [--bad <time>]  the first switch of any remote after which the check fails (bisect.mjs)
//
// RELEASES_DIR  the release store (default .releases/, what `npm start` serves)
// RELEASE_SERVICE_URL, RELEASE_KEY  the release service and the team's key, instead of RELEASES_DIR
// SITE_URL      the live shell (default: `npm start`'s, at PORT or 8080)
// RELEASED_BY   who releases, for the history (default: git's user.name, else the login)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listReleases } from './list.mjs';
import { release } from './release.mjs';
import { PreviewUsage, preview, previewOptions } from './preview.mjs';
import { previewSite, previewSiteOptions } from './previewSite.mjs';
import { openReleaseStore } from './openReleaseStore.mjs';
import { pruneOptions, pruneReleases } from './prune.mjs';
import { awaitCanary, canaryShare, decideCanary } from './canaryCommands.mjs';
import { journeysCommand } from './journeys.mjs';
import { bisectCommand } from './bisect.mjs';
import { recordShellCommand } from './recordShell.mjs';
import { rollback } from './rollback.mjs';
import { sourceCommit } from './sourceCommit.mjs';
import { ServiceRefusal } from './serviceClient.mjs';
import { siteEnv } from 'site/localSite';
import { portsFor } from 'site/ports';
import { REMOTES } from 'site/remotes';

const git = (args, cwd) => {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
};

const [command, ...args] = process.argv.slice(2);
const base = Number(process.env.PORT) || undefined;
let store;
let local;
try {
  local = siteEnv(base);
  store = openReleaseStore({ env: { ...process.env, PREVIEW_SIGNING_KEY: local.PREVIEW_SIGNING_KEY }, releasesDir: path.resolve(local.RELEASES_DIR) });
} catch (error) {
  // A configuration mistake: its sentence says what to set, a stack trace adds nothing.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const siteUrl = process.env.SITE_URL ?? `http://localhost:${portsFor(base).shell}`;

/** What the command does; resolves with its exit code. */
async function run() {
  if (command === 'journeys') {
    const repoDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
    return journeysCommand({ args, store, siteUrl, repoDir, remotes: REMOTES });
  }
  if (command === 'bisect') return bisectCommand({ args, store, siteUrl, remotes: REMOTES });
  if (command === 'preview-site') {
    const repoDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
    return (await previewSite({ ...previewSiteOptions(args, process.env, { remotes: REMOTES }), store, siteUrl, repoDir, base: Number(local.PORT) })) ? 0 : 1;
  }
  if (command === 'releases') {
    if (args[0] === 'prune') return (await pruneReleases({ store, ...pruneOptions(args.slice(1)) })) ? 0 : 1;
    if (args[0] === 'wait') return awaitCanary({ store, remote: args[1] });
    if (args[0] === 'record-shell') {
      const by = process.env.RELEASED_BY ?? git(['config', 'user.name'], process.cwd()) ?? os.userInfo().username;
      return recordShellCommand({ store, siteUrl, by });
    }
    if (args[0] === 'promote' || args[0] === 'abort') {
      const by = process.env.RELEASED_BY ?? git(['config', 'user.name'], process.cwd()) ?? os.userInfo().username;
      return (await decideCanary({ store, outcome: args[0], remote: args[1], by, commit: null })) ? 0 : 1;
    }
    await listReleases({ remotes: REMOTES, store, siteUrl });
    return 0;
  }

  const pkgDir = process.cwd();
  const remote = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).name.replace(/^mf-/, '');
  if (!REMOTES.includes(remote) || !['release', 'rollback', 'preview'].includes(command)) {
    console.error(
      'usage: npm run release -w mf-<remote> | npm run rollback -w mf-<remote> [-- <version>] | npm run preview -w mf-<remote> [-- --pull-request N] [--days D] | npm run releases [-- prune [--apply] [--keep N]]',
    );
    return 2;
  }
  if (command === 'preview') return (await preview({ remote, pkgDir, store, siteUrl, ...previewOptions(args, process.env) })) ? 0 : 1;
  const source = sourceCommit(pkgDir);
  if (source.changed && command === 'release') {
    console.log(`The working tree has changes not committed: the history records ${source.commit} (the commit + a hash of the changes).`);
  }
  const who = { by: process.env.RELEASED_BY ?? git(['config', 'user.name'], pkgDir) ?? os.userInfo().username, commit: source.commit };

  const done =
    command === 'release'
      ? await release({ remote, pkgDir, store, siteUrl, ...who, canary: canaryShare(args) })
      : await rollback({ remote, store, siteUrl, ...who, named: args[0] });
  return done ? 0 : 1;
}

process.exit(
  await run().catch((error) => {
    // The release service's refusal is the tool's reason, without a stack.
    if (error instanceof ServiceRefusal) {
      console.error(`\nRefused by the release service (${error.status}): ${error.message}. Nothing changed.`);
      return 1;
    }
    if (/^--canary /.test(error?.message ?? '') || error instanceof PreviewUsage) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }),
);
