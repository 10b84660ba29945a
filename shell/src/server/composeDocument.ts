// The page as sent: the shell's built index.html with the page's <head> tags, the
// remote's style sheets (written in, allowed by their hashes), what the browser needs to hydrate (as JSON data, which the
// Content-Security-Policy has no reason to block) and the composed body in #root.
import { company } from 'contract/company/company';
import { SERVER_STATE_ID, type ServerState } from '../remotes/serverState';
import type { Preload } from './pagePreloads';
import type { StyleSheet } from './remoteHtml';

export interface DocumentParts {
  /** <title>, <meta> and <link> tags of the page (the remote's, or the frame's own). */
  head: string;
  body: string;
  /** The remote's style sheets, written into the page (no request holds its first paint back). */
  sheets: readonly StyleSheet[];
  state: ServerState;
  /** The page's one address, for crawlers and link previews; none on error pages. */
  canonicalUrl?: string;
  /** The picture a link preview shows (shell/static/og-*.png, one per kind of page). */
  previewImageUrl?: string;
  /**
   * Files the page loads after the shell's scripts, fetched alongside them instead of
   * after them (the owning remote's entry and the page's chunks: pagePreloads.ts). At low
   * priority, as the shell's: none may compete with the page's first paint.
   */
  preloads?: readonly Preload[];
  /** HTML after #root, outside what the shell hydrates (a preview's bar: PreviewBar.tsx). */
  afterRoot?: string;
}

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const jsonData = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/** A style sheet's text as a <style> block's: nothing in it may close the block. */
export const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** Link previews (Open Graph) say what the page's own tags say. */
function openGraph(head: string, url: string, image: string | undefined): string {
  // React escapes text and attribute values alike, so both can be reused as they are.
  const title = TITLE.exec(head)?.[0].slice('<title>'.length, -'</title>'.length);
  const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
  const tags: Array<[string, string | undefined]> = [
    ['og:type', 'website'],
    ['og:site_name', attribute(company.name)],
    ['og:url', attribute(url)],
    ['og:title', title],
    ['og:description', description],
    ['og:image', image && attribute(image)],
    ['og:image:width', image && '1200'],
    ['og:image:height', image && '630'],
  ];
  return [
    `<link rel="canonical" href="${attribute(url)}"/>`,
    ...tags.filter(([, content]) => content).map(([property, content]) => `<meta property="${property}" content="${content}"/>`),
  ].join('');
}

export function composeDocument(template: string, parts: DocumentParts): string {
  const head = [
    parts.head,
    parts.canonicalUrl ? openGraph(parts.head, parts.canonicalUrl, parts.previewImageUrl) : '',
    ...parts.sheets.map(({ href, css }) => `<style data-href="${attribute(href)}">${styleText(css)}</style>`),
    ...(parts.preloads ?? []).map(({ href, as }) => `<link rel="preload" as="${as}" fetchpriority="low" href="${attribute(href)}"/>`),
    `<script type="application/json" id="${SERVER_STATE_ID}">${jsonData(parts.state)}</script>`,
  ].join('');
  const page = TITLE.test(parts.head) ? template.replace(TITLE, '') : template;
  // Replaced by functions: a page's text may hold '$&' or '$1', which replace() would expand.
  return page.replace('</head>', () => `${head}</head>`).replace(ROOT, () => `<div id="root">${parts.body}</div>${parts.afterRoot ?? ''}`);
}
