// The composer's Workers build, run by Miniflare (workerd, offline) as Cloudflare would
// run it, composes the same page from the same running remotes as the Node server.
import path from 'node:path';
import { expect, test } from '../support/test';
import { Miniflare } from 'miniflare';
import { mainHeadingOf } from '../support/serverHtml';
import { ports, repoRoot, workerUrl } from '../support/site';

const REMOTES = ['marketing', 'careers', 'payments', 'guides', 'staffhub'] as const;
const manifest = {
  remotes: REMOTES.map((name) => ({ name, entry: `http://localhost:${ports[name]}/remoteEntry.js` })),
  worker: workerUrl,
};

test('the composer on Workers answers a composed page, a not-found page and the shell’s files', async () => {
  const mf = new Miniflare({
    // Listed rather than found by walking its imports: Miniflare's walk refuses the
    // computed import() in React Router's and the federation runtime's code, which the
    // composer bundles but never calls (wrangler's own bundling leaves them be).
    modulesRoot: path.join(repoRoot, 'shell/dist-server/webworker'),
    modules: [{ type: 'ESModule', path: path.join(repoRoot, 'shell/dist-server/webworker/edge.mjs') }],
    compatibilityDate: '2025-09-01',
    bindings: { SITE_MANIFEST: JSON.stringify(manifest), SITE_ORIGIN: 'https://www.example.com' },
    assets: {
      directory: path.join(repoRoot, 'shell/dist'),
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
    },
    // The remotes listen on this machine, an address workerd's network refuses by default.
    outboundService: { network: { allow: ['private', 'local'] } },
  });
  try {
    const page = await mf.dispatchFetch('http://localhost/apply/positions/1');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(mainHeadingOf(html)).toBe('System Integrator');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/apply/positions/1"/>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

    const missing = await mf.dispatchFetch('http://localhost/apply/positions/3');
    expect(missing.status).toBe(404);
    expect(mainHeadingOf(await missing.text())).toBe('There is nothing here!');

    const script = await mf.dispatchFetch('http://localhost/main.js');
    expect(script.status).toBe(200);
    await script.arrayBuffer();
  } finally {
    await mf.dispose();
  }
});
