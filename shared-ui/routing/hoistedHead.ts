// React 19 hoists <title>, <meta> and <link> out of the tree it renders; rendering
// anything but a whole document, it writes them first, before the tree's own HTML.
// A server that places that HTML in a page splits them off for the page's <head>.
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

export function splitHoistedHead(html: string): { head: string; body: string } {
  const head = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
