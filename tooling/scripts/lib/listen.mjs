// How the site's static servers listen: on this machine only, unless LISTEN_HOST says
// otherwise (LISTEN_HOST=0.0.0.0 to reach them from the network), and stopping at once
// on SIGINT or SIGTERM: a browser's open keep-alive connections are cut, not waited for.
import { serve } from '@hono/node-server';

/**
 * @param {{ fetch: (request: Request) => Response | Promise<Response> }} app
 * @param {{ name: string, port: number, serving: string }} options  `serving` says what, in the line printed once listening
 */
export function listen(app, { name, port, serving }) {
  const hostname = process.env.LISTEN_HOST?.trim() || '127.0.0.1';
  const listener = serve({ fetch: app.fetch, port, hostname }, () => {
    console.log(`${name} serving ${serving} at http://localhost:${port} (listening on ${hostname})`);
  });
  listener.on('error', (error) => {
    console.error(error.code === 'EADDRINUSE' ? `${name}: port ${port} is already in use` : error);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      listener.close(() => process.exit(0));
      listener.closeAllConnections?.();
    });
  }
  return listener;
}
