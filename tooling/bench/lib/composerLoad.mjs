// The composer under load: a shell server of its own pinned to core 0, composing pages
// from the running site's remotes, with autocannon on core 1 (lib/workerLoad.mjs).
// autocannon's latency runs to the whole response, an upper bound of the TTFB.
import { startShell } from './shellServer.mjs';
import { loadTest } from './workerLoad.mjs';

const PAGE = { Accept: 'text/html,application/xhtml+xml' };

/**
 * @param {{ base: number, port: number, routes: string[] }} options
 */
export async function measureComposerLoad({ base, port, routes }) {
  const shell = await startShell({ base, port, pinned: true });
  try {
    const results = [];
    for (const route of routes) {
      const probe = await fetch(`${shell.origin}${route}`, { headers: PAGE });
      await probe.arrayBuffer();
      if (probe.status !== 200) console.warn(`   ${route} answers ${probe.status} on the pinned shell`);
      results.push(await loadTest(`GET ${route}`, { url: `${shell.origin}${route}`, headers: PAGE }));
    }
    return results;
  } finally {
    await shell.stop();
  }
}
