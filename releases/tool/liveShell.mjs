// Which release of the shell a site runs (#44): the `shell=` its composer names first in
// X-Composed-From (shell/src/remotes/composedFrom.ts), read from one page load of `/`.
// `local` is a build told no release (the local site's).

/** The `shell=` part of an X-Composed-From value, or undefined. @param {string} composedFrom */
export const shellOf = (composedFrom) =>
  composedFrom
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === 'shell')?.[1];

/**
 * The release of the shell answering at `siteUrl`. Throws where the site names none.
 * @param {{ siteUrl: string, fetch?: typeof fetch }} options
 * @returns {Promise<string>}
 */
export async function liveShellRelease({ siteUrl, fetch: fetcher = fetch }) {
  const response = await fetcher(new URL('/', siteUrl), { redirect: 'follow', signal: AbortSignal.timeout(10_000) });
  await response.body?.cancel();
  const shell = shellOf(response.headers.get('x-composed-from') ?? '');
  if (!shell) throw new Error(`${siteUrl} names no shell in X-Composed-From (answered ${response.status}): is it the site's composer?`);
  return shell;
}
