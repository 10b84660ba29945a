// The page `npm run bisect` asks for in a state of the site, and the check that the site
// composed that state (its X-Composed-From naming each version, its X-Release-Preview the
// override): a site that ignored the grant would be checked live each time, and the
// bisection would name a switch on no evidence.
import { PREVIEW_HEADER } from 'site/releaseLayout';

/** `shell=local; marketing=…` as the composer's X-Composed-From has it, for the remotes `state` names. @param {Record<string, string>} state */
const namedIn = (composedFrom, state) => {
  const drawn = Object.fromEntries(composedFrom.split(';').map((part) => part.trim().split('=')));
  return Object.entries(state).every(([remote, version]) => drawn[remote] === version);
};

/**
 * The answer to `path` composed with `state`, asked with `init` (the grant in a header or a
 * cookie). Throws where the site did not compose that state (a composer without the same
 * preview key ignores the grant, and a check of the live site would say nothing of it).
 * @param {{ siteUrl: string, path: string, state: Record<string, string>, init: RequestInit, fetch?: typeof fetch }} options
 */
export async function composedState({ siteUrl, path, state, init, fetch: fetcher = fetch }) {
  const response = await fetcher(new URL(path, siteUrl), { ...init, redirect: 'follow' });
  const html = await response.text();
  const composedFrom = response.headers.get('x-composed-from') ?? '';
  if (!response.headers.get(PREVIEW_HEADER)?.startsWith('override ') || !namedIn(composedFrom, state)) {
    throw new Error(
      `${siteUrl} did not compose the state asked for (it answered ${composedFrom ? `X-Composed-From: ${composedFrom}` : 'no X-Composed-From'}): is the site given the preview key the grant is signed with (PREVIEW_SIGNING_KEY)?`,
    );
  }
  return html;
}
