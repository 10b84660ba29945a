// A composer for the tests of forms posted without scripts: the marketing remote served
// from memory, its host drawing pages for a refusal with its own server code (through the
// refusal endpoint, site/src/refusalEndpoint.js), and a worker that records each call and
// answers as the test says.
import { refusalEndpoint } from 'site/refusalEndpoint';
import { createComposer } from '../composer';
import { fixedManifest } from '../releasedManifest';
import { createRemoteHtml } from '../remoteHtml';

export const SECRET = 'a-test-composer-secret-of-at-least-32-characters';
export const SITE = 'https://www.example.com';
export const MARKETING = 'https://marketing.example.com/v1/';
export const WORKER = 'https://api.example.com';

export interface WorkerCall {
  method: string;
  url: string;
  headers: Headers;
  body: Record<string, unknown> | undefined;
}

type RemoteServer = Parameters<typeof refusalEndpoint>[0] extends { load: () => Promise<infer T> } ? T : never;

export interface FormSiteOptions {
  template: string;
  /** The marketing remote's files (its ssr/index.json and pages), as its host serves them: site-testing's filesFetch. */
  readFile: typeof fetch;
  /** The remote's server code, as its host runs it. */
  remoteServer: RemoteServer;
  answer: (call: WorkerCall) => Response;
  /** The remote host's refusal endpoint, where a test replaces it. */
  remoteHost?: (request: Request) => Promise<Response>;
  pageHeaders?: () => Record<string, string>;
  now: number;
}

export function formSite({ template, readFile, remoteServer, answer, remoteHost = refusalEndpoint({ load: async () => remoteServer }), pageHeaders = () => ({}), now }: FormSiteOptions) {
  const calls: WorkerCall[] = [];
  const remoteFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === `${MARKETING}ssr/refusal` ? remoteHost(new Request(String(input), init)) : readFile(input, init)) as typeof fetch;
  const workerFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers), body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  const compose = createComposer({
    template,
    manifest: fixedManifest({ remotes: [{ name: 'marketing', entry: `${MARKETING}remoteEntry.js` }], worker: WORKER }),
    pageHeaders,
    siteOrigin: SITE,
    remoteHtml: createRemoteHtml({ fetch: remoteFetch, indexTtlMs: 0, maxStaleMs: 0 }),
    nativeForms: { secret: SECRET, fetch: workerFetch, now: () => now },
  });
  return { compose, calls };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
