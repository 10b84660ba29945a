// The sandbox on Node, for development and tests only.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createSandbox } from './app';
import { optionsFromEnv, portFromEnv } from './settings';

const app = createSandbox(optionsFromEnv(process.env));
const port = portFromEnv(process.env);
// This machine only, unless LISTEN_HOST says otherwise: the sandbox approves any card and any captcha.
const hostname = process.env.LISTEN_HOST?.trim() || '127.0.0.1';
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(
    `sandbox: listening on http://localhost:${info.port} (EmailJS /api/v1.0/email/send, card page /hpp, gateway /rest/v2, captcha /captcha)`,
  );
}) as Server;

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `sandbox: port ${port} is already in use` : `sandbox: ${error.message}`);
  process.exit(1);
});

function shutdown(signal: NodeJS.Signals) {
  console.log(`sandbox: ${signal}, closing`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), 2000).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
