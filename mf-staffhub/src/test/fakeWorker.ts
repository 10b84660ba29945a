// A stand-in for the network in component tests: each request goes to the first
// handler whose method and path match, and is recorded with its headers and body.
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function fakeWorker(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: init?.body === undefined ? undefined : await request.text(),
    };
    requests.push(recorded);
    const key = Object.keys(routes).find((route) => {
      const [method, path] = route.split(' ');
      return method === recorded.method && (path === recorded.url.pathname || (path!.endsWith('*') && recorded.url.pathname.startsWith(path!.slice(0, -1))));
    });
    if (!key) return json({ error: 'Not found' }, 404);
    return routes[key]!(recorded);
  });
  return { requests, fetchMock };
}
