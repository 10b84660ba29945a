// A page whose remote is down, measured on a second shell server whose manifest points
// that remote at a dead address, the rest of the site running as usual: the status
// and HTML the composer answers with (503, the frame and a fallback), its time to first
// byte, and Lighthouse's LCP. Two ways to be down: `hanging` (a server that accepts the
// connection and never answers: the composer waits out its whole budget, and the
// browser's request for the remote's entry stays open) and `refused` (nothing listens).
import { measureHtml } from './htmlTiming.mjs';
import { medianRun, summarize } from './lighthouse.mjs';
import { startShell } from './shellServer.mjs';
import { holdConnections, isListening } from './tcp.mjs';

/**
 * @param {object} options
 * @param {'hanging'|'refused'} options.mode
 * @param {number} options.base        the running site's base port (its remotes and worker)
 * @param {number} options.shellPort   the second shell server's port
 * @param {number} options.remotePort  where the remote is pointed
 * @param {string} options.remote      which remote is down ('careers')
 * @param {string} options.route       a page of that remote
 * @param {number} options.lighthouseRuns
 */
export async function measureRemoteDown({ mode, base, shellPort, remotePort, remote, route, lighthouseRuns }) {
  let hung;
  if (mode === 'hanging') hung = await holdConnections(remotePort);
  else if (await isListening(remotePort)) throw new Error(`port ${remotePort} should refuse connections, but something listens there`);
  try {
    const shell = await startShell({
      base,
      port: shellPort,
      env: { [`REMOTE_${remote.toUpperCase()}_URL`]: `http://localhost:${remotePort}/remoteEntry.js` },
    });
    try {
      const url = `${shell.origin}${route}`;
      const html = await measureHtml(url);
      const lighthouse = summarize(await medianRun(url, { ignoreStatusCode: true }, lighthouseRuns));
      return {
        title: `${remote} ${mode}`,
        mode,
        remote,
        route,
        origin: shell.origin,
        html,
        lighthouse: { ...lighthouse, requests: undefined },
        ...(hung ? { connectionsHeld: hung.connections() } : {}),
      };
    } finally {
      await shell.stop();
    }
  } finally {
    await hung?.close();
  }
}
