// `npm run preview -- [<part> ...] [--paths-from <file> | -] [--pull-request N] [--days D]
// [--shell-manifest <file>]` (#44): one preview of everything a pull request changed, what
// its workflow runs once per push (.github/workflows/preview-site.yml). The parts are the
// remotes (and `shell`) named, or those the changed paths touch (changedParts.mjs, as the
// workflow's `paths:` filter lists them). Each remote is built, tested, checked, staged and
// smoke-loaded as `npm run preview -w mf-<remote>` does it (preview.mjs), then ONE link is
// asked for: a preview set (shell/src/server/previewSet.ts), every staged remote's preview
// token for the pull request, so the link shows the whole site with all of them.
//
// A pull request that changes the shell: the composer cannot serve another shell for one
// request, so the pull request's shell runs apart (previewShell.mjs). On the local site it
// is built from a copy and started on a spare port, the remotes are checked and
// smoke-loaded through it, the link goes to it, and it runs until Ctrl-C. With
// --shell-manifest (the workflow), shell/ is built and tested in place and the manifest of
// its preview deployment is written there; the workflow deploys it and links to it.
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL } from 'release-core/siteBisect';
import { REMOTE_TABLE } from 'site/remotes';
import { changedParts } from './changedParts.mjs';
import { PreviewUsage, previewLink, previewOptions, stageForPreview } from './preview.mjs';
import { buildAndTestShell, startPreviewShell, writePreviewManifest } from './previewShell.mjs';

const DAY_MS = 24 * 60 * 60_000;
/** How a preview set joins its tokens (shell/src/server/previewSet.ts's PREVIEW_SET_SEPARATOR). */
export const PREVIEW_SET_SEPARATOR = '~';
const USAGE = 'npm run preview -- [<remote> ... shell] [--paths-from <file> | -] [--pull-request N] [--days D] [--shell-manifest <file>]';

/**
 * The command's options. The parts are named, or read from changed paths, one a line
 * (`--paths-from -` reads them from standard input); the pull request and days as
 * `npm run preview -w mf-<remote>` takes them (previewOptions).
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 * @param {{ remotes: readonly string[], readPaths?: (source: string) => string }} site
 * @returns {{ parts: string[], pullRequest?: number, days: number, shellManifest?: string }}
 */
export function previewSiteOptions(args, env, { remotes, readPaths = (source) => readFileSync(source === '-' ? 0 : source, 'utf8') }) {
  const named = [];
  const rest = [];
  let pathsFrom;
  let shellManifest;
  for (let at = 0; at < args.length; at++) {
    const arg = args[at] ?? '';
    if (!arg.startsWith('--')) named.push(arg);
    else if (arg === '--paths-from') pathsFrom = args[++at] ?? '';
    else if (arg === '--shell-manifest') shellManifest = args[++at] ?? '';
    else rest.push(arg, args[++at] ?? '');
  }
  const { pullRequest, days } = previewOptions(rest, env);
  if (pathsFrom === '' || shellManifest === '') throw new PreviewUsage(`--paths-from and --shell-manifest each take a file: ${USAGE}`);
  if (pathsFrom !== undefined && named.length > 0) throw new PreviewUsage(`name the parts or give --paths-from, not both: ${USAGE}`);
  const unknown = named.filter((part) => part !== SHELL && !remotes.includes(part));
  if (unknown.length > 0) throw new PreviewUsage(`not a part of the site: ${unknown.join(', ')} (the remotes are ${remotes.join(', ')}; and shell)`);
  if (pathsFrom === undefined && named.length === 0) throw new PreviewUsage(`name what to preview, or give the pull request's changed paths: ${USAGE}`);
  const parts = pathsFrom === undefined ? [...remotes, SHELL].filter((part) => named.includes(part)) : changedParts(readPaths(pathsFrom).split('\n'), remotes);
  return { parts, ...(pullRequest === undefined ? {} : { pullRequest }), days, ...(shellManifest === undefined ? {} : { shellManifest }) };
}

/** The first page of a remote, where its preview lands (careers: /apply), as the shell's previewLink.ts finds it. @param {string | undefined} remote */
export const landingOf = (remote) => (remote ? REMOTE_TABLE[/** @type {keyof typeof REMOTE_TABLE} */ (remote)]?.paths[0]?.replace(/\/\*$/, '') || '/' : '/');

/** Resolves when the person running it presses Ctrl-C (or the process is told to stop). */
export const untilInterrupted = () => new Promise((resolve) => ['SIGINT', 'SIGTERM'].forEach((signal) => process.once(signal, resolve)));

