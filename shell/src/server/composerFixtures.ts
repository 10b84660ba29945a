// The composer's test fixtures: remotes served from memory (careers and the staff hub),
// the shell's page, and how a test asks for a page and reads its state.
import { createHash } from 'node:crypto';
import { createComposer, type ComposerOptions } from './composer';
import { fixedManifest, type ManifestSource } from './releasedManifest';
import { createRemoteHtml } from './remoteHtml';
import type { RemoteIndex } from './remoteIndex';

export const CAREERS = 'https://careers.example.com/v1/';
export const manifest = {
  remotes: [
    { name: 'careers', entry: `${CAREERS}remoteEntry.js` },
    { name: 'staffhub', entry: 'https://staff.example.com/remoteEntry.js' },
  ],
  worker: 'https://api.example.com',
};
export const EARLY_SCRIPT = '!function(){window.early=1}()';
export const ISLAND_PRESSES = '!function(){window.islands=1}()';
export const template = `<!doctype html><html><head><script data-island-presses>${ISLAND_PRESSES}</script><script data-early-events>${EARLY_SCRIPT}</script><title>Default title</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`;
export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const careersIndex = (heading: string): RemoteIndex => ({
  remote: 'careers',
  pages: {
    '/apply': {
      head: '<title>Careers | Rock River Audio Video</title><meta name="description" content="Work with us"/>',
      body: `ssr/apply.${heading.length.toString().padStart(10, '0')}.html`,
      styles: ['541.0123456789.css'],
    },
  },
  notFound: { head: '<title>Page not found | Rock River Audio Video</title>', body: 'ssr/not-found.0123456789.html', styles: [] },
  clientOnly: [],
});


export const careersFiles = (heading = 'Careers') => ({
  [`${CAREERS}ssr/index.json`]: careersIndex(heading),
  [`${CAREERS}ssr/apply.${heading.length.toString().padStart(10, '0')}.html`]: `<section><h1>${heading}</h1><img src="__REMOTE_BASE__/assets/team.0123456789.webp"/><script type="application/ld+json">{"url":"__SITE_ORIGIN__/apply"}</script></section>`,
  [`${CAREERS}ssr/not-found.0123456789.html`]: '<section><h1>There is nothing here!</h1></section>',
  [`${CAREERS}541.0123456789.css`]: '.careers-x{color:red}',
  'https://staff.example.com/ssr/index.json': {
    remote: 'staffhub',
    pages: {},
    notFound: { head: '', body: 'ssr/not-found.0123456789.html', styles: [] },
    clientOnly: ['/kh/*', '/office/*'],
    guard: { paths: ['/kh/*'], cookie: 'staffUnlocked', to: '/verify/trust' },
  },
});

export function composer(fetch: typeof globalThis.fetch, budgetMs = 300, source: ManifestSource = fixedManifest(manifest), options: Partial<ComposerOptions> = {}) {
  return createComposer({
    template,
    manifest: source,
    pageHeaders: (_manifest, _pathname, inline, loads) => ({
      'Content-Security-Policy': `script-src 'self' ${inline.scripts.join(' ')}; style-src ${inline.styles.join(' ')}`,
      ...(loads.remoteCode ? { Link: '<https://careers.example.com>; rel=preconnect' } : {}),
    }),
    siteOrigin: 'https://www.example.com',
    remoteHtml: createRemoteHtml({ fetch, indexTtlMs: 0, maxStaleMs: 0 }),
    budgetMs,
    ...options,
  });
}

export const get = (compose: ReturnType<typeof createComposer>, path: string) => compose(new Request(`http://localhost${path}`));
export const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="site-state">(.*?)<\/script>/.exec(html)![1]!);
