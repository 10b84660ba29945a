// What `npm run bisect` checks in each state of the site (#34): a path with a text that must
// show, or must not, in the page as the composer answers it (its HTML as served, before any
// script runs: a text drawn only in the browser needs a Playwright check, not written yet).
//
//   --check "/ shows Smart homes, done right"     passes where the page's text contains it
//   --check "/team lacks Something went wrong"    passes where it does not
import { PREVIEW_HEADER } from 'site/releaseLayout';

const TEXT_CHECK = /^(\/\S*)\s+(shows|lacks)\s+(.+)$/;
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

/** A page's text as a reader sees it: no scripts, no styles, no tags, entities decoded, spaces collapsed. @param {string} html */
export const pageText = (html) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_match, name) => ENTITIES[name])
    .replace(/\s+/g, ' ');

/**
 * The check `spec` names, or an Error saying what a check is.
 * @param {string | undefined} spec
 * @returns {{ path: string, wants: 'shows' | 'lacks', text: string, label: string }}
 */
export function parseCheck(spec) {
  const match = TEXT_CHECK.exec(spec?.trim() ?? '');
  if (/\.(spec|test)\.[cm]?[jt]s$/.test(spec ?? '')) throw new Error(`--check ${spec}: a Playwright test file as a check is not supported yet; give a path and a text: --check "/ shows <text>" or "/ lacks <text>"`);
  if (!match) throw new Error('--check needs a path and a text that must show or must not: --check "/ shows <text>" or --check "/ lacks <text>"');
  const [, path = '/', wants = 'shows', text = ''] = match;
  return { path, wants: /** @type {'shows' | 'lacks'} */ (wants), text: text.trim(), label: `${path} ${wants} "${text.trim()}"` };
}

/** `shell=local; marketing=…` as the composer's X-Composed-From has it, for the remotes `state` names. @param {Record<string, string>} state */
const namedIn = (composedFrom, state) => {
  const drawn = Object.fromEntries(composedFrom.split(';').map((part) => part.trim().split('=')));
  return Object.entries(state).every(([remote, version]) => drawn[remote] === version);
};

/**
 * Runs `check` against `siteUrl` composed with `state` through `grant`: true where it passes.
 * Throws where the site did not compose the state (a composer without the same preview key
 * ignores the grant, and a check of the live site would say nothing about the state).
 * @param {{ check: ReturnType<typeof parseCheck>, siteUrl: string, state: Record<string, string>, grant: string, fetch?: typeof fetch }} options
 */
export async function runCheck({ check, siteUrl, state, grant, fetch: fetcher = fetch }) {
  const response = await fetcher(new URL(check.path, siteUrl), { headers: { [PREVIEW_HEADER]: grant }, redirect: 'follow' });
  const html = await response.text();
  const composedFrom = response.headers.get('x-composed-from') ?? '';
  if (!response.headers.get(PREVIEW_HEADER)?.startsWith('override ') || !namedIn(composedFrom, state)) {
    throw new Error(
      `${siteUrl} did not compose the state asked for (it answered ${composedFrom ? `X-Composed-From: ${composedFrom}` : 'no X-Composed-From'}): is the site given the preview key the grant is signed with (PREVIEW_SIGNING_KEY)?`,
    );
  }
  const shows = pageText(html).includes(check.text);
  return check.wants === 'shows' ? shows : !shows;
}
