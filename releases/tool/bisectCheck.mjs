// What `npm run bisect` checks in each state of the site (#34): a path with a text that must
// show, or must not, in the page as the composer answers it (its HTML as served, before any
// script runs), or a Playwright test file (bisectPlaywright.mjs) for what only a browser
// shows.
//
//   --check "/ shows Smart homes, done right"     passes where the page's text contains it
//   --check "/team lacks Something went wrong"    passes where it does not
//   --check checks/home-heading.spec.ts           passes where every test in it passes
import { PREVIEW_HEADER } from 'site/releaseLayout';
import { isTestFile, runTestFile } from './bisectPlaywright.mjs';
import { composedState } from './composedState.mjs';

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
 * @typedef {{ kind: 'text', path: string, wants: 'shows' | 'lacks', text: string, label: string }} TextCheck
 * @typedef {{ kind: 'file', file: string, label: string }} FileCheck
 */

/**
 * The check `spec` names, or an Error saying what a check is.
 * @param {string | undefined} spec
 * @returns {TextCheck | FileCheck}
 */
export function parseCheck(spec) {
  if (isTestFile(spec)) return { kind: 'file', file: /** @type {string} */ (spec), label: `the tests of ${spec}` };
  const match = TEXT_CHECK.exec(spec?.trim() ?? '');
  if (!match) throw new Error('--check needs a path and a text that must show or must not, or a Playwright test file: --check "/ shows <text>", "/ lacks <text>" or <file>.spec.ts');
  const [, path = '/', wants = 'shows', text = ''] = match;
  return { kind: 'text', path, wants: /** @type {'shows' | 'lacks'} */ (wants), text: text.trim(), label: `${path} ${wants} "${text.trim()}"` };
}

/**
 * Runs `check` against `siteUrl` composed with `state` through `grant`: true where it passes.
 * @param {{ check: TextCheck | FileCheck, siteUrl: string, state: Record<string, string>, grant: string, fetch?: typeof fetch }} options
 */
export async function runCheck({ check, siteUrl, state, grant, fetch: fetcher = fetch }) {
  if (check.kind === 'file') return runTestFile({ file: check.file, siteUrl, state, grant, fetch: fetcher });
  const html = await composedState({ siteUrl, path: check.path, state, init: { headers: { [PREVIEW_HEADER]: grant } }, fetch: fetcher });
  const shows = pageText(html).includes(check.text);
  return check.wants === 'shows' ? shows : !shows;
}
