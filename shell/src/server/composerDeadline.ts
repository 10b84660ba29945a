// The composer's own deadline (#41): every request it takes is answered within it, whatever
// it waits on. Each dependency has a shorter time-out of its own, with its own way out (a
// remote's page: its fallback after REMOTE_HTML_BUDGET_MS; live.json: the one read before;
// the worker, for a form posted without scripts: the form drawn again). This answers when
// a wait has none, or ignores it (a runtime's read that drops its signal): 503 with
// Retry-After, a small page without scripts, and one line in the log naming the path and
// what the request was still waiting on, never what it carried.
import { company } from 'contract/company/company';
import { COMMON_HEADERS } from 'site/securityPolicy';
import type { Page, RequestContext } from './composer';
import { untilAborted } from './untilAborted';

/** The default of COMPOSER_DEADLINE_MS: a page is composed in milliseconds, and waits on its remote 300 ms at most. */
export const DEADLINE_MS = 5_000;
/** When a browser or crawler should ask again after a 503. */
export const RETRY_AFTER_SECONDS = 30;

const LATE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please try again in a moment | ${company.name}</title></head><body><main><h1>This page is taking too long</h1><p>Please try again in a moment, or call us at <a href="${company.phone.href}">${company.phone.display}</a>.</p></main></body></html>`;

export const latePage = (): Page => ({
  status: 503,
  headers: {
    ...COMMON_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  },
  html: LATE_HTML,
});

/** What each request in progress is waiting on, for the log line should its deadline pass. */
const waits = new WeakMap<Request, string>();

/** `work`, noted as what `request` waits on until it settles. */
export function waitingOn<T>(request: Request, what: string, work: T | Promise<T>): Promise<T> {
  waits.set(request, what);
  return Promise.resolve(work).finally(() => {
    if (waits.get(request) === what) waits.delete(request);
  });
}

type Answer = (request: Request, context?: RequestContext) => Promise<Page>;

/** `answer`, given up for the late page once `deadlineFor(request)` milliseconds have passed. */
export function withinDeadline(answer: Answer, deadlineFor: (request: Request) => number): Answer {
  return async (request, context) => {
    const ms = deadlineFor(request);
    const deadline = AbortSignal.timeout(ms);
    const started = Date.now();
    try {
      return await untilAborted(answer(request, context), deadline);
    } catch (error) {
      if (error !== deadline.reason) throw error;
      const what = waits.get(request) ?? 'nothing the composer noted';
      console.error(`${request.method} ${new URL(request.url).pathname}: no answer after ${Date.now() - started} ms (the composer's deadline), still waiting on ${what}; answered 503`);
      return latePage();
    }
  };
}
