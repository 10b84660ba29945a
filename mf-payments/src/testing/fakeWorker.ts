// A stand-in for the worker's API in component tests: fetch answered per
// 'METHOD /path', every call recorded with its JSON body.
export type Handler = (body: unknown) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const PAYMENT_CONFIG = { hppOrigin: 'http://localhost:8089', merchantId: 'sandbox-merchant', terminalId: 'sandbox-terminal' };
export const CAPTCHA_CONFIG = { scriptUrl: 'http://localhost:8089/captcha/api.js', siteKey: 'sandbox-site-key' };

export function fakeWorker(routes: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body });
    const handler = routes[route];
    if (!handler) throw new TypeError(`fetch failed: no fake for ${route}`);
    return handler(body);
  });
  return { spy, calls, callsTo: (route: string) => calls.filter((call) => call.route === route) };
}
