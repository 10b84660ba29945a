// The shell's page for a page without islands (#42, the remote's index marks it `static`):
// the same head, style sheets and fonts, but none of the app's scripts, its preloads or the
// early capture (nothing on the page waits for code, so nothing is held); only the field
// reporter's script (src/staticPage.ts), a few kilobytes. And the browser is asked to fetch
// the page a visitor is about to open (a link held under the pointer or pressed: Speculation
// Rules, moderate), so that it often arrives before the tap ends; browsers without them
// ignore the block.
export const STATIC_PAGE_SCRIPT = '/static-page.js';

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/office/*' } }] }, eagerness: 'moderate' }],
});

export const staticTemplate = (template: string) =>
  template
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload" as="script"[^>]*>/g, '')
    .replace(
      '</head>',
      () => `<script defer src="${STATIC_PAGE_SCRIPT}"></script><script type="speculationrules">${SPECULATION_RULES}</script></head>`,
    );
