/**
 * @jest-environment node
 */
// The composer against real HTTP stand-ins that take the connection and never answer: a
// remote's HTML, the worker behind a form posted without scripts, and a read that drops
// its signal. Each request is still answered in time, 503 with Retry-After, and logged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToString } from 'react-dom/server';
import { refusalEndpoint } from 'site/refusalEndpoint';
import { createComposer } from './composer';
import { remoteServer, TicketPage } from './native-forms/ticketPageFixture';
import { fixedManifest } from './releasedManifest';
import { createRemoteHtml } from './remoteHtml';

const SITE = 'https://www.example.com';
const SECRET = 'a-test-composer-secret-of-at-least-32-characters';
const template = `<!doctype html><html><head><title>Default</title></head><body><div id="root"></div></body></html>`;
const ticketPage = renderToString(<TicketPage />);
const refusals = refusalEndpoint({ load: async () => remoteServer });

interface StandIn {
  url: string;
  close: () => Promise<void>;
}

/** A server on a free port: `answer` replies, or, where it does not, the request is held open for ever. */
async function standIn(answer: (path: string, response: http.ServerResponse, request: http.IncomingMessage) => void = () => undefined): Promise<StandIn> {
  const server = http.createServer((request, response) => answer(request.url ?? '', response, request));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A marketing remote that serves the ticket form's page, and draws it for a refusal as its host does. */
const marketingRemote = () =>
  standIn(async (path, response, request) => {
    if (request.method === 'POST' && path === '/ssr/refusal') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await refusals(new Request('http://remote.test/ssr/refusal', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: Buffer.concat(chunks) }));
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(await answer.text());
      return;
    }
    const files: Record<string, string> = {
      '/ssr/index.json': JSON.stringify({
        remote: 'marketing',
        pages: { '/support/newTicket': { head: '<title>New ticket</title>', body: 'ssr/ticket.0123456789.html', styles: [] } },
        notFound: { head: '', body: 'ssr/ticket.0123456789.html', styles: [] },
        clientOnly: [],
      }),
      '/ssr/ticket.0123456789.html': ticketPage,
    };
    response.writeHead(files[path] ? 200 : 404).end(files[path] ?? '');
  });

const servers: StandIn[] = [];
const started = async (server: Promise<StandIn>) => {
  servers.push(await server);
  return servers.at(-1)!;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function composerFor({ remotes, worker = 'http://127.0.0.1:9', ...options }: { remotes: Record<string, string>; worker?: string } & Partial<Parameters<typeof createComposer>[0]>) {
  return createComposer({
    template,
    manifest: fixedManifest({ remotes: Object.entries(remotes).map(([name, url]) => ({ name, entry: `${url}/remoteEntry.js` })), worker }),
    pageHeaders: () => ({}),
    siteOrigin: SITE,
    remoteHtml: createRemoteHtml({ indexTtlMs: 0, maxStaleMs: 0 }),
    ...options,
  });
}

async function until(condition: () => boolean, ms = 2_000) {
  for (const end = Date.now() + ms; !condition(); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() > end) throw new Error('the condition did not come true');
  }
}

const timed = async <T,>(work: Promise<T>) => {
  const start = Date.now();
  return { result: await work, ms: Date.now() - start };
};

describe('the composer, when what it waits on never answers', () => {
  it("answers a page whose remote's HTML never comes with its fallback once the remote's budget is spent, and says so", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const careers = await started(standIn());
    const compose = composerFor({ remotes: { careers: careers.url }, budgetMs: 200 });

    const { result: response, ms } = await timed(compose(new Request(`${SITE}/apply`)));

    expect(ms).toBeLessThan(3_000);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(await response.text()).toContain('This page is taking a short break');
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\/apply: the careers remote's HTML is unavailable after \d+ ms: TimeoutError/));
  });

  it('answers a form posted without scripts whose worker never answers with the form drawn again, 503 with Retry-After, logging no field', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const marketing = await started(marketingRemote());
    const worker = await started(standIn());
    const compose = composerFor({ remotes: { marketing: marketing.url }, worker: worker.url, budgetMs: 3_000, nativeForms: { secret: SECRET, workerDeadlineMs: 300 } });

    const post = new Request(`${SITE}/support/newTicket`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
      body: new URLSearchParams({ name: 'Ada Lovelace', _form: 'ticket' }),
    });
    const { result: response, ms } = await timed(compose(post, { visitorAddress: '203.0.113.9' }));

    expect(ms).toBeLessThan(3_000);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    const html = await response.text();
    expect(html).toContain('We could not send your form just now. What you typed is still here');
    expect(html).toContain('value="Ada Lovelace"');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toMatch(/^POST \/support\/newTicket: the ticket form posted without scripts could not reach the worker after \d+ ms: TimeoutError/);
    expect(logged.mock.calls[0]![0]).not.toContain('Ada');
  });

  it('answers 503 with Retry-After within its own deadline when a read ignores its time-out, on both hosts’ calls, naming what it waited on', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const careers = await started(standIn());
    // A read that drops its signal, as a runtime's binding might: the remote's budget cannot end it.
    const deaf: typeof fetch = (input) => fetch(input);
    const compose = composerFor({ remotes: { careers: careers.url }, budgetMs: 100, deadlineMs: 400, remoteHtml: createRemoteHtml({ fetch: deaf, indexTtlMs: 0, maxStaleMs: 0 }) });

    // Workers' host calls compose (a Response), Node's composePage (a page it encodes).
    const [workers, node] = await Promise.all([timed(compose(new Request(`${SITE}/apply`))), timed(compose.composePage(new Request(`${SITE}/apply/positions/1`)))]);

    for (const { ms } of [workers, node]) expect(ms).toBeLessThan(3_000);
    expect(workers.result.status).toBe(503);
    expect(workers.result.headers.get('Retry-After')).toBe('30');
    expect(workers.result.headers.get('Cache-Control')).toBe('no-store');
    expect(await workers.result.text()).toContain('Please try again in a moment, or call us at');
    expect(node.result).toMatchObject({ status: 503, headers: { 'Retry-After': '30', 'Content-Type': 'text/html; charset=utf-8' } });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^GET \/apply: no answer after \d+ ms \(the composer's deadline\), still waiting on the careers remote's HTML; answered 503$/));
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^GET \/apply\/positions\/1: no answer after \d+ ms/));
    // The reads given up end once the stand-in goes, and log as a remote's failure does: awaited, so nothing logs after the test.
    await careers.close();
    await until(() => logged.mock.calls.length === 4);
  });
});
