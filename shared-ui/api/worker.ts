// The client for the worker service. The shell sets the worker's origin from its
// run-time manifest (remotes.json) before any remote renders; `shared-ui/` is a
// federation singleton, so every remote sees that same origin.
import { localOrigin } from 'site/ports';
import type { z } from 'contract/schemas/zod';

let workerOrigin = localOrigin('worker');

export function configureWorker(origin: string) {
  workerOrigin = origin.replace(/\/$/, '');
}

export const workerUrl = (path: string) => `${workerOrigin}${path}`;

/** A worker answer other than 2xx; `body` is the worker's JSON error when it sent one. */
export class WorkerError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`worker answered ${status}`);
    this.name = 'WorkerError';
  }
}

/**
 * How long a call may take before the page takes its failure path: a worker that
 * accepts the connection and never answers must not leave a page loading for ever. A
 * look-up (configuration, hub content) is quick or broken; a submission writes to the
 * database and may wait behind others.
 */
export const WORKER_DEADLINES_MS = { lookup: 8_000, submission: 20_000 } as const;

/** The worker did not answer within its deadline. */
export class WorkerTimeout extends Error {
  constructor(readonly path: string, readonly deadlineMs: number) {
    super(`the worker did not answer ${path} within ${deadlineMs} ms`);
    this.name = 'WorkerTimeout';
  }
}

type WorkerInit = RequestInit & { deadlineMs?: number };

/** Fetches and reads the answer, all within the deadline; a caller's own signal still aborts it. */
async function call<T>(path: string, init: WorkerInit, deadlineMs: number, schema?: z.ZodMiniType<T>): Promise<T> {
  const { deadlineMs: _deadline, signal: callerSignal, ...rest } = init;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, deadlineMs);
  const forward = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forward();
  callerSignal?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetch(workerUrl(path), { ...rest, signal: controller.signal });
    return await readAnswer(response, schema);
  } catch (error) {
    if (timedOut) throw new WorkerTimeout(path, deadlineMs);
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forward);
  }
}

async function readAnswer<T>(response: Response, schema?: z.ZodMiniType<T>): Promise<T> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // a plain-text answer stays text
  }
  if (!response.ok) throw new WorkerError(response.status, body);
  return schema ? schema.parse(body) : (body as T);
}

export function workerGet<T>(path: string, schema?: z.ZodMiniType<T>, init: WorkerInit = {}): Promise<T> {
  const headers = { Accept: 'application/json', ...init.headers };
  return call(path, { ...init, headers }, init.deadlineMs ?? WORKER_DEADLINES_MS.lookup, schema);
}

export function workerPost<T>(path: string, body: unknown, schema?: z.ZodMiniType<T>, init: WorkerInit = {}): Promise<T> {
  const isText = typeof body === 'string';
  const headers = { 'Content-Type': isText ? 'text/plain' : 'application/json', Accept: 'application/json', ...init.headers };
  return call(path, { ...init, method: 'POST', headers, body: isText ? body : JSON.stringify(body) }, init.deadlineMs ?? WORKER_DEADLINES_MS.submission, schema);
}
