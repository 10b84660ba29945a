// Requests to the worker's office API (contract/schemas/office). The session is an
// HttpOnly cookie on the worker's origin, which these pages never see: every request
// goes with `credentials: 'include'`. A 401 (no session, or an ended one) and a 403 (a
// revoked person) become an OfficeRefusedError, which the pages turn into a sign-in or
// a message; the rest pass through as the worker client throws them.
import type { z } from 'contract/schemas/zod';
import { WorkerError, workerGet, workerPost } from 'shared-ui/api/worker';

export type Refusal = 'signed-out' | 'revoked';

export class OfficeRefusedError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal === 'revoked' ? 'the office access was revoked' : 'no office session');
    this.name = 'OfficeRefusedError';
  }
}

async function refusedAs<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof WorkerError && error.status === 401) throw new OfficeRefusedError('signed-out');
    if (error instanceof WorkerError && error.status === 403) throw new OfficeRefusedError('revoked');
    throw error;
  }
}

export const officeGet = <T>(path: string, schema: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T> =>
  refusedAs(workerGet(path, schema, { credentials: 'include', signal }));

export const officePost = <T>(path: string, body: unknown, schema?: z.ZodMiniType<T>): Promise<T> =>
  refusedAs(workerPost(path, body, schema, { credentials: 'include' }));

/** An API path with its `:params` filled in. */
export const apiPath = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(params[name] ?? ''));
