// The client for the worker service. The shell sets the worker's origin from its
// run-time manifest (remotes.json) before any remote renders; `shared-ui/` is a
// federation singleton, so every remote sees that same origin.
import { localOrigin } from 'site/ports';
import type { ZodType } from 'zod';

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

async function readAnswer<T>(response: Response, schema?: ZodType<T>): Promise<T> {
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

export async function workerGet<T>(path: string, schema?: ZodType<T>, init?: RequestInit): Promise<T> {
  const response = await fetch(workerUrl(path), { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  return readAnswer(response, schema);
}

export async function workerPost<T>(path: string, body: unknown, schema?: ZodType<T>, init?: RequestInit): Promise<T> {
  const isText = typeof body === 'string';
  const response = await fetch(workerUrl(path), {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': isText ? 'text/plain' : 'application/json', Accept: 'application/json', ...init?.headers },
    body: isText ? body : JSON.stringify(body),
  });
  return readAnswer(response, schema);
}