/**
 * @param {{
 *   parts: string[], pullRequest?: number, days: number, shellManifest?: string,
 *   store: import('./openReleaseStore.mjs').ReleaseStore, siteUrl: string, repoDir: string, base: number,
 *   env?: Record<string, string | undefined>, log?: (line: string) => void, fetch?: typeof fetch,
 *   stage?: typeof stageForPreview, startShell?: typeof startPreviewShell, buildShell?: typeof buildAndTestShell, untilStopped?: () => Promise<unknown>,
 * }} options
 * @returns {Promise<boolean>} whether a preview was given
 */
export async function previewSite({
  parts,
  pullRequest,
  days,
  shellManifest,
  store,
  siteUrl,
  repoDir,
  base,
  env = process.env,
  log = console.log,
  fetch: fetcher = fetch,
  stage = stageForPreview,
  startShell = startPreviewShell,
  buildShell = buildAndTestShell,
  untilStopped = untilInterrupted,
}) {
  const what = pullRequest === undefined ? '' : ` for pull request ${pullRequest}`;
  const remotes = parts.filter((part) => part !== SHELL);
  const withShell = parts.includes(SHELL);
  if (parts.length === 0) {
    log(`Nothing to preview${what}: it changes no remote and not the shell.`);
    if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, 'parts=\n');
    return true;
  }
  log(`Previewing ${parts.join(', ')}${what} on ${siteUrl}: staged, never switched live`);
  const refuse = (why) => {
    log(`\nNo preview (${why}): nothing live changed.`);
    return false;
  };
  if (withShell && shellManifest && !env.RELEASES_URL) return refuse('a preview deployment of the shell loads the staged remotes from the release store: set RELEASES_URL to its public address');

  let host;
  if (withShell) {
    log('\nshell:');
    if (shellManifest) {
      const cannot = await buildShell({ shellDir: path.join(repoDir, 'shell') });
      if (cannot) return refuse(cannot);
    } else {
      const started = await startShell({ repoDir, base });
      if ('refused' in started) return refuse(started.refused);
      host = started;
    }
  }
  try {
    // Through the pull request's shell where it runs here; the live one otherwise.
    const shellUrl = host?.origin ?? siteUrl;
    /** @type {Record<string, string>} */
    const staged = {};
    for (const remote of remotes) {
      log(`\n${remote}:`);
      const result = await stage({ remote, pkgDir: path.join(repoDir, `mf-${remote}`), store, siteUrl: shellUrl });
      if ('refused' in result) return refuse(`${remote}: ${result.refused}`);
      staged[remote] = result.version;
    }
    const expiresAt = new Date(Date.now() + days * DAY_MS);
    const tokens = [];
    for (const remote of remotes) tokens.push((await store.grantPreview(remote, staged[remote], days * DAY_MS, pullRequest)).token);
    const named = [...remotes.map((remote) => `${remote} ${staged[remote]}`), ...(withShell ? [`the shell ${env.SHELL_RELEASE?.trim() || 'local'}`] : [])].join(', ');
    const link = tokens.length > 0 ? previewLink(shellUrl, tokens.join(PREVIEW_SET_SEPARATOR)) : `${shellUrl.replace(/\/+$/, '')}/`;
    const outputs = [`parts=${named}`, `expires=${expiresAt.toISOString()}`, `landing=${landingOf(remotes[0])}`];

    if (withShell && shellManifest) {
      await writePreviewManifest({ file: shellManifest, siteUrl, staged, releasesUrl: /** @type {string} */ (env.RELEASES_URL), fetch: fetcher });
      log(`\nPreview of ${named}${what}: the shell is deployed apart with the staged remotes and the rest of the site as live now (its manifest: ${shellManifest}).`);
      if (tokens.length > 0) log(`Without the pull request's shell, the staged remotes in the live site, until ${expiresAt.toISOString()}:\n${link}`);
      if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, [...outputs, 'shell=true', `shell-manifest=${shellManifest}`, ...(tokens.length > 0 ? [`link=${link}`] : [])].map((line) => `${line}\n`).join(''));
      return true;
    }
    const rest = host ? "on the pull request's shell, the rest of the site as the local site runs it" : 'the rest of the site live';
    log(`\nPreview of ${named}${what}, ${rest}, until ${expiresAt.toISOString()}:\n${link}`);
    if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, [...outputs, 'shell=false', `link=${link}`].map((line) => `${line}\n`).join(''));
    if (host) {
      log(`The pull request's shell runs at ${host.origin} until Ctrl-C.`);
      await untilStopped();
    }
    return true;
  } finally {
    await host?.stop();
  }
}
