// The shell's page for a page sent without the app (#42, the remote's index marks it `static`):
// the same head, style sheets and fonts, but none of the app's scripts, its preloads or the
// early capture (no control with a job in HTML waits for code, so none is held); only the
// page script (src/staticPage.ts: the field reporter and the islands' loader), a few
// kilobytes, and the inline holder of presses on an island's controls that need its code. And the browser is asked to fetch
// the page a visitor is about to open (a link held under the pointer or pressed: Speculation
// Rules, moderate), so that it often arrives before the tap ends; browsers without them
// ignore the block.
export const STATIC_PAGE_SCRIPT = '/static-page.js';

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/office/*' } }] }, eagerness: 'moderate' }],
});

const ISLAND_PRESSES = /<script data-island-presses[^>]*>[\s\S]*?<\/script>/;

/** The page the app draws: its islands are parts of it, hydrated with it, so none of their presses is held apart. */
export const appTemplate = (template: string) => template.replace(ISLAND_PRESSES, '');

export const staticTemplate = (template: string) =>
  template
    // Every script but the islands' press holder (src/islands/holdIslandPresses.js).
    .replace(/<script\b(?![^>]*data-island-presses)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload" as="script"[^>]*>/g, '')
    .replace(
      '</head>',
      () => `<script defer src="${STATIC_PAGE_SCRIPT}"></script><script type="speculationrules">${SPECULATION_RULES}</script></head>`,
    );
