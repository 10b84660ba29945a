// `npm run releases -- record-shell` (#44): after a deploy of the shell, records in the
// store's history the release the site now runs, as a 'release' line of the part `shell`
// with who deployed it, so `npm run bisect` takes the shell's deploys in as one more part
// of the site's states (docs/releasing.md, "Which release broke it?"). The release is
// read from the site itself (X-Composed-From's `shell=`, which its build was told:
// SHELL_RELEASE), so the history names what runs, not what someone meant to deploy.
import { liveShellRelease } from './liveShell.mjs';

/**
 * The command: 0 when the release is recorded (or was already the last recorded), 1 when
 * the site runs a local build or cannot be read.
 * @param {{ store: { recordShellRelease: (version: string, record: { by: string, commit: string | null }) => Promise<{ recorded: boolean, from: string | null }> }, siteUrl: string, by: string, fetch?: typeof fetch, log?: (line: string) => void }} options
 */
export async function recordShellCommand({ store, siteUrl, by, fetch: fetcher = fetch, log = console.log }) {
  let release;
  try {
    release = await liveShellRelease({ siteUrl, fetch: fetcher });
  } catch (error) {
    log(`Nothing recorded: ${error.message}`);
    return 1;
  }
  if (release === 'local') {
    log(`Nothing recorded: ${siteUrl} runs a shell built with no release (X-Composed-From: shell=local). A deploy builds it with SHELL_RELEASE=$(git rev-parse --short=12 HEAD).`);
    return 1;
  }
  // The release is the deploy's source commit (shell/shellRelease.cjs).
  const { recorded, from } = await store.recordShellRelease(release, { by, commit: release });
  log(recorded ? `Recorded: the shell ${from ?? 'unrecorded'} → ${release} at ${siteUrl}, deployed by ${by}.` : `The shell ${release} at ${siteUrl} is the release recorded last already: nothing to add.`);
  return 0;
}
