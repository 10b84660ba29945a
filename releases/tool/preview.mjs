// `npm run preview -w mf-<remote> [-- --pull-request N] [--days D]`: one remote's preview,
// what a team runs against the local site (a pull request's workflow previews everything
// it changed at once: `npm run preview` at the root, previewSite.mjs). As a release:
// builds the remote and runs its tests, checks it fits the live shell, stages it,
// smoke-loads its pages; then, instead of switching anything, asks for a signed preview
// link to the staged version, D days long (default 7: a week after the pull request's
// last push, each push running it again), naming the pull request, and prints it. Opening
// the link (the shell's /__preview) shows the whole live site with that version in it, in
// that browser only (docs/releasing.md, "Previews of a pull request").
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestAndCheck, smokeStaged } from './release.mjs';
import { report } from './steps.mjs';

const DAY_MS = 24 * 60 * 60_000;
export const DEFAULT_PREVIEW_DAYS = 7;

export class PreviewUsage extends Error {}

/**
 * The command's options from its arguments; the pull request's number may come from the
 * environment instead (PULL_REQUEST, as the workflow sets it).
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 * @returns {{ pullRequest?: number, days: number }}
 */
export function previewOptions(args, env = {}) {
  const known = new Set(['--pull-request', '--days']);
  for (let at = 0; at < args.length; at += 2) {
    if (!known.has(args[at] ?? '')) throw new PreviewUsage(`unknown argument ${args[at]}: npm run preview -w mf-<remote> [-- --pull-request N] [--days D]`);
  }
  const valueOf = (flag) => {
    const at = args.indexOf(flag);
    return at === -1 ? undefined : (args[at + 1] ?? '');
  };
  const pr = valueOf('--pull-request') ?? (env.PULL_REQUEST?.trim() || undefined);
  const pullRequest = pr === undefined ? undefined : Number(pr);
  if (pullRequest !== undefined && !(/^[1-9][0-9]{0,8}$/.test(pr ?? '') && Number.isSafeInteger(pullRequest))) {
    throw new PreviewUsage(`--pull-request takes a pull request's number: not ${pr}`);
  }
  const daysText = valueOf('--days');
  const days = daysText === undefined ? DEFAULT_PREVIEW_DAYS : Number(daysText);
  if (!(Number.isInteger(days) && days >= 1 && days <= DEFAULT_PREVIEW_DAYS)) throw new PreviewUsage(`--days takes a whole number of days from 1 to 7: not ${daysText}`);
  return { ...(pullRequest === undefined ? {} : { pullRequest }), days };
}

/** The address that opens a preview: the shell sets its cookie and lands on the remote's first page. */
export const previewLink = (siteUrl, token) => `${siteUrl.replace(/\/+$/, '')}/__preview?token=${encodeURIComponent(token)}`;

/**
 * What a release does up to its switch, for a preview: builds and tests `pkgDir`, checks it
 * fits the shell at `siteUrl`, stages it and smoke-loads its pages there. Never switches.
 * A version this run staged whose pages fail is removed again.
 * @param {{ remote: string, pkgDir: string, store: import('./openReleaseStore.mjs').ReleaseStore, siteUrl: string }} options
 * @returns {Promise<{ version: string } | { refused: string }>}
 */
export async function stageForPreview({ remote, pkgDir, store, siteUrl }) {
  const distDir = path.join(pkgDir, 'dist');
  const cannot = await buildTestAndCheck({ remote, pkgDir, distDir, siteUrl });
  if (cannot) return { refused: cannot };
  const { version, created } = await store.stage(remote, distDir);
  report.passed(`staged as ${version}${created ? '' : ' (already in the store)'}`);
  if (!(await smokeStaged({ remote, version, distDir, siteUrl, store }))) {
    if (created) await store.discard(remote, version);
    return { refused: 'a page failed its smoke load' };
  }
  return { version };
}

/**
 * @param {{ remote: string, pkgDir: string, store: import('./openReleaseStore.mjs').ReleaseStore, siteUrl: string, pullRequest?: number, days: number, env?: Record<string, string | undefined> }} options
 * @returns {Promise<boolean>} whether a preview link was given
 */
export async function preview({ remote, pkgDir, store, siteUrl, pullRequest, days, env = process.env }) {
  const what = pullRequest === undefined ? '' : ` for pull request ${pullRequest}`;
  console.log(`Previewing ${remote} from ${path.basename(pkgDir)}/${what} on ${siteUrl}: staged, never switched live`);
  const staged = await stageForPreview({ remote, pkgDir, store, siteUrl });
  if ('refused' in staged) {
    console.log(`\nNo preview (${staged.refused}): nothing live changed.`);
    return false;
  }
  const { version } = staged;
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  const { token } = await store.grantPreview(remote, version, days * DAY_MS, pullRequest);
  const link = previewLink(siteUrl, token);
  report.passed(`preview link, until ${expiresAt.toISOString()}`);
  console.log(`\nPreview of ${remote} ${version}${what}, the rest of the site live, until ${expiresAt.toISOString()}:\n${link}`);
  // For the workflow's next steps (the job's summary, the pull request's comment).
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `link=${link}\nversion=${version}\nexpires=${expiresAt.toISOString()}\n`);
  return true;
}
