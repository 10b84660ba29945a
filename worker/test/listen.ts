// Serves a fetch handler over real HTTP on a free loopback port, for tests that drive
// code which only talks through fetch (the browser's form client, @emailjs/browser).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

export interface Listening {
  origin: string;
  close(): Promise<void>;
}

export async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<Listening> {
  const server = await new Promise<Server>((listening) => {
    const started = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => listening(started)) as Server;
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((closed, failed) => {
        server.close((error) => (error ? failed(error) : closed()));
        server.closeAllConnections();
      }),
  };
}
