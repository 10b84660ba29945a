// The real @emailjs/browser client against the sandbox over HTTP. The client reads one
// browser global on the way to the network (location.pathname, for its rate limit);
// Node provides fetch. blockHeadless stays off, so navigator is never read.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { init, send, type EmailJSResponseStatus } from '@emailjs/browser';
import { createSandbox } from '../app';
import { EMAILJS_MESSAGES } from './messages';

let server: Server;
let origin: string;

beforeAll(async () => {
  Object.defineProperty(globalThis, 'location', { value: { pathname: '/support/ticket' }, configurable: true });
  await new Promise<void>((listening) => {
    server = serve({ fetch: createSandbox().fetch, port: 0, hostname: '127.0.0.1' }, () => listening()) as Server;
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  init({ publicKey: 'sandbox-public-key', origin });
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  Reflect.deleteProperty(globalThis, 'location');
});

afterEach(async () => {
  await fetch(`${origin}/__sandbox/emails`, { method: 'DELETE' });
  await fetch(`${origin}/__sandbox/emails/failure`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode: 'off' }),
  });
});

async function recorded() {
  return ((await (await fetch(`${origin}/__sandbox/emails`)).json()) as { emails: { templateId: string; params: unknown }[] }).emails;
}

const rejection = (promise: Promise<unknown>) => promise.then(
  () => Promise.reject(new Error('expected the send to fail')),
  (error: EmailJSResponseStatus) => ({ status: error.status, text: error.text }),
);

describe('@emailjs/browser against the sandbox', () => {
  it('sends, resolves 200 OK, and the sandbox records the template and params', async () => {
    const result = await send('service_sandbox', 'template_ticket_receipt', { name: 'Lee Chen', UUID: 'SP-004217' });

    expect({ status: result.status, text: result.text }).toEqual({ status: 200, text: 'OK' });
    expect(await recorded()).toEqual([
      expect.objectContaining({ templateId: 'template_ticket_receipt', params: { name: 'Lee Chen', UUID: 'SP-004217' } }),
    ]);
  });

  it('rejects with the service text for an unknown service id', async () => {
    expect(await rejection(send('service_other', 'template_lan', {}))).toEqual({
      status: 400,
      text: EMAILJS_MESSAGES.serviceIdInvalid,
    });
    expect(await recorded()).toEqual([]);
  });

  it('rejects with the service text for another public key given per call', async () => {
    expect(await rejection(send('service_sandbox', 'template_lan', {}, { publicKey: 'someone-else' }))).toEqual({
      status: 400,
      text: EMAILJS_MESSAGES.publicKeyInvalid,
    });
  });

  it('rejects while the sandbox is told to fail', async () => {
    await fetch(`${origin}/__sandbox/emails/failure`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'always' }),
    });
    expect(await rejection(send('service_sandbox', 'template_lan', { firstName: 'Sam' }))).toEqual({
      status: 500,
      text: EMAILJS_MESSAGES.unavailable,
    });
    expect(await recorded()).toEqual([]);
  });
});
